import { useLayoutEffect, useRef, type RefObject } from 'react';
import { ScrollRestoration } from 'react-router-dom';

type Kept = RefObject<number | null>;

/** Where the page is scrolled as the frame first commits, before React Router moves it. */
function ScrollRead({ keptRef }: { keptRef: Kept }) {
  useLayoutEffect(() => {
    keptRef.current = window.scrollY;
  }, [keptRef]);
  return null;
}

/** Puts the page back where it was as the frame first committed. */
function ScrollPut({ keptRef }: { keptRef: Kept }) {
  useLayoutEffect(() => {
    const kept = keptRef.current;
    if (kept !== null && window.scrollY !== kept) window.scrollTo(0, kept);
    keptRef.current = null;
  }, [keptRef]);
  return null;
}

/**
 * React Router's scroll restoration (the top of each new page, the place left on back and
 * forward), except as the app first takes over the page. Mounting, React Router scrolls to the
 * top, as for a new page; but the page is the prerendered picture a shopper may have been reading
 * and scrolling for seconds on a slow phone, and she would be thrown back to its top. Layout
 * effects run in sibling order, so the position is read before React Router's and put back after.
 * A reload's saved place is still React Router's to restore: it does so in a render after this.
 */
export function PageScrollRestoration() {
  const kept = useRef<number | null>(null);
  return (
    <>
      <ScrollRead keptRef={kept} />
      <ScrollRestoration />
      <ScrollPut keptRef={kept} />
    </>
  );
}
