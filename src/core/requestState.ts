import type { ErrorInfo } from '../api/apiError';

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The state of one request (ARCHITECTURE.md, State). */
export interface RequestState {
  status: RequestStatus;
  error: ErrorInfo | null;
}

export const idleRequest: RequestState = { status: 'idle', error: null };
