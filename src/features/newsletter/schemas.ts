import { object, string } from 'yup';
import { typedText } from '../../lib/typedText';

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
    .matches(EMAIL_PATTERN, 'newsletter.validation.email')
    // An e-mail address is typed text too (docs/rules.md#typed-text): the pattern lets bidi controls by.
    .test(typedText('newsletter.validation.email')),
});

export interface NewsletterValues {
  email: string;
}
