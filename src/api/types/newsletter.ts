// The email-marketing list ({newsletter}), docs/rules.md#newsletter.

/** POST {newsletter}/subscribe */
export interface NewsletterSubscription {
  email: string;
  listId: string;
}

/**
 * Subscribing twice is not an error: a known address gets the same success as a new one, so the
 * answer reveals nobody's subscription.
 */
export interface NewsletterAnswer {
  success: boolean;
  message: string;
}
