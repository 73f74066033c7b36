// The email-marketing list ({newsletter}), spec points 3 and 7.

/** POST {newsletter}/subscribe */
export interface NewsletterSubscription {
  email: string;
  listId: string;
}

/** Subscribing twice is not an error: success with an 'already subscribed' message. */
export interface NewsletterAnswer {
  success: boolean;
  message: string;
  /** True when the address was on the list before. */
  alreadySubscribed?: boolean;
}
