import { useState } from 'react';
import { useAppSelector } from '../../core/hooks';
import { paths } from '../../core/paths';
import { usePublicPath } from '../market';
import { selectUser, selectUserRequest } from './selectors';

/**
 * The signed-in user of an account page, or where to send a visitor instead: one who arrives signed
 * out logs in and comes back; one who signs out here goes to the start page.
 */
export function useSignedInUser(returnTo: string) {
  const user = useAppSelector(selectUser);
  const userRequest = useAppSelector(selectUserRequest);
  const home = usePublicPath('home');
  const [hadUser, setHadUser] = useState(false);
  if (user && !hadUser) setHadUser(true);
  const redirect =
    !user && userRequest.status !== 'loading'
      ? hadUser
        ? home
        : `${paths.login}?redirect=${returnTo}`
      : null;
  return { user, redirect };
}
