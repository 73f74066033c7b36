import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A saga that failed past its own error handling; the shell offers a reload. */
export interface FatalError {
  message: string;
  source: string;
}

export interface FatalErrorState {
  error: FatalError | null;
}

const initialState: FatalErrorState = { error: null };

const fatalErrorSlice = createSlice({
  name: 'fatalError',
  initialState,
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
export const selectFatalError = (state: { fatalError: FatalErrorState }) => state.fatalError.error;
