import { object, string } from 'yup';

/**
 * The list's own check (mock-server/newsletter/subscriptionRules.ts), so an address the form lets
 * through is not refused by the list in English.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL_LENGTH = 254;

/** Newsletter (docs/rules.md#newsletter). Messages are catalogue ids. */
export const newsletterSchema = object({
  email: string()
    .trim()
    .required('newsletter.validation.emailRequired')
    .max(MAX_EMAIL_LENGTH, 'newsletter.validation.email')
    .matches(EMAIL_PATTERN, 'newsletter.validation.email'),
});

export interface NewsletterValues {
  email: string;
}
