import type { AxiosInstance } from 'axios';
import type { LoginResult, ProxyEnvelope, RefreshResult, SessionUser, ShopConfig } from './types';

/** The product's own proxy (/api); every answer is { ok, status, data }. */
export function createProxyApi(http: AxiosInstance, authPrefix: string) {
  const auth = (path: string) => `/${authPrefix}/${path}/`;
  const unwrap = <T>(promise: Promise<{ data: ProxyEnvelope<T> }>) => promise.then((r) => r.data.data);
  return {
    getSettings: () => unwrap<ShopConfig>(http.get('/settings')),
    login: (email: string, password: string) =>
      unwrap<LoginResult>(http.post(auth('login'), { email, password })),
    refreshToken: (refreshToken: string) =>
      unwrap<RefreshResult>(http.post(auth('refresh-token'), { refresh_token: refreshToken })),
    getUser: () => unwrap<SessionUser>(http.post(auth('get-user'))),
    logout: (refreshToken: string) =>
      unwrap<{ message: string }>(http.post(auth('logout'), { refresh_token: refreshToken })),
  };
}

export type ProxyApi = ReturnType<typeof createProxyApi>;
