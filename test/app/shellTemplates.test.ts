import { earlyAnswersGlobal, prerenderedAttribute } from '../../shared/prerenderedShell';
import { injectShells, routeDocumentFile, routeDocuments, shellIdPrefix } from '../../tooling/shellTemplates';

const html = `<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head>
  <body><div id="root"><div class="boot-main" aria-busy="true">skeleton</div></div></body></html>`;

const shells = {
  '/': { markup: '<h1>Välkommen</h1>', preload: ['/assets/HomePage.js'] },
  '/cart': {
    markup: '<style data-emotion="css a1">.css-a1{margin:0}</style><h1 class="css-a1">Varukorg</h1>',
    preload: ['/assets/CartPage.js', '/assets/Card.js'],
  },
  '/checkout': {
    markup: '<p>Din varukorg är tom</p>',
    preload: [],
    shownUnless: { cookies: ['cartToken'], storageKeys: ['incognitoCart'] },
  },
  '/login': {
    markup:
      '<style data-emotion="css-global g1">body{margin:0}</style><style data-emotion="css a1">.css-a1{margin:0}</style>' +
      '<style data-emotion="css b2">.css-b2{padding:0}</style><h1 class="css-a1 css-b2">Logga in</h1>',
    preload: [],
  },
};

const productPages = [
  {
    pattern: '^/(?!checkout/|my-account/)[^/]+/[^/]+$',
    preload: ['/assets/ProductPage.js'],
    productRequest: { url: '/shopper/products/by-slug/{slug}', market: { country: 'SE', language: 'sv' } },
  },
];

/** Runs the built page's inline picker against a document at `path`, as the browser would. */
function pick(path: string, savedMarket?: unknown, everyPage: string[] = []) {
  const built = injectShells(html, shells, 'market', productPages, everyPage);
  document.documentElement.innerHTML = built.slice(built.indexOf('<html>') + 6, built.lastIndexOf('</html>'));
  window.history.replaceState(null, '', path);
  localStorage.clear();
  if (savedMarket !== undefined) localStorage.setItem('market', JSON.stringify(savedMarket));
  const inline = [...document.querySelectorAll('script[data-app-scripts]')].map(
    (script) => script.textContent,
  );
  // The inline script exactly as the page runs it.
  for (const code of inline) new Function(code ?? '')();
  return document.getElementById('root');
}

describe('the prerendered routes in the HTML shell', () => {
  it('puts one template per route, and the picker, after #root at the end of the body', () => {
    const built = injectShells(html, shells, 'market');
    expect(built.indexOf(`<template id="${shellIdPrefix}/">`)).toBeGreaterThan(built.indexOf('id="root"'));
    expect(built.indexOf(`<template id="${shellIdPrefix}/cart">`)).toBeGreaterThan(0);
    expect(built.indexOf('<script data-app-scripts')).toBeGreaterThan(built.indexOf('id="root"'));
    expect(built.indexOf('<script data-app-scripts')).toBeLessThan(built.indexOf('</body>'));
  });

  it("moves the routes' styles into the head, each once, the class styles in one tag emotion hydrates", () => {
    const built = injectShells(html, shells, 'market');
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

  it('asks early for the page scripts of an address without a picture that matches a pattern', () => {
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
      expect(preloaded('/checkout/confirmation')).toEqual([]);
      expect(preloaded('/my-account/orders/o-1')).toEqual([]);
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

  it("shows the address's prerendered route as rendered, marked for hydration and inert until React has it", () => {
    const root = pick('/cart');
    expect(root?.innerHTML).toBe('<h1 class="css-a1">Varukorg</h1>');
    expect(root?.getAttribute(prerenderedAttribute)).toBe('/cart');
    expect(root?.hasAttribute('inert')).toBe(true);
  });

  it('keeps the neutral skeleton on an address with no prerendered route (a product page)', () => {
    const root = pick('/produkt/klassisk-t-shirt');
    expect(root?.textContent).toBe('skeleton');
    expect(root?.hasAttribute(prerenderedAttribute)).toBe(false);
    expect(root?.hasAttribute('inert')).toBe(false);
  });

  it("keeps the skeleton for a visitor with a cookie or stored entry the route's picture does not show", () => {
    const shows = (setUp: () => void) => {
      setUp();
      const root = pick('/checkout');
      document.cookie = 'cartToken=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
      return root?.hasAttribute(prerenderedAttribute) ? root.textContent : 'skeleton';
    };
    expect(shows(() => undefined)).toBe('Din varukorg är tom');
    expect(shows(() => (document.cookie = 'cartToken=t-1; path=/'))).toBe('skeleton');
    expect(shows(() => (document.cookie = 'othercartToken=t-1; path=/'))).toBe('Din varukorg är tom');
    document.cookie = 'othercartToken=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    // pick() clears the storage first, so the stored entry goes in between.
    const withLines = () => {
      const built = injectShells(html, shells, 'market');
      document.documentElement.innerHTML = built.slice(
        built.indexOf('<html>') + 6,
        built.lastIndexOf('</html>'),
      );
      window.history.replaceState(null, '', '/checkout');
      localStorage.clear();
      localStorage.setItem('incognitoCart', '[]');
      for (const script of document.querySelectorAll('script[data-app-scripts]'))
        new Function(script.textContent ?? '')();
      return document.getElementById('root')?.hasAttribute(prerenderedAttribute);
    };
    expect(withLines()).toBe(false);
  });

  it('keeps the skeleton for a shopper whose saved market speaks English, and not for Swedish', () => {
    expect(pick('/', { id: 'no', language: 'en' })?.textContent).toBe('skeleton');
    expect(pick('/', { id: 'no', language: 'en' })?.hasAttribute(prerenderedAttribute)).toBe(false);
    expect(pick('/', { id: 'se', language: 'sv' })?.querySelector('h1')?.textContent).toBe('Välkommen');
    expect(pick('/', 'not a market')?.querySelector('h1')?.textContent).toBe('Välkommen');
  });
});

describe('one document per prerendered route', () => {
  it('names each file where a static host looks for the address', () => {
    expect(routeDocumentFile('/')).toBe('index.html');
    expect(routeDocumentFile('/cart')).toBe('cart.html');
    expect(routeDocumentFile('/signup/')).toBe('signup/index.html');
    expect(routeDocumentFile('/privacy-policy/')).toBe('privacy-policy/index.html');
  });

  it("carries only its own route's picture and page scripts, with the app's scripts in each", () => {
    const documents = routeDocuments(html, shells, 'market', productPages);
    expect(Object.keys(documents).sort()).toEqual(['cart.html', 'checkout.html', 'index.html', 'login.html']);
    const cart = documents['cart.html'] ?? '';
    expect(cart).toContain(`<template id="${shellIdPrefix}/cart">`);
    expect(cart).not.toContain(`<template id="${shellIdPrefix}/">`);
    expect(cart).not.toContain(`<template id="${shellIdPrefix}/login">`);
    expect(cart).toContain('/assets/CartPage.js');
    expect(cart).not.toContain('/assets/HomePage.js');
    for (const document of Object.values(documents))
      expect(document).toContain('data-app-scripts=\'["/assets/index.js"]\'');
  });
});
