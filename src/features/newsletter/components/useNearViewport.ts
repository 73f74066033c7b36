import { useEffect, useState, useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;
const observerMissing = () => typeof IntersectionObserver === 'undefined';
// A prerender shows the block as a browser first does, so the render that hydrates it agrees.
const onServer = () => false;

/**
 * Whether the element (given through the returned ref) has come within `rootMargin` of the
 * viewport; once it has, it stays true. Where there is no IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(rootMargin: string) {
  const [element, setElement] = useState<T | null>(null);
  const [seen, setSeen] = useState(false);
  const unobservable = useSyncExternalStore(noChanges, observerMissing, onServer);
  const near = seen || unobservable;

  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, rootMargin]);

  return [setElement, near] as const;
}
