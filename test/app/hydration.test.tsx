import { screen, waitFor } from '@testing-library/react';
import { setImmediate as nodeSetImmediate } from 'node:timers';
import type { Root } from 'react-dom/client';
import { prerenderedAttribute } from '../../shared/prerenderedShell';
import { mountApp } from '../../src/app/mountApp';
import { landingRoutes } from '../../tooling/landingRoutes';
import { norway } from '../support/fixtures';
import { createBrowserServices } from '../../src/app/browserServices';
import { sagaRuntime } from '../../src/app/sagaRuntime';
import { createAppStore } from '../../src/app/store';
import { createTestStore, waitForState } from '../support/testStore';

// The build prerenders in Node, whose React server renderer schedules its work with setImmediate.
Object.assign(globalThis, { setImmediate: globalThis.setImmediate ?? nodeSetImmediate });

// As in the browser, React schedules its renders itself: under act, the first render would wait
// for act's scope to end, while the mount waits for that render to commit.
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;
beforeAll(() => {
  actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

let mounted: Root | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  document.body.replaceChildren();
});

const routes = landingRoutes.map(({ route }) => route);

// The build's pictures, rendered by modules of their own as the build does in its own process:
// React's server and browser renderers sharing one copy of each context would read each other's.
const pictures = new Map<string, string>();
beforeAll(async () => {
  await jest.isolateModulesAsync(async () => {
    const { prerenderShell } = await import('../../src/app/prerenderShell');
    for (const route of routes) pictures.set(route, await prerenderShell(route));
  });
});

/** The page as the HTML shell's picker leaves it: the route's picture in #root, marked, inert. */
function pictureOf(path: string): HTMLElement {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = pictures.get(path) ?? '';
  container.setAttribute(prerenderedAttribute, path);
  container.setAttribute('inert', '');
  document.body.append(container);
  return container;
}

async function mount(container: HTMLElement, path: string, created = createTestStore()) {
  const recovered: unknown[] = [];
  const { root, hydrated } = await mountApp({
    container,
    path,
    store: created.store,
    startFeatureSaga: created.startFeatureSaga,
    navigation: created.services.navigate,
    onRecoverableError: (error) => void recovered.push(error),
  });
  mounted = root;
  return { hydrated, recovered, ...created };
}

describe('the first render over the prerendered picture', () => {
  it.each(routes)("hydrates %s: the picture's elements kept, no render redone, then usable", async (path) => {
    const errors = jest.spyOn(console, 'error');
    const container = pictureOf(path);
    // The page's frame and heading: what the answers arriving after the first render leave alone.
    const frame = ['header', 'main', 'footer', 'h1']
      .map((selector) => container.querySelector(selector))
      .filter((element) => element !== null);
    expect(frame.length).toBeGreaterThanOrEqual(3);
    const first = container.firstElementChild;
    const { hydrated, recovered } = await mount(container, path);
    expect(hydrated).toBe(true);
    expect(recovered).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    // Hydrated, not rebuilt: the elements the picture showed are the page's own.
    expect(container.firstElementChild).toBe(first);
    expect(frame.filter((element) => !element.isConnected)).toEqual([]);
    expect(container.hasAttribute('inert')).toBe(false);
    expect(container.hasAttribute(prerenderedAttribute)).toBe(false);
  });

  it("shows the boot answers once it has committed (the cart session's currency, the header's market)", async () => {
    const container = pictureOf('/cart');
    const { store } = await mount(container, '/cart');
    await waitFor(() => expect(store.getState().cart.cart?.currencyCode).toBe('SEK'));
    expect(await screen.findByRole('button', { name: 'Varukorg, 0 artiklar' })).toBeInTheDocument();
  });

  it('renders anew, in English, for a shopper whose saved market speaks English', async () => {
    window.localStorage.setItem('market', JSON.stringify(norway));
    const container = pictureOf('/terms');
    const swedish = container.firstElementChild;
    const { hydrated, recovered } = await mount(container, '/terms');
    expect(hydrated).toBe(false);
    expect(recovered).toEqual([]);
    expect(container.firstElementChild).not.toBe(swedish);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of purchase' })).toBeInTheDocument();
    expect(container.hasAttribute('inert')).toBe(false);
  });

  it('renders anew where the page has no picture of its own (a product page)', async () => {
    window.history.replaceState(null, '', '/produkt/klassisk-t-shirt');
    const container = document.createElement('div');
    container.innerHTML = '<div class="boot-main">skeleton</div>';
    document.body.append(container);
    const { hydrated } = await mount(container, '/produkt/klassisk-t-shirt');
    expect(hydrated).toBe(false);
    expect(container.textContent).not.toContain('skeleton');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it("waits for the sagas to run before its first render: the product the route's loader asked for comes through them", async () => {
    window.history.replaceState(null, '', '/produkt/klassisk-t-shirt');
    const container = document.createElement('div');
    container.innerHTML = '<div class="boot-main">skeleton</div>';
    document.body.append(container);
    const { store, startFeatureSaga, startSagas } = createAppStore({});
    const services = createBrowserServices();
    let sagasArrive = () => {};
    const sagasStarted = new Promise<void>((resolve) => {
      sagasArrive = () => resolve(startSagas(sagaRuntime(services)));
    });
    const mounting = mountApp({
      container,
      path: '/produkt/klassisk-t-shirt',
      store,
      startFeatureSaga,
      navigation: services.navigate,
      sagasStarted,
    });
    // The route's loader has asked for the product; the sagas are not there: still the skeleton,
    // and the product waits with them.
    await waitForState(store, (state) => state.catalog.product.request.status === 'loading');
    expect(container.textContent).toBe('skeleton');
    sagasArrive();
    mounted = (await mounting).root;
    expect(container.textContent).not.toContain('skeleton');
    expect(await screen.findByRole('heading', { level: 1, name: 'Classic Tee' })).toBeInTheDocument();
  });
});
