import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { selectConfirmEmailFor, selectSignupSubmitting } from './selectors';
import { signupReset } from './signupSlice';

/** The sign-up state a page shows; leaving the page forgets it, so a new visit starts afresh. */
export function useSignupPage() {
  const dispatch = useAppDispatch();
  useEffect(
    () => () => {
      dispatch(signupReset());
    },
    [dispatch],
  );
  return {
    dispatch,
    submitting: useAppSelector(selectSignupSubmitting),
    confirmEmailFor: useAppSelector(selectConfirmEmailFor),
  };
}
