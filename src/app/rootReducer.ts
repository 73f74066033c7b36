import { combineReducers } from '@reduxjs/toolkit';
import { authReducer } from '../features/auth';
import { cartReducer } from '../features/cart';
import { marketReducer } from '../features/market';
import { notificationsReducer } from '../features/notifications';
import { settingsReducer } from '../features/settings';
import { fatalErrorReducer } from './fatalErrorSlice';
import { sessionReducer } from './session';

export const rootReducer = combineReducers({
  fatalError: fatalErrorReducer,
  session: sessionReducer,
  notifications: notificationsReducer,
  settings: settingsReducer,
  market: marketReducer,
  cart: cartReducer,
  auth: authReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
