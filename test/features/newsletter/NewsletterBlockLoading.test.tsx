import { act, render, screen, waitFor, within } from '@testing-library/react';
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { hydrateRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import sv from '../../../src/app/catalogues/sv';
import { NewsletterBlock } from '../../../src/features/newsletter';
import { FeatureLoaderProvider, type LoadFeatures } from '../../../src/core/featureLoading';
import { createTestStore } from '../../support/testStore';

// The block's form code is fetched as the block comes near the viewport, not with the page.

/** What the page asked for: each module records itself when it is first required. */
const requested: string[] = [];
for (const [name, path] of [
  ['the form', '../../../src/features/newsletter/components/NewsletterBlock'],
  ['formik', 'formik'],
] as const) {
  jest.mock(path, () => {
    requested.push(name);
    return jest.requireActual(path);
  });
}

/** The browser's IntersectionObserver, reporting only when the test says so. */
class StubObserver {
  static last: StubObserver | undefined;
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    private readonly report: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    StubObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  /** The block is (or is not) within the observer's margin of the viewport. */
  async see(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    await act(async () => this.report(entries, this as unknown as IntersectionObserver));
  }
}

beforeEach(() => {
  StubObserver.last = undefined;
  Object.assign(window, { IntersectionObserver: StubObserver });
});
afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

function renderBlock(loadFeatures?: LoadFeatures) {
  const { store } = createTestStore();
  const block = (
    <IntlProvider locale="sv-SE" messages={sv}>
      <p>Resten av sidan</p>
      <NewsletterBlock />
    </IntlProvider>
  );
  return render(
    <Provider store={store}>
      {loadFeatures ? <FeatureLoaderProvider value={loadFeatures}>{block}</FeatureLoaderProvider> : block}
    </Provider>,
  );
}

describe('the newsletter block below the fold', () => {
  it('shows its title and fetches no form code until it comes near the viewport, then shows the form', async () => {
    renderBlock();
    expect(screen.getByRole('heading', { level: 2, name: 'Gå med i vårt nyhetsbrev' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const observer = StubObserver.last;
    expect(observer?.options.rootMargin).toBe('400px 0px');
    expect(observer?.targets).toEqual([screen.getByRole('heading', { level: 2 }).closest('section')]);

    await observer?.see(false);
    expect(requested).toEqual([]);

    await observer?.see(true);
    const block = await screen.findByRole('region', { name: 'Gå med i vårt nyhetsbrev' });
    expect(within(block).getByLabelText(/^E-postadress/, { selector: 'input' })).toBeInTheDocument();
    expect(within(block).getByRole('button', { name: 'Prenumerera' })).toBeInTheDocument();
    expect(requested).toEqual(['the form', 'formik']);
    expect(observer?.disconnected).toBe(true);
  });
});

describe('the newsletter block whose code cannot be loaded', () => {
  it('says so where the form would be, offers to reload the page, and leaves the rest of the page', async () => {
    const asked: (readonly string[])[] = [];
    const loadFeatures: LoadFeatures = (names) => {
      asked.push(names);
      return Promise.reject(new Error('Failed to fetch dynamically imported module'));
    };
    renderBlock(loadFeatures);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await StubObserver.last?.see(true);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Formuläret för nyhetsbrevet kunde inte laddas. Kontrollera anslutningen och ladda om sidan.',
    );
    expect(within(alert).getByRole('button', { name: 'Ladda om sidan' })).toBeInTheDocument();
    expect(screen.getByText('Resten av sidan')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Gå med i vårt nyhetsbrev' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    // Asked once: a module the browser failed to load stays failed, so asking again is pointless.
    expect(asked).toEqual([['newsletter']]);
  });
});

describe('the prerendered newsletter block', () => {
  // jsdom takes setImmediate away; react-dom/static's Node build, the one the build runs, uses it.
  Object.assign(globalThis, { setImmediate: globalThis.setImmediate ?? nodeSetImmediate });

  /** The home page's picture of the block as the build makes it, from a module registry of its own. */
  async function buildPicture(): Promise<string> {
    let html = '';
    await jest.isolateModulesAsync(async () => {
      const { prerender } = await import('react-dom/static');
      const { IntlProvider: ServerIntl } = await import('react-intl');
      const { NewsletterBlock: ServerBlock } = await import('../../../src/features/newsletter');
      const { prelude } = await prerender(
        <ServerIntl locale="sv-SE" messages={sv}>
          <ServerBlock />
        </ServerIntl>,
      );
      html = await new Response(prelude).text();
    });
    return html;
  }

  it("is the title and the form's free place, which the browser hydrates as it is", async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const requestedBefore = requested.length;
    container.innerHTML = await buildPicture();
    // The build's own registry asked for no form code either.
    expect(requested.slice(requestedBefore)).toEqual([]);
    expect(container.querySelector('h2')?.textContent).toBe('Gå med i vårt nyhetsbrev');
    expect(container.querySelector('input')).toBeNull();
    const nodes = [...container.querySelectorAll('*')];

    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    const recovered: unknown[] = [];
    const root = hydrateRoot(
      container,
      <IntlProvider locale="sv-SE" messages={sv}>
        <NewsletterBlock />
      </IntlProvider>,
      { onRecoverableError: (error) => recovered.push(error) },
    );
    try {
      // Hydrated once the block has handed its section to the observer.
      await waitFor(() => expect(StubObserver.last?.targets).toEqual([container.querySelector('section')]));
      expect(recovered).toEqual([]);
      expect(nodes.every((node) => node.isConnected)).toBe(true);
    } finally {
      root.unmount();
      container.remove();
      scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
