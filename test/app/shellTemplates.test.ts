import { earlyAnswersGlobal, prerenderedAttribute, servedHeadAttribute } from '../../shared/prerenderedShell';
import { inlineScriptHashes } from '../../tooling/contentSecurityPolicy';
import { routeDocument, routeDocumentFile, skeletonId, type RouteShell } from '../../tooling/shellTemplates';

const html = `<!doctype html><html lang="sv"><head><title data-served-head>Shop</title><meta data-served-head name="description" content="The shop" /><script type="module" src="/assets/index.js"></script></head>
  <body><div id="root"><div class="boot-main" aria-busy="true">skeleton</div></div></body></html>`;

const shells: Record<string, RouteShell> = {
  '/': {
    route: '/',
    markup: '<title>Välkommen – Shop</title><meta name="description" content="Tryck"/><h1>Välkommen</h1>',
    preload: ['/assets/HomePage.js'],
    marketId: 'se',
    language: 'sv',
    page: { market: { id: 'se' }, markets: [], note: '</script><b>' },
  },
  '/cart': {
    route: '/cart',
    markup: '<style data-emotion="css a1">.css-a1{margin:0}</style><h1 class="css-a1">Varukorg</h1>',
    preload: ['/assets/CartPage.js', '/assets/Card.js'],
    marketId: 'se',
    language: 'sv',
  },
  '/checkout': {
    route: '/checkout',
    markup: '<p>Din varukorg är tom</p>',
    preload: [],
    marketId: 'se',
    language: 'sv',
    shownUnless: { cookies: ['cartToken'], storageKeys: ['incognitoCart'] },
  },
  '/login': {
    route: '/login',
    markup:
      '<style data-emotion="css-global g1">body{margin:0}</style><style data-emotion="css a1">.css-a1{margin:0}</style>' +
      '<style data-emotion="css b2">.css-b2{padding:0}</style><h1 class="css-a1 css-b2">Logga in</h1>',
    preload: [],
    marketId: 'se',
    language: 'sv',
  },
  '/en/terms': {
    route: '/en/terms',
    markup: '<title>Terms – Shop</title><h1>Terms</h1>',
    preload: ['/assets/TermsPage.js'],
    marketId: 'no',
    language: 'en',
  },
  '/produkt/logomugg': {
    route: '/produkt/logomugg',
    markup: '<h1>Logo Mug</h1><p>159 kr</p>',
    preload: [],
    marketId: 'se',
    language: 'sv',
    shownUnless: { cookiesOtherThan: { storeGroupId: 'sg-default', storeGroupSlug: 'default' } },
  },
  // The document for any unknown address.
  '*': {
    route: null,
    markup:
      '<title>Sidan hittades inte – Shop</title><meta name="robots" content="noindex"/><h1>Sidan hittades inte</h1>',
    preload: ['/assets/NotFoundPage.js'],
    marketId: 'se',
    language: 'sv',
  },
  shell: {
    route: null,
    markup: '<title>Shop</title><meta name="robots" content="noindex"/>',
    preload: [],
    marketId: 'se',
    language: 'sv',
    picture: false,
  },
};

const productPages = [
  {
    pattern: '^/(?!checkout/|my-account/)[^/]+/[^/]+$',
    preload: ['/assets/ProductPage.js'],
    productRequest: { url: '/shopper/products/by-slug/{slug}', market: { country: 'SE', language: 'sv' } },
  },
];

/** The document a host serves at `path`: the route's own, the app shell's, or the 404 document. */
const documentFor = (path: string, everyPage: string[] = []) => {
  const own = shells[path.split('?')[0] ?? ''];
  if (own) return routeDocument(html, own, 'market', [], everyPage);
  if (path.startsWith('/checkout/') || path.startsWith('/my-account/'))
    return routeDocument(html, shells.shell as RouteShell, 'market', [], everyPage);
  return routeDocument(html, shells['*'] as RouteShell, 'market', productPages, everyPage);
};

/** Runs the served page's inline picker against its document at `path`, as the browser would. */
function pick(path: string, savedMarket?: unknown, everyPage: string[] = [], setUp?: () => void) {
  const built = documentFor(path, everyPage);
  document.documentElement.innerHTML = built.slice(built.indexOf('<head>'), built.lastIndexOf('</html>'));
  window.history.replaceState(null, '', path);
  localStorage.clear();
  if (savedMarket !== undefined) localStorage.setItem('market', JSON.stringify(savedMarket));
  setUp?.();
  const inline = [...document.querySelectorAll('script[data-app-scripts]')].map(
    (script) => script.textContent,
  );
  // The inline script exactly as the page runs it.
  for (const code of inline) new Function(code ?? '')();
  return document.getElementById('root');
}

