import { Suspense } from 'react';
import { useAppSelector } from '../../../core/hooks';
import { lazyNamed } from '../../../components/lazyNamed';
import { selectNotifications } from '../selectors';

const { Component: Toaster } = lazyNamed(() => import('./Toaster'), 'Toaster');

/** The toaster's code (notistack) loads with the first toast. */
export function LazyToaster() {
  const hasToasts = useAppSelector((state) => selectNotifications(state).length > 0);
  return hasToasts ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
