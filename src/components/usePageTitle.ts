import { useEffect } from 'react';
import { config } from '../config';

/** Sets the document title as "<page> – <shop>" while the page is shown, and restores it after. */
export function usePageTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} – ${config.shopName}` : config.shopName;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