describe("a route's served document", () => {
  it('has the page in #root as rendered, readable before any script, and the picker after it', () => {
    const built = documentFor('/');
    const root = built.slice(built.indexOf('<div id="root">'), built.indexOf('<template'));
    expect(root).toContain('<h1>Välkommen</h1>');
    expect(root).not.toContain('skeleton');
    expect(built.indexOf(`<template id="${skeletonId}">`)).toBeGreaterThan(built.indexOf('id="root"'));
    expect(built.indexOf('<script data-app-scripts')).toBeGreaterThan(built.indexOf('id="root"'));
    expect(built.indexOf('<script data-app-scripts')).toBeLessThan(built.indexOf('</body>'));
  });

  it("puts the page's head elements into the head, marked as served, in place of the shell's own", () => {
    const built = documentFor('/');
    const head = built.slice(0, built.indexOf('</head>'));
    expect(head).toContain(`<title ${servedHeadAttribute}>Välkommen – Shop</title>`);
    expect(head).toContain(`<meta ${servedHeadAttribute} name="description" content="Tryck"/>`);
    expect(head.match(/<title/g)).toHaveLength(1);
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(built.slice(built.indexOf('</head>'))).not.toMatch(/<title|<meta/);
  });

  it("speaks the page's language", () => {
    expect(documentFor('/en/terms')).toContain('<html lang="en">');
    expect(documentFor('/cart')).toContain('<html lang="sv">');
  });

  it("carries the page's data for the store, which no text in it can break out of", () => {
    const built = documentFor('/');
    document.documentElement.innerHTML = built.slice(built.indexOf('<head>'), built.lastIndexOf('</html>'));
    const data = document.getElementById('prerendered-page')?.textContent ?? '';
    expect(JSON.parse(data)).toEqual(shells['/']?.page);
    expect(data).not.toContain('</script>');
    expect(documentFor('/cart')).not.toContain('id="prerendered-page"');
  });

  it('runs the same picker in every document: the policy names one hash for all of them', () => {
    const hashes = new Set(
      ['/', '/cart', '/en/terms', '/checkout', '/produkt/x', '/my-account/orders/'].flatMap((path) =>
        inlineScriptHashes(documentFor(path)),
      ),
    );
    expect(hashes.size).toBe(1);
  });

  it("moves the page's styles into the head, the class styles in one tag emotion hydrates", () => {
    const built = documentFor('/login');
    const head = built.slice(0, built.indexOf('</head>'));
    expect(
      head.match(/<style data-emotion="css a1 b2">.css-a1\{margin:0\}.css-b2\{padding:0\}<\/style>/g),
    ).toHaveLength(1);
    expect(head.match(/<style/g)).toHaveLength(2);
    expect(head).toContain('<style data-emotion="css-global g1">body{margin:0}</style>');
    expect(built.slice(built.indexOf('</head>'))).not.toContain('<style');
  });

  it("takes the module script out of the head and loads it, with the page's scripts, after the first paint", () => {
    jest.useFakeTimers();
    try {
      pick('/cart', { id: 'no', language: 'en' });
      const loaded = () => [
        ...[...document.querySelectorAll('script[type="module"]')].map((tag) => tag.getAttribute('src')),
        ...[...document.querySelectorAll('link[rel="modulepreload"]')].map((tag) => tag.getAttribute('href')),
      ];
      expect(loaded()).toEqual([]);
      jest.advanceTimersByTime(250);
      expect(loaded()).toEqual(['/assets/index.js', '/assets/CartPage.js', '/assets/Card.js']);
      jest.advanceTimersByTime(1000);
      expect(loaded()).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it("runs the shell's chunks one after the other, each in a task of its own once the one before has run", () => {
    // Vite links the chunks the entry imports in the head, in the order they import each other.
    const split = html.replace(
      '<script type="module"',
      '<link rel="modulepreload" crossorigin href="/assets/react.js">\n<link rel="modulepreload" crossorigin href="/assets/mui.js">\n<script type="module"',
    );
    const built = routeDocument(
      split,
      shells['/cart'] as RouteShell,
      'market',
      [],
      ['/assets/sideEffects.js'],
    );
    expect(built.slice(0, built.indexOf('</head>'))).not.toContain('modulepreload');
    document.documentElement.innerHTML = built.slice(built.indexOf('<head>'), built.lastIndexOf('</html>'));
    window.history.replaceState(null, '', '/cart');
    localStorage.clear();
    jest.useFakeTimers();
    try {
      const inline = document.querySelector('script[data-app-scripts]')?.textContent ?? '';
      new Function(inline)();
      const running = () =>
        [...document.querySelectorAll('script[type="module"]')].map((tag) => tag.getAttribute('src'));
      const preloaded = () =>
        [...document.querySelectorAll('link[rel="modulepreload"]')].map((tag) => tag.getAttribute('href'));
      expect(running()).toEqual([]);
      jest.advanceTimersByTime(250);
      // Everything is asked for at once; only the first chunk runs.
      expect(preloaded()).toEqual([
        '/assets/mui.js',
        '/assets/index.js',
        '/assets/sideEffects.js',
        '/assets/CartPage.js',
        '/assets/Card.js',
      ]);
      expect(running()).toEqual(['/assets/react.js']);
      const last = () => [...document.querySelectorAll('script[type="module"]')].at(-1)!;
      last().dispatchEvent(new Event('load'));
      expect(running()).toEqual(['/assets/react.js', '/assets/mui.js']);
      // A chunk that fails still lets the next one try (its import then fails as the app's own).
      last().dispatchEvent(new Event('error'));
      expect(running()).toEqual(['/assets/react.js', '/assets/mui.js', '/assets/index.js']);
      last().dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(1000);
      expect(running()).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks early, on an unknown address, for the page scripts of a product address', () => {
    jest.useFakeTimers();
    try {
      const preloaded = (path: string) => {
        pick(path);
        jest.advanceTimersByTime(250);
        return [...document.querySelectorAll('link[rel="modulepreload"]')].map((tag) =>
          tag.getAttribute('href'),
        );
      };
      expect(preloaded('/produkt/klassisk-t-shirt')).toEqual(['/assets/ProductPage.js']);
      expect(preloaded('/finns/inte/alls')).toEqual(['/assets/NotFoundPage.js']);
      expect(preloaded('/checkout/confirmation')).toEqual([]);
      expect(preloaded('/cart')).toEqual(['/assets/CartPage.js', '/assets/Card.js']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks on every address, with a picture, a pattern or neither, for the scripts every page needs beside the shell', () => {
    jest.useFakeTimers();
    try {
      const preloaded = (path: string) => {
        pick(path, undefined, ['/assets/browserServices.js']);
        jest.advanceTimersByTime(250);
        return [...document.querySelectorAll('link[rel="modulepreload"]')].map((tag) =>
          tag.getAttribute('href'),
        );
      };
      expect(preloaded('/cart')).toEqual([
        '/assets/browserServices.js',
        '/assets/CartPage.js',
        '/assets/Card.js',
      ]);
      expect(preloaded('/produkt/klassisk-t-shirt')).toEqual([
        '/assets/browserServices.js',
        '/assets/ProductPage.js',
      ]);
      expect(preloaded('/my-account/orders/o-1')).toEqual(['/assets/browserServices.js']);
    } finally {
      jest.useRealTimers();
    }
  });

  it("asks for a product address's product at once, in the saved market, and leaves the answer for the app", async () => {
    const fetched: string[] = [];
    const answer = { id: 'pp-classic-tee', name: 'Classic Tee' };
    const fetchStub = jest.fn(async (url: string) => {
      fetched.push(url);
      return { ok: true, status: 200, json: async () => answer };
    });
    const realFetch = window.fetch;
    window.fetch = fetchStub as unknown as typeof fetch;
    const holder = window as unknown as Record<string, Record<string, Promise<unknown>> | undefined>;
    try {
      delete holder[earlyAnswersGlobal];
      pick('/produkt/klassisk-t-shirt');
      const url = '/shopper/products/by-slug/klassisk-t-shirt?countryCode=SE&languageCode=sv';
      expect(fetched).toEqual([url]);
      await expect(holder[earlyAnswersGlobal]?.[url]).resolves.toEqual({ status: 200, data: answer });

      delete holder[earlyAnswersGlobal];
      pick('/product/classic-tee', { id: 'no', country: 'NO', language: 'en' });
      expect(fetched.at(-1)).toBe('/shopper/products/by-slug/classic-tee?countryCode=NO&languageCode=en');

      fetched.length = 0;
      pick('/cart');
      pick('/checkout/confirmation');
      expect(fetched).toEqual([]);
    } finally {
      window.fetch = realFetch;
      delete holder[earlyAnswersGlobal];
    }
  });

  it('leaves a refused or failed early request to the app', async () => {
    const realFetch = window.fetch;
    const holder = window as unknown as Record<string, Record<string, Promise<unknown>> | undefined>;
    try {
      window.fetch = (async () => ({
        ok: false,
        status: 404,
        json: async () => ({}),
      })) as unknown as typeof fetch;
      pick('/produkt/okand');
      const url = '/shopper/products/by-slug/okand?countryCode=SE&languageCode=sv';
      await expect(holder[earlyAnswersGlobal]?.[url]).resolves.toBeNull();
      window.fetch = (async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch;
      pick('/produkt/okand');
      await expect(holder[earlyAnswersGlobal]?.[url]).resolves.toBeNull();
    } finally {
      window.fetch = realFetch;
      delete holder[earlyAnswersGlobal];
    }
  });

  describe("the product's first picture from the early answer", () => {
    const product = {
      id: 'pp-classic-tee',
      name: 'Classic Tee',
      brand: 'Printfabriken',
      imageUrl: '/img/tee.svg',
      variants: [
        { colorKey: 'blue', imageUrl: '/img/tee-blue.svg' },
        { colorKey: 'red', imageUrl: '/img/tee-red.svg' },
      ],
    };
    const holder = window as unknown as Record<string, Record<string, Promise<unknown>> | undefined>;
    let realFetch: typeof fetch;
    const answerWith = (answer: { ok: boolean; body: unknown }) => {
      window.fetch = (async () => ({
        ok: answer.ok,
        status: answer.ok ? 200 : 404,
        json: async () => answer.body,
      })) as unknown as typeof fetch;
    };
    /** Picks the address and waits until the early answer (and what the picker does with it) has run. */
    const pickAndAnswer = async (path: string) => {
      const root = pick(path);
      const url = Object.keys(holder[earlyAnswersGlobal] ?? {})[0] ?? '';
      await holder[earlyAnswersGlobal]?.[url];
      await new Promise((resolve) => setTimeout(resolve, 0));
      return root;
    };
    beforeEach(() => {
      realFetch = window.fetch;
      delete holder[earlyAnswersGlobal];
    });
    afterEach(() => {
      window.fetch = realFetch;
      delete holder[earlyAnswersGlobal];
    });

    it('paints the name as the heading and the picture of the colour the address names, still busy', async () => {
      answerWith({ ok: true, body: product });
      const root = await pickAndAnswer('/produkt/klassisk-t-shirt?color=red');
      const main = root?.querySelector('.boot-main');
      expect(main?.classList.contains('boot-product')).toBe(true);
      expect(main?.getAttribute('aria-busy')).toBe('true');
      expect(main?.querySelector('h1')?.textContent).toBe('Classic Tee');
      expect(main?.querySelector('p')?.textContent).toBe('Printfabriken');
      const picture = main?.querySelector('img');
      expect(picture?.getAttribute('src')).toBe('/img/tee-red.svg');
      expect(picture?.getAttribute('alt')).toBe('Classic Tee');
      expect(picture?.getAttribute('fetchpriority')).toBe('high');
      expect(root?.hasAttribute('inert')).toBe(false);
    });

    it("takes the first colour's picture when the address names none, and puts a name in as text", async () => {
      answerWith({ ok: true, body: { ...product, name: '<img src=x onerror=alert(1)>' } });
      const root = await pickAndAnswer('/produkt/klassisk-t-shirt');
      expect(root?.querySelector('h1')?.textContent).toBe('<img src=x onerror=alert(1)>');
      expect(root?.querySelectorAll('img')).toHaveLength(1);
      expect(root?.querySelector('img')?.getAttribute('src')).toBe('/img/tee-blue.svg');
    });

    it('paints no picture from an address that is not a path or http(s)', async () => {
      answerWith({ ok: true, body: { ...product, imageUrl: 'javascript:alert(1)', variants: [] } });
      const root = await pickAndAnswer('/produkt/klassisk-t-shirt');
      expect(root?.querySelector('h1')?.textContent).toBe('Classic Tee');
      expect(root?.querySelector('img')).toBeNull();
    });

    it('keeps the skeleton for a refused answer or one without a name', async () => {
      answerWith({ ok: false, body: {} });
      expect((await pickAndAnswer('/produkt/okand'))?.textContent).toBe('skeleton');
      delete holder[earlyAnswersGlobal];
      answerWith({ ok: true, body: { id: 'x' } });
      expect((await pickAndAnswer('/produkt/okand'))?.textContent).toBe('skeleton');
    });

    it('leaves the page alone once the app has rendered it', async () => {
      answerWith({ ok: true, body: product });
      const root = pick('/produkt/klassisk-t-shirt');
      root!.innerHTML = '<main><h1>The app</h1></main>';
      const url = Object.keys(holder[earlyAnswersGlobal] ?? {})[0] ?? '';
      await holder[earlyAnswersGlobal]?.[url];
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(root?.innerHTML).toBe('<main><h1>The app</h1></main>');
    });
  });

  it("marks the address's page for hydration and makes it inert until React has it", () => {
    const root = pick('/cart');
    expect(root?.innerHTML).toBe('<h1 class="css-a1">Varukorg</h1>');
    expect(root?.getAttribute(prerenderedAttribute)).toBe('/cart');
    expect(root?.hasAttribute('inert')).toBe(true);
  });

  it('shows the not-found page at any unknown address, and the skeleton at a product address', () => {
    const unknown = pick('/finns/inte/alls');
    expect(unknown?.querySelector('h1')?.textContent).toBe('Sidan hittades inte');
    expect(unknown?.getAttribute(prerenderedAttribute)).toBe('/finns/inte/alls');
    const product = pick('/produkt/ny-produkt');
    expect(product?.textContent).toBe('skeleton');
    expect(product?.hasAttribute(prerenderedAttribute)).toBe(false);
    expect(product?.hasAttribute('inert')).toBe(false);
  });

  it('never marks the app shell, which has no page to hydrate', () => {
    const root = pick('/my-account/orders/');
    expect(root?.textContent).toBe('skeleton');
    expect(root?.hasAttribute(prerenderedAttribute)).toBe(false);
  });

  it("puts the skeleton in for a visitor with a cookie or stored entry the page's picture does not show", () => {
    const shows = (setUp: () => void) => {
      const root = pick('/checkout', undefined, [], setUp);
      document.cookie = 'cartToken=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
      return root?.hasAttribute(prerenderedAttribute) ? root.textContent : root?.textContent;
    };
    expect(shows(() => undefined)).toBe('Din varukorg är tom');
    expect(shows(() => (document.cookie = 'cartToken=t-1; path=/'))).toBe('skeleton');
    expect(shows(() => (document.cookie = 'othercartToken=t-1; path=/'))).toBe('Din varukorg är tom');
    document.cookie = 'othercartToken=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(shows(() => localStorage.setItem('incognitoCart', '[]'))).toBe('skeleton');
  });

  it('puts the skeleton in for a shopper in another store group than the prices the page shows', () => {
    const shown = (cookies: string[]) => {
      const root = pick('/produkt/logomugg', undefined, [], () => {
        for (const cookie of cookies) document.cookie = `${cookie}; path=/`;
      });
      for (const cookie of cookies)
        document.cookie = `${cookie.split('=')[0]}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
      return root?.hasAttribute(prerenderedAttribute) ?? false;
    };
    expect(shown([])).toBe(true);
    expect(shown(['storeGroupId=sg-default', 'storeGroupSlug=default'])).toBe(true);
    expect(shown(['storeGroupId=sg-business'])).toBe(false);
    expect(shown(['storeGroupSlug=business'])).toBe(false);
    expect(shown(['otherstoreGroupId=sg-business'])).toBe(true);
  });

  it("puts the skeleton in for a shopper who saved another market than the page's, and not for its own", () => {
    expect(pick('/', { id: 'no', language: 'en' })?.textContent).toBe('skeleton');
    expect(pick('/', { id: 'no', language: 'en' })?.hasAttribute(prerenderedAttribute)).toBe(false);
    expect(pick('/', { id: 'se', language: 'sv' })?.querySelector('h1')?.textContent).toBe('Välkommen');
    expect(pick('/', 'not a market')?.querySelector('h1')?.textContent).toBe('Välkommen');
    expect(pick('/en/terms', { id: 'no', language: 'en' })?.querySelector('h1')?.textContent).toBe('Terms');
    expect(pick('/en/terms', { id: 'fi', language: 'en' })?.textContent).toBe('skeleton');
    expect(pick('/en/terms')?.getAttribute(prerenderedAttribute)).toBe('/en/terms');
  });
});

describe("each page's document file", () => {
  it('is where a static host looks for the address', () => {
    expect(routeDocumentFile('/')).toBe('index.html');
    expect(routeDocumentFile('/cart')).toBe('cart.html');
    expect(routeDocumentFile('/signup/')).toBe('signup/index.html');
    expect(routeDocumentFile('/en/')).toBe('en/index.html');
    expect(routeDocumentFile('/privacy-policy/')).toBe('privacy-policy/index.html');
    expect(routeDocumentFile('/produkt/klassisk-t-shirt')).toBe('produkt/klassisk-t-shirt.html');
    expect(routeDocumentFile('/produkt/r%C3%B6d-mugg')).toBe('produkt/röd-mugg.html');
  });
});
