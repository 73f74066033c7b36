import type { AxiosInstance } from 'axios';
import { onceConfig, type Once } from './http';
import type { NewsletterAnswer, NewsletterSubscription } from './types';

/** The email-marketing list ({newsletter}); it answers plain JSON, not the proxy envelope. */
export function createNewsletterApi(http: AxiosInstance) {
  return {
    /**
     * Subscribing an address that is on the list already is the same success as a new one. The key
     * keeps a retry after a lost answer from being applied twice.
     */
    subscribe: (input: NewsletterSubscription, once: Once) =>
      http.post<NewsletterAnswer>('/subscribe', input, onceConfig(once)).then((response) => response.data),
  };
}

export type NewsletterApi = ReturnType<typeof createNewsletterApi>;
