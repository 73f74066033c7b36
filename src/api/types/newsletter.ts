// The email-marketing list ({newsletter}). The shapes are generated from its contract,
// contracts/newsletter.yaml (`npm run contracts`).

export type { NewsletterSubscription, NewsletterAnswer } from '../../../contracts/types/newsletter';
