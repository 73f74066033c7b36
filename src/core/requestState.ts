import type { ErrorInfo } from '../api/apiError';

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The state of one request (ARCHITECTURE.md, State). */
export interface RequestState {
  status: RequestStatus;
  error: ErrorInfo | null;
}

export const idleRequest: RequestState = { status: 'idle', error: null };
export const loadingRequest: RequestState = { status: 'loading', error: null };
export const succeededRequest: RequestState = { status: 'succeeded', error: null };
