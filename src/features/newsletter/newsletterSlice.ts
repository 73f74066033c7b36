import { createSlice } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../api/apiError';
import { idleRequest, requestReducers, type RequestState } from '../../core/requestState';
import type { LocalText } from '../../i18n/localText';

export interface NewsletterState {
  /** The subscription (docs/rules.md#newsletter); its error is kept for the support log. */
  request: RequestState;
  /** The alert's text: translated ids, or the list's own message on a failure. */
  message: LocalText | null;
}

declare module '../../core/rootState' {
  interface RootState {
    newsletter: NewsletterState;
  }
}

const initialState: NewsletterState = { request: idleRequest, message: null };

const newsletterSlice = createSlice({
  name: 'newsletter',
  initialState,
  reducers: {
    ...requestReducers<
      NewsletterState,
      {
        requested: { email: string };
        succeeded: { message: LocalText };
        failed: { message: LocalText; error: ErrorInfo | null };
      }
    >()(
      ['newsletterSubscribeRequested', 'newsletterSubscribed', 'newsletterSubscribeFailed'],
      (s) => s,
      'request',
      {
        requested: (state) => {
          state.message = null;
        },
        succeeded: (state, action) => {
          state.message = action.payload.message;
        },
        failed: (state, action) => {
          state.message = action.payload.message;
        },
      },
    ),
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
