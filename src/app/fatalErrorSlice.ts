import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A saga that failed past its own error handling; the shell offers a reload. */
export interface FatalError {
  message: string;
  source: string;
}

const fatalErrorSlice = createSlice({
  name: 'fatalError',
  initialState: { error: null as FatalError | null },
  reducers: {
    fatalErrorRecorded: (state, action: PayloadAction<FatalError>) => {
      state.error = action.payload;
    },
    fatalErrorDismissed: (state) => {
      state.error = null;
    },
  },
});

export const { fatalErrorRecorded, fatalErrorDismissed } = fatalErrorSlice.actions;
export const fatalErrorReducer = fatalErrorSlice.reducer;
export const selectFatalError = (state: { fatalError: { error: FatalError | null } }) =>
  state.fatalError.error;
