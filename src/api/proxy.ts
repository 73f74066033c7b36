import type { AxiosInstance } from 'axios';
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

    signup: (payload: SignupUserPayload) =>
      unwrap<{ id?: string; details?: string }>(http.post(auth('signup'), payload)),
    signupOrganisation: (payload: SignupOrganisationPayload) =>
      unwrap<{ company?: { id: string }; details?: string }>(http.post(auth('organisation/signup'), payload)),
    createVerifyLink: (email: string) =>
      unwrap<MessageResult>(http.post(auth('create-verify-link'), { email })),
    verifyEmail: (token: string) => unwrap<MessageResult>(http.post(auth('verify-email'), { token })),
    createResetPasswordLink: (email: string) =>
      unwrap<MessageResult>(http.post(auth('create-reset-password-link'), { email })),
    resetPassword: (password: string, resetPasswordToken: string) =>
      unwrap<MessageResult>(
        http.post(auth('reset-password'), { password, reset_password_token: resetPasswordToken }),
      ),
    updateUser: (payload: ProfileUpdatePayload) =>
      unwrap<SessionUser>(http.post(auth('update-user'), payload)),
    deleteAccount: () => unwrap<MessageResult>(http.post(auth('delete'))),

    getProductsBySku: (input: ProductsBySkuInput) =>
      unwrap<ProductsBySkuResult>(http.post('/products/get-products-by-sku/', input)),
  };
}

export type ProxyApi = ReturnType<typeof createProxyApi>;
