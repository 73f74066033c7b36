import Cookies from 'js-cookie';

/** The cookie names (docs/rules.md#cookies). */
export const cookieNames = {
  userToken: 'userToken',
  refreshToken: 'refreshToken',
  userId: 'userId',
  storeGroupId: 'storeGroupId',
  cartToken: 'cartToken',
  storeGroupSlug: 'storeGroupSlug',
  checkoutToken: 'checkoutToken',
  paymentJwt: 'paymentJwt',
} as const;

/**
 * The login's cookies: an ended session (refresh refused) removes these and keeps the cart. The
 * checkout drops its own token and JWT on the same events, and the cart ends its session on logout.
 */
export const loginCookies = [cookieNames.userToken, cookieNames.refreshToken, cookieNames.userId] as const;

/**
 * A logout clears the login and the store group it chose (docs/rules.md#cookies); the cart and
 * checkout clear their own.
 */
export const logoutCookies = [...loginCookies, cookieNames.storeGroupId, cookieNames.storeGroupSlug] as const;

export type CookieName = (typeof cookieNames)[keyof typeof cookieNames];

/** Lifetimes in seconds (docs/rules.md#cookies). */
export const cookieLifetimes = {
  cart: 2_592_000,
  checkout: 172_800,
  paymentJwt: 1_800,
  /** Login tokens live as long as the refresh token the backend issues. */
  session: 2_592_000,
} as const;

export interface CookieService {
  get(name: CookieName): string | undefined;
  set(name: CookieName, value: string, maxAgeSeconds?: number): void;
  remove(name: CookieName): void;
}

export function createCookieService(isHttps = () => window.location.protocol === 'https:'): CookieService {
  return {
    get: (name) => Cookies.get(name),
    set: (name, value, maxAgeSeconds) =>
      Cookies.set(name, value, {
        path: '/',
        sameSite: 'Lax',
        secure: isHttps(),
        // js-cookie takes days; keep seconds precision for the short-lived cookies.
        ...(maxAgeSeconds === undefined ? {} : { expires: new Date(Date.now() + maxAgeSeconds * 1000) }),
      }),
    remove: (name) => Cookies.remove(name, { path: '/' }),
  };
}
