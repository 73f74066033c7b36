import { combineReducers } from '@reduxjs/toolkit';
import { authReducer } from '../features/auth';
import { catalogReducer } from '../features/catalog';
import { wishlistReducer } from '../features/wishlist';
import { signupReducer } from '../features/signup';
import { passwordReducer } from '../features/password';
import { profileReducer } from '../features/profile';
import { accountReducer } from '../features/account';
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
  catalog: catalogReducer,
  wishlist: wishlistReducer,
  signup: signupReducer,
  password: passwordReducer,
  profile: profileReducer,
  account: accountReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
