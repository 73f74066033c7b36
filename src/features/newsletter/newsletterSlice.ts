import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../api/apiError';
import type { LocalText } from '../../i18n/localText';

/** Idle, success, error; plus the wait for the list's answer (docs/rules.md#newsletter). */
export type NewsletterStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface NewsletterState {
  status: NewsletterStatus;
  /** The alert's text: translated ids, or the list's own message on a failure. */
  message: LocalText | null;
  /** Kept for the support log; the block shows `message`. */
  error: ErrorInfo | null;
}

declare module '../../core/rootState' {
  interface RootState {
    newsletter: NewsletterState;
  }
}

const initialState: NewsletterState = { status: 'idle', message: null, error: null };

const newsletterSlice = createSlice({
  name: 'newsletter',
  initialState,
  reducers: {
    newsletterSubscribeRequested: (state, _action: PayloadAction<{ email: string }>) => {
      state.status = 'submitting';
      state.message = null;
      state.error = null;
    },
    newsletterSubscribed: (state, action: PayloadAction<{ message: LocalText }>) => {
      state.status = 'success';
      state.message = action.payload.message;
    },
    newsletterSubscribeFailed: (
      state,
      action: PayloadAction<{ message: LocalText; error: ErrorInfo | null }>,
    ) => {
      state.status = 'error';
      state.message = action.payload.message;
      state.error = action.payload.error;
    },
    /** The block left the page: the next visit starts without the last alert. */
    newsletterBlockLeft: () => initialState,
  },
});

export const {
  newsletterSubscribeRequested,
  newsletterSubscribed,
  newsletterSubscribeFailed,
  newsletterBlockLeft,
} = newsletterSlice.actions;
export const newsletterReducer = newsletterSlice.reducer;
