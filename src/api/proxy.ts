import type { AxiosInstance } from 'axios';
import { onceConfig, type Once, unwrapEnvelope } from './http';
import type {
  LoginResult,
  LogoutResult,
  MessageResult,
  OrganisationSignupResult,
  ProductsBySkuInput,
  ProductsBySkuResult,
  ProfileUpdatePayload,
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
  return {
    getSettings: () => unwrapEnvelope<ShopConfig>(http.get('/settings')),
    login: (email: string, password: string) =>
      unwrapEnvelope<LoginResult>(http.post(auth('login'), { email, password })),
    refreshToken: (refreshToken: string) =>
      unwrapEnvelope<RefreshResult>(http.post(auth('refresh-token'), { refresh_token: refreshToken })),
    getUser: () => unwrapEnvelope<SessionUser>(http.post(auth('get-user'))),
    logout: (refreshToken: string) =>
      unwrapEnvelope<LogoutResult>(http.post(auth('logout'), { refresh_token: refreshToken })),

    signup: (payload: SignupUserPayload, once: Once) =>
      unwrapEnvelope<SignupUserResult>(http.post(auth('signup'), payload, onceConfig(once))),
    signupOrganisation: (payload: SignupOrganisationPayload, once: Once) =>
      unwrapEnvelope<OrganisationSignupResult>(
        http.post(auth('organisation/signup'), payload, onceConfig(once)),
      ),
    createVerifyLink: (email: string, once: Once) =>
      unwrapEnvelope<MessageResult>(http.post(auth('create-verify-link'), { email }, onceConfig(once))),
    verifyEmail: (token: string, once: Once) =>
      unwrapEnvelope<MessageResult>(http.post(auth('verify-email'), { token }, onceConfig(once))),
    createResetPasswordLink: (email: string, once: Once) =>
      unwrapEnvelope<MessageResult>(
        http.post(auth('create-reset-password-link'), { email }, onceConfig(once)),
      ),
    resetPassword: (password: string, resetPasswordToken: string, once: Once) =>
      unwrapEnvelope<MessageResult>(
        http.post(
          auth('reset-password'),
          { password, reset_password_token: resetPasswordToken },
          onceConfig(once),
        ),
      ),
    updateUser: (payload: ProfileUpdatePayload) =>
      unwrapEnvelope<SessionUser>(http.post(auth('update-user'), payload)),
    deleteAccount: (once: Once) =>
      unwrapEnvelope<MessageResult>(http.post(auth('delete'), undefined, onceConfig(once))),

    getProductsBySku: (input: ProductsBySkuInput) =>
      unwrapEnvelope<ProductsBySkuResult>(http.post('/products/get-products-by-sku/', input)),
  };
}

export type ProxyApi = ReturnType<typeof createProxyApi>;
