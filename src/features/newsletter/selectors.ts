import type { NewsletterState } from './newsletterSlice';

export const selectNewsletter = (state: { newsletter: NewsletterState }) => state.newsletter;
