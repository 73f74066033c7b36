import { cookieLifetimes, cookieNames, createCookieService } from '../../src/services/cookies';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const nativeCookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
let writes: string[] = [];

/** The attributes of one written cookie string, with lower-cased names. */
function attributesOf(written: string) {
  const [pair, ...attributes] = written.split(';').map((part) => part.trim());
  const map = new Map<string, string | true>();
  for (const attribute of attributes) {
    const [name, ...value] = attribute.split('=');
    map.set(name!.toLowerCase(), value.length ? value.join('=') : true);
  }
  return { pair, attributes: map };
}

beforeEach(() => {
  writes = [];
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => nativeCookie.get!.call(document),
    set: (value: string) => {
      writes.push(value);
      nativeCookie.set!.call(document, value);
    },
  });
});

afterEach(() => {
  Reflect.deleteProperty(document, 'cookie');
  jest.restoreAllMocks();
});

describe('createCookieService', () => {
  it('sets a cookie with path=/, SameSite=Lax and no Secure flag over http', () => {
    const cookies = createCookieService(() => false);
    cookies.set(cookieNames.cartToken, 'token-1');
    expect(writes).toHaveLength(1);
    const { pair, attributes } = attributesOf(writes[0]!);
    expect(pair).toBe('cartToken=token-1');
    expect(attributes.get('path')).toBe('/');
    expect(attributes.get('samesite')).toBe('Lax');
    expect(attributes.has('secure')).toBe(false);
    expect(cookies.get(cookieNames.cartToken)).toBe('token-1');
  });

  it('adds the Secure flag only when the page is served over https', () => {
    createCookieService(() => true).set(cookieNames.userToken, 'access');
    expect(attributesOf(writes[0]!).attributes.get('secure')).toBe(true);
  });

  it("by default decides Secure from window.location's protocol (http in jsdom)", () => {
    expect(window.location.protocol).toBe('http:');
    createCookieService().set(cookieNames.userId, 'u-1');
    expect(attributesOf(writes[0]!).attributes.has('secure')).toBe(false);
  });

  it.each([
    ['cart', cookieLifetimes.cart],
    ['checkout', cookieLifetimes.checkout],
    ['payment JWT', cookieLifetimes.paymentJwt],
  ])('writes an expiry that matches the %s lifetime to the second', (_label, seconds) => {
    createCookieService(() => false).set(cookieNames.checkoutToken, 'c', seconds);
    const expires = attributesOf(writes[0]!).attributes.get('expires');
    expect(expires).toBe(new Date(NOW + seconds * 1000).toUTCString());
    expect(Date.parse(expires as string) - NOW).toBe(seconds * 1000);
  });

  it('writes a session cookie (no expiry) when no lifetime is given', () => {
    createCookieService(() => false).set(cookieNames.userToken, 'access');
    expect(attributesOf(writes[0]!).attributes.has('expires')).toBe(false);
  });

  it('round-trips values with characters that need encoding', () => {
    const cookies = createCookieService(() => false);
    cookies.set(cookieNames.paymentJwt, 'a b;c=d,é');
    expect(cookies.get(cookieNames.paymentJwt)).toBe('a b;c=d,é');
  });

  it('remove expires the cookie on path=/ so it is gone', () => {
    const cookies = createCookieService(() => false);
    cookies.set(cookieNames.refreshToken, 'refresh-1');
    cookies.remove(cookieNames.refreshToken);
    const { pair, attributes } = attributesOf(writes[1]!);
    expect(pair).toBe('refreshToken=');
    expect(attributes.get('path')).toBe('/');
    expect(Date.parse(attributes.get('expires') as string)).toBeLessThan(NOW);
    expect(cookies.get(cookieNames.refreshToken)).toBeUndefined();
  });
});

describe('cookie names and lifetimes (docs/rules.md#cookies)', () => {
  it('keeps the cart cookies 30 days, the checkout cookie 2 days and the payment JWT 30 minutes', () => {
    expect(cookieLifetimes.cart).toBe(2_592_000);
    expect(cookieLifetimes.checkout).toBe(172_800);
    expect(cookieLifetimes.paymentJwt).toBe(1_800);
  });

  it('uses the documented cookie names', () => {
    expect(cookieNames).toEqual({
      userToken: 'userToken',
      refreshToken: 'refreshToken',
      userId: 'userId',
      storeGroupId: 'storeGroupId',
      cartToken: 'cartToken',
      storeGroupSlug: 'storeGroupSlug',
      checkoutToken: 'checkoutToken',
      paymentJwt: 'paymentJwt',
    });
  });
});
