import { http, HttpResponse } from 'msw';
import { mockServer } from '../../mock-server/node';
import { sendsRefusedRequests } from '../support/refusedRequests';
import { baseUrls } from '../support/wireApi';
import { ApiError } from '../../src/api/apiError';
import axios, { AxiosError } from 'axios';
import { createHttpClients, normaliseError, onceConfig, REQUEST_TIMEOUT_MS } from '../../src/api/http';
import { createApi } from '../../src/api/createApi';
import { earlyAnswersOf } from '../../src/services/earlyAnswers';

// One test calls the shopper backend without its token, to see the 401 come back as an ApiError.
sendsRefusedRequests();

function clients(tokens: { user?: string; cart?: string } = {}) {
  return createHttpClients(baseUrls, { user: () => tokens.user, cart: () => tokens.cart });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw new Error(`Expected an ApiError, got ${String(error)}`);
  }
  throw new Error('Expected the call to fail');
}

describe('http clients', () => {
  it('send the cart token to the shopper backend and the user token to the proxy', async () => {
    const seen: Record<string, string | null> = {};
    mockServer.use(
      http.get('*/shopper/echo', ({ request }) => {
        seen.shopper = request.headers.get('authorization');
        return HttpResponse.json({});
      }),
      http.get('*/api/echo', ({ request }) => {
        seen.proxy = request.headers.get('authorization');
        return HttpResponse.json({});
      }),
      http.get('*/newsletter/echo', ({ request }) => {
        seen.newsletter = request.headers.get('authorization');
        return HttpResponse.json({});
      }),
    );
    const c = clients({ user: 'user-token', cart: 'cart-token' });
    await c.shopper.get('/echo');
    await c.proxy.get('/echo');
    await c.newsletter.get('/echo');
    expect(seen).toEqual({ shopper: 'Bearer cart-token', proxy: 'Bearer user-token', newsletter: null });
  });

  it('keep an Authorization header that the call brings itself (the checkout token)', async () => {
    let header: string | null = null;
    mockServer.use(
      http.get('*/shopper/echo', ({ request }) => {
        header = request.headers.get('authorization');
        return HttpResponse.json({});
      }),
    );
    await clients({ cart: 'cart-token' }).shopper.get('/echo', {
      headers: { Authorization: 'Bearer checkout' },
    });
    expect(header).toBe('Bearer checkout');
  });

  it('turn a 204 into an empty data object', async () => {
    mockServer.use(http.delete('*/shopper/thing', () => new HttpResponse(null, { status: 204 })));
    const response = await clients().shopper.delete('/thing');
    expect(response.data).toEqual({});
  });

  it("take the message from 'error', then 'message', else 'somethingWentWrong'", async () => {
    mockServer.use(
      http.get('*/api/a', () =>
        HttpResponse.json({ error: 'from error', message: 'from message' }, { status: 400 }),
      ),
      http.get('*/api/b', () => HttpResponse.json({ message: 'from message' }, { status: 400 })),
      http.get('*/api/c', () => HttpResponse.json({}, { status: 500 })),
      http.get('*/api/d', () => new HttpResponse('<html>bad gateway</html>', { status: 502 })),
    );
    const c = clients();
    expect((await failureOf(c.proxy.get('/a'))).message).toBe('from error');
    expect((await failureOf(c.proxy.get('/b'))).message).toBe('from message');
    expect((await failureOf(c.proxy.get('/c'))).message).toBe('somethingWentWrong');
    const gateway = await failureOf(c.proxy.get('/d'));
    expect(gateway.message).toBe('somethingWentWrong');
    expect(gateway.statusCode).toBe(502);
  });

  it('carry statusCode, requestId, errors, details and the body', async () => {
    const body = { error: 'Bad order', requestId: 'req-42', errors: ['country: is invalid'], details: 'x' };
    mockServer.use(http.post('*/api/orders/create', () => HttpResponse.json(body, { status: 422 })));
    const error = await failureOf(clients().orders.post('/create', {}));
    expect(error).toMatchObject({
      message: 'Bad order',
      statusCode: 422,
      requestId: 'req-42',
      errors: ['country: is invalid'],
      details: 'x',
      body,
    });
  });

  it('take the request id from the x-request-id header when the body has none', async () => {
    mockServer.use(
      http.get('*/api/e', () =>
        HttpResponse.json({ error: 'e' }, { status: 500, headers: { 'x-request-id': 'hdr-1' } }),
      ),
    );
    expect((await failureOf(clients().proxy.get('/e'))).requestId).toBe('hdr-1');
  });

  it('recognise the out-of-stock 404 and keep its productVariantIDs', async () => {
    mockServer.use(
      http.post('*/shopper/sessions/items', () =>
        HttpResponse.json(
          { error: 'out of stock error', productVariantIDs: ['TOTE-RED-ONE'] },
          { status: 404 },
        ),
      ),
    );
    const error = await failureOf(clients().shopper.post('/sessions/items', {}));
    expect(error.isOutOfStock).toBe(true);
    expect(error.productVariantIDs).toEqual(['TOTE-RED-ONE']);
  });

  it('mark a failure with no answer at all as a network error', async () => {
    mockServer.use(http.get('*/api/down', () => HttpResponse.error()));
    const error = await failureOf(clients().proxy.get('/down'));
    expect(error.isNetworkError).toBe(true);
    expect(error.statusCode).toBeNull();
  });

  it('answer through the real mock backend: a shopper session without a token is a 401', async () => {
    const error = await failureOf(clients().shopper.get('/sessions'));
    expect(error.statusCode).toBe(401);
  });
});

