import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import axios, { type AxiosResponse } from 'axios';
import createSagaMiddleware, { type SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';

/** One line of news from the server; null until the saga has it. */
const noticeSlice = createSlice({
  name: 'notice',
  initialState: { text: null as string | null },
  reducers: {
    noticeLoaded(state, action: PayloadAction<string>) {
      state.text = action.payload;
    },
  },
});

export const { noticeLoaded } = noticeSlice.actions;

/** The product a product page shows: what its heading needs from the network. */
export interface FloorProduct {
  name: string;
  description: string;
}

const productSlice = createSlice({
  name: 'product',
  initialState: { product: null as FloorProduct | null },
  reducers: {
    productLoaded(state, action: PayloadAction<FloorProduct>) {
      state.product = action.payload;
    },
  },
});

export const { productLoaded } = productSlice.actions;

// An instance, as the shop's services are: one place for the base URL and the timeout.
const api = axios.create({ baseURL: '/', timeout: 10_000 });

/** The one request the floor makes: the notice file its build ships (public/notice.json). */
export function* rootSaga(): SagaIterator {
  try {
    const response: AxiosResponse<{ text: string }> = yield call([api, api.get], 'notice.json');
    yield put(noticeLoaded(response.data.text));
  } catch {
    // The notice is decoration: the page stands without it.
  }
}

/** The store, and how to start its saga: the browser does once hydration has committed. */
export function createFloorStore() {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { notice: noticeSlice.reducer, product: productSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  let started = false;
  const startSagas = () => {
    // StrictMode runs a development mount's effects twice; the saga starts once.
    if (started) return;
    started = true;
    sagaMiddleware.run(rootSaga);
  };
  return { store, startSagas };
}

export type FloorStore = ReturnType<typeof createFloorStore>['store'];
export type FloorState = ReturnType<FloorStore['getState']>;
