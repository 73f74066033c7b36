// Values the app uses without a transport: the error type, the wire types and their constants.
// The clients themselves (`createApi`, `./http` with axios) load beside the first screen, not in it.
export type { Api } from './createApi';
export { ApiError, toErrorInfo, type ErrorInfo } from './apiError';
export type * from './types';
export { PAYMENT_PROVIDERS, PROVIDER_SLUGS } from './types/checkout';
export { CUSTOM_STATES } from './types/orders';