describe('instances made on first use', () => {
  afterEach(() => jest.restoreAllMocks());

  it('build no instance before its first use, and then only the one used', () => {
    const create = jest.spyOn(axios, 'create');
    const c = clients();
    expect(create).not.toHaveBeenCalled();

    void c.shopper;
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ baseURL: baseUrls.shopper }));
  });

  it('give the same instance on every later use', () => {
    const create = jest.spyOn(axios, 'create');
    const c = clients();
    const first = c.newsletter;
    expect(c.newsletter).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("are made with the API of their backend: the app's API builds no instance until a call needs one", () => {
    const create = jest.spyOn(axios, 'create');
    const api = createApi(clients(), { authPrefix: '/api/auth' });
    expect(create).not.toHaveBeenCalled();
    void api.shopper.startSession;
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ baseURL: baseUrls.shopper }));
    expect(api.shopper).toBe(api.shopper);
  });

  it('are made per set of clients, one for each backend', () => {
    const one = clients();
    const other = clients();
    expect(one.proxy).not.toBe(other.proxy);
    expect(Object.keys(one)).toEqual(['proxy', 'shopper', 'orders', 'uploads', 'newsletter']);
  });
});

describe('safe calls', () => {
  it('give every backend a request timeout, so a hung backend cannot hang a button', () => {
    // jsdom's XMLHttpRequest under msw never fires a timeout; the browser's does (axios then
    // rejects without a response, which normaliseError turns into a network failure).
    const timeouts = Object.values(clients()).map((client) => client.defaults.timeout);
    expect(timeouts).toEqual(Object.values(baseUrls).map(() => REQUEST_TIMEOUT_MS));
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(0);
  });

  it('treat a timed-out call as answerless', () => {
    const timedOut = new AxiosError('timeout of 20000ms exceeded', 'ECONNABORTED');
    expect(normaliseError(timedOut).isNetworkError).toBe(true);
  });

  it('send the idempotency key of a call that must take effect once', async () => {
    let key: string | null = null;
    mockServer.use(
      http.post('*/shopper/once', ({ request }) => {
        key = request.headers.get('idempotency-key');
        return HttpResponse.json({});
      }),
    );
    await clients().shopper.post('/once', {}, onceConfig({ idempotencyKey: 'key-1' }));
    expect(key).toBe('key-1');
  });
});

describe('answers the boot script asked for early', () => {
  const productUrl = `${baseUrls.shopper}/products/by-slug/klassisk-t-shirt?countryCode=SE&languageCode=sv`;

  function withEarly(answers: Record<string, Promise<{ status: number; data: unknown } | null>>) {
    const holder = { __storefrontEarlyAnswers: { ...answers } };
    const api = createApi(
      createHttpClients(
        baseUrls,
        { user: () => undefined, cart: () => undefined },
        undefined,
        earlyAnswersOf(holder),
      ),
      { authPrefix: '/api/auth' },
    );
    let network = 0;
    mockServer.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.includes('/products/by-slug/')) network += 1;
    });
    return { api, holder, network: () => network };
  }
  afterEach(() => mockServer.events.removeAllListeners());

  it('serve the first GET of their URL without a request, and the next one from the network', async () => {
    const early = { id: 'from-the-boot-script', name: 'Early Tee' };
    const { api, holder, network } = withEarly({
      [productUrl]: Promise.resolve({ status: 200, data: early }),
    });
    const query = { countryCode: 'SE', languageCode: 'sv' };
    expect(await api.shopper.getProductBySlug('klassisk-t-shirt', query)).toEqual(early);
    expect(network()).toBe(0);
    expect(holder.__storefrontEarlyAnswers).toEqual({});
    expect((await api.shopper.getProductBySlug('klassisk-t-shirt', query)).name).toBe('Classic Tee');
    expect(network()).toBe(1);
  });

  it('leave a request whose early answer failed, or another URL, to the network', async () => {
    const { api, network } = withEarly({ [productUrl]: Promise.resolve(null) });
    const product = await api.shopper.getProductBySlug('klassisk-t-shirt', {
      countryCode: 'SE',
      languageCode: 'sv',
    });
    expect(product.name).toBe('Classic Tee');
    expect(network()).toBe(1);
    const other = withEarly({ [productUrl]: Promise.resolve({ status: 200, data: { name: 'Early' } }) });
    const english = await other.api.shopper.getProductBySlug('classic-tee', {
      countryCode: 'SE',
      languageCode: 'en',
    });
    expect(english.name).toBe('Classic Tee');
    expect(other.network()).toBe(1);
  });
});
