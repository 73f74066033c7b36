import type { AxiosInstance } from 'axios';
import { onceConfig, type Once } from './http';
import type {
  LoginResult,
  MessageResult,
  ProductsBySkuInput,
  ProductsBySkuResult,
  ProfileUpdatePayload,
  ProxyEnvelope,
  RefreshResult,
  SessionUser,
  ShopConfig,
  SignupOrganisationPayload,
  SignupUserPayload,
  SignupUserResult,
} from './types';

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

    signup: (payload: SignupUserPayload, once: Once) =>
      unwrap<SignupUserResult>(http.post(auth('signup'), payload, onceConfig(once))),
    signupOrganisation: (payload: SignupOrganisationPayload, once: Once) =>
      unwrap<{ company?: { id: string }; details?: string }>(
        http.post(auth('organisation/signup'), payload, onceConfig(once)),
      ),
    createVerifyLink: (email: string, once: Once) =>
      unwrap<MessageResult>(http.post(auth('create-verify-link'), { email }, onceConfig(once))),
    verifyEmail: (token: string, once: Once) =>
      unwrap<MessageResult>(http.post(auth('verify-email'), { token }, onceConfig(once))),
    createResetPasswordLink: (email: string, once: Once) =>
      unwrap<MessageResult>(http.post(auth('create-reset-password-link'), { email }, onceConfig(once))),
    resetPassword: (password: string, resetPasswordToken: string, once: Once) =>
      unwrap<MessageResult>(
        http.post(
          auth('reset-password'),
          { password, reset_password_token: resetPasswordToken },
          onceConfig(once),
        ),
      ),
    updateUser: (payload: ProfileUpdatePayload) =>
      unwrap<SessionUser>(http.post(auth('update-user'), payload)),
    deleteAccount: (once: Once) =>
      unwrap<MessageResult>(http.post(auth('delete'), undefined, onceConfig(once))),

    getProductsBySku: (input: ProductsBySkuInput) =>
      unwrap<ProductsBySkuResult>(http.post('/products/get-products-by-sku/', input)),
  };
}

export type ProxyApi = ReturnType<typeof createProxyApi>;
