import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { idleRequest, requestReducers, type RequestState } from '../../core/requestState';
import { loggedOut, sessionEnded } from '../../core/session';
import type { BulkRefusal } from '../cart';
import { quickOrderText } from './parseQuickOrder';
import type { ParsedLine, QuickOrderInputError, QuickOrderLine } from './types';

export interface QuickOrderState {
  /** The text area: `SKU quantity` per line, typed, pasted or read from a CSV file. */
  text: string;
  /** The lines on the page: as parsed while the check runs, then checked, then what an add left. */
  lines: QuickOrderLine[];
  /** The text and market the lines were checked for: another text or market needs a new check. */
  checked: { text: string; marketId: string } | null;
  check: RequestState;
  /** Why the text was not checked at all (nothing in it, too many lines). */
  inputError: QuickOrderInputError | null;
  add: RequestState;
  /** How many lines the last add put in the cart; null before one. */
  lastAdded: number | null;
}

declare module '../../core/rootState' {
  interface RootState {
    quickOrder: QuickOrderState;
  }
}

export const initialQuickOrderState: QuickOrderState = {
  text: '',
  lines: [],
  checked: null,
  check: idleRequest,
  inputError: null,
  add: idleRequest,
  lastAdded: null,
};

const unchecked = ({ error, ...line }: ParsedLine): QuickOrderLine => ({
  ...line,
  product: null,
  problem: error ? { kind: 'parse', code: error } : null,
});

const quickOrderSlice = createSlice({
  name: 'quickOrder',
  initialState: initialQuickOrderState,
  reducers: {
    textChanged: (state, action: PayloadAction<string>) => {
      state.text = action.payload;
      state.inputError = null;
    },
    /** Intent: check the text's lines against the catalog. */
    checkRequested: (state) => {
      state.inputError = null;
      state.lastAdded = null;
    },
    /** The text could not be checked; the lines stay as they were. */
    checkRefused: (state, action: PayloadAction<QuickOrderInputError>) => {
      state.inputError = action.payload;
    },
    ...requestReducers<
      QuickOrderState,
      { requested: ParsedLine[]; succeeded: { lines: QuickOrderLine[]; text: string; marketId: string } }
    >()(['checkStarted', 'checkSucceeded', 'checkFailed'], (s) => s, 'check', {
      /** The lines as read, shown (as placeholders) while the lookup runs. */
      requested: (state, action) => {
        state.lines = action.payload.map(unchecked);
        state.checked = null;
      },
      succeeded: (state, action) => {
        const { lines, text, marketId } = action.payload;
        state.lines = lines;
        state.checked = { text, marketId };
      },
    }),

    /** Intent: add the lines that passed the check to the cart. */
    addRequested: () => undefined,
    ...requestReducers<
      QuickOrderState,
      { succeeded: { added: string[]; refused: { key: string; reason: BulkRefusal }[] } }
    >()(['addStarted', 'addSettled', 'addFailed'], (s) => s, 'add', {
      requested: (state) => {
        state.lastAdded = null;
      },
      /**
       * The add is over: added lines leave the page (and the text), refused ones stay with the
       * cart's reason, and so do the lines that did not pass the check. The remaining text counts
       * as checked, so what stays is not added twice by mistake and needs no new check to be read.
       */
      succeeded: (state, action) => {
        const added = new Set(action.payload.added);
        const refused = new Map(action.payload.refused.map(({ key, reason }) => [key, reason]));
        state.lines = state.lines
          .filter((line) => !added.has(line.key))
          .map((line) => {
            const reason = refused.get(line.key);
            return reason ? { ...line, problem: { kind: 'refused' as const, reason } } : line;
          });
        state.text = quickOrderText(state.lines);
        if (state.checked) state.checked = { ...state.checked, text: state.text };
        state.lastAdded = added.size;
      },
    }),

    cleared: () => initialQuickOrderState,
  },
  // A business buyer's lines are not left for whoever uses the browser next.
  extraReducers: (builder) =>
    builder
      .addCase(loggedOut, () => initialQuickOrderState)
      .addCase(sessionEnded, () => initialQuickOrderState),
});

export const {
  textChanged,
  checkRequested,
  checkRefused,
  checkStarted,
  checkSucceeded,
  checkFailed,
  addRequested,
  addStarted,
  addSettled,
  addFailed,
  cleared,
} = quickOrderSlice.actions;
export const quickOrderReducer = quickOrderSlice.reducer;
