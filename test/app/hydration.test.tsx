import { screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { prerenderedAttribute, prerenderedPageId, servedHeadAttribute } from '../../shared/prerenderedShell';
import type { PrerenderedPage } from '../../src/core/prerenderedPage';
import { splitMarkup } from '../../tooling/shellTemplates';
import { buildPictures } from '../support/builtPictures';
import Cookies from 'js-cookie';
import { loginThroughMock } from '../support/signIn';
import { mountApp } from '../../src/app/mountApp';
import { landingRoutes } from '../../tooling/landingRoutes';
import { norway } from '../support/fixtures';
import { createBrowserServices } from '../../src/app/browserServices';
import { sagaRuntime } from '../../src/app/sagaRuntime';
import { createAppStore } from '../../src/app/store';
import { createTestStore, waitForState } from '../support/testStore';

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
  // A test that signed in leaves no session for the next.
  Cookies.remove('userToken');
  Cookies.remove('refreshToken');
  // Only what a test served: React keeps its preloads in the head across roots, and would later
  // insert beside elements that are gone.
  for (const element of document.head.querySelectorAll(`[${servedHeadAttribute}]`)) element.remove();
});

const routes = landingRoutes.map(({ route }) => route);

/** The public pages the build renders with their data, as it reads them from the mock's catalogue. */
const sitePaths = ['/', '/en/', '/terms', '/en/terms', '/produkt/klassisk-t-shirt', '/product/classic-tee'];
const sitePageData = new Map<string, PrerenderedPage>();

const pictures = new Map<string, string>();
beforeAll(async () => {
  const built = await buildPictures(sitePaths, routes);
  for (const page of built.pages.filter(({ route }) => sitePaths.includes(route)))
    sitePageData.set(page.route, page.page);
  for (const [path, markup] of built.markup) pictures.set(path, markup);
});

/**
 * The page as its served document and the HTML shell's picker leave it: its head elements in the
 * head (marked as served), its data beside #root, and the route's picture in #root, marked, inert.
 */
function pictureOf(path: string, { marked = true } = {}): HTMLElement {
  window.history.replaceState(null, '', path);
  const { head, body } = splitMarkup(pictures.get(path) ?? '');
  document.head.insertAdjacentHTML('beforeend', head);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = body;
  if (marked) {
    container.setAttribute(prerenderedAttribute, path);
    container.setAttribute('inert', '');
  }
  const data = sitePageData.get(path);
  if (data) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = prerenderedPageId;
    script.textContent = JSON.stringify(data);
    document.body.append(script);
  }
  document.body.append(container);
  return container;
}

function skeleton(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = '<div class="boot-main">skeleton</div>';
  document.body.append(container);
  return container;
}

/**
 * Mounts the app over the skeleton (or a picture) with the real store and sagas, which arrive only when the test
 * says so, as their chunk does in the browser after the mount has begun.
 */
function mountWithLateSagas(path: string, container = skeleton()) {
  const { store, startFeatureSaga, startSagas } = createAppStore({});
  const services = createBrowserServices();
  let sagasArrive = () => {};
  const sagasStarted = new Promise<void>((resolve) => {
    sagasArrive = () => resolve(startSagas(sagaRuntime(services)));
  });
  const mounting = mountApp({
    container,
    path,
    store,
    startFeatureSaga,
    navigation: services.navigate,
    sagasStarted,
  });
  return { container, store, mounting, sagasArrive };
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
  it.each([...new Set([...routes, ...sitePaths])])(
    "hydrates %s: the picture's elements kept, no render redone, then usable",
    async (path) => {
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
    },
  );

  it("shows the boot answers once it has committed (the cart session's currency, the header's market)", async () => {
    const container = pictureOf('/cart');
    const { store } = await mount(container, '/cart');
    await waitFor(() => expect(store.getState().cart.cart?.currencyCode).toBe('SEK'));
    expect(await screen.findByRole('button', { name: 'Varukorg, 0 artiklar' })).toBeInTheDocument();
  });

  it("hydrates the picture before the sagas' chunk has arrived, then shows their answers once they run", async () => {
    const container = pictureOf('/cart');
    const first = container.firstElementChild;
    const { mounting, sagasArrive, store } = mountWithLateSagas('/cart', container);
    const { hydrated, root } = await mounting;
    mounted = root;
    expect(hydrated).toBe(true);
    expect(container.firstElementChild).toBe(first);
    expect(container.hasAttribute('inert')).toBe(false);
    // Nothing has answered: no saga runs yet to ask.
    expect(store.getState().cart.cart).toBeNull();
    sagasArrive();
    await waitFor(() => expect(store.getState().cart.cart?.currencyCode).toBe('SEK'));
    expect(await screen.findByRole('button', { name: 'Varukorg, 0 artiklar' })).toBeInTheDocument();
  });

  it('renders anew, in English, where the picker kept the skeleton (a shopper who saved another market)', async () => {
    window.localStorage.setItem('market', JSON.stringify(norway));
    const container = pictureOf('/terms', { marked: false });
    const swedish = container.firstElementChild;
    const { hydrated, recovered } = await mount(container, '/terms');
    expect(hydrated).toBe(false);
    expect(recovered).toEqual([]);
    expect(container.firstElementChild).not.toBe(swedish);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of purchase' })).toBeInTheDocument();
    expect(container.hasAttribute('inert')).toBe(false);
    // The served Swedish head went with the picture: one title, the app's own.
    await waitFor(() => expect(document.title).toBe('Terms of purchase – Printfabriken'));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll(`[${servedHeadAttribute}]`)).toHaveLength(0);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:4173/en/terms',
    );
  });

  it("takes over the served head of a product page as it hydrates it: one of each, the page's own", async () => {
    const container = pictureOf('/product/classic-tee');
    const served = [...document.head.children];
    const { hydrated, recovered } = await mount(container, '/product/classic-tee');
    expect(hydrated).toBe(true);
    expect(recovered).toEqual([]);
    expect(served.filter((element) => !element.isConnected)).toEqual([]);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.title).toBe('Classic Tee – Printfabriken');
    expect(screen.getByRole('heading', { level: 1, name: 'Classic Tee' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  it("opens a signed-in shopper's account page from the app shell, not the login: the first render sees what the sagas asked for", async () => {
    await loginThroughMock();
    window.history.replaceState(null, '', '/my-account/overview/');
    const { mounting, sagasArrive } = mountWithLateSagas('/my-account/overview/');
    // The sagas come after the mount has begun, as their chunk does in the browser.
    await new Promise((resolve) => setTimeout(resolve, 0));
    sagasArrive();
    mounted = (await mounting).root;
    expect(await screen.findByRole('heading', { level: 1, name: 'Hej Anna Andersson' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/my-account/overview/');
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
    const { container, store, mounting, sagasArrive } = mountWithLateSagas('/produkt/klassisk-t-shirt');
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
