import { select, take } from 'typed-redux-saga';
import { userFailed, userSucceeded } from './authSlice';
import { selectUser, selectUserRequest } from './selectors';

/** The signed-in user, or null; a page reload signs the user in again in the background, so this waits for that answer. */
export function* signedInUser() {
  if ((yield* select(selectUserRequest)).status === 'loading') {
    yield* take([userSucceeded.type, userFailed.type]);
  }
  return yield* select(selectUser);
}
