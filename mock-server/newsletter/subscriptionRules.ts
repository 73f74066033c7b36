import { isEmail } from '../accounts/validation';
import type { JsonObject } from '../kit/body';
import { MAX_ID_LENGTH } from '../kit/bounds';
import { HttpError } from '../kit/httpError';
import type { ContactRecord, NewsletterList } from './types';

// The list's rules, free of the database and the clock: the handler reads the list and the time
// and hands them in.

/** The longest address SMTP carries (RFC 5321). */
export const MAX_EMAIL_LENGTH = 254;

export const MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  emailRequired: 'Email is required',
  listNotFound: 'Newsletter list not found',
  /** The answer to every subscription, new or known (handlers.ts says why). */
  subscribed: 'Thank you for subscribing! Check your email for confirmation.',
} as const;

/** Where the consent was given, as the marketing system records it. */
export const CONSENT_SOURCE = 'storefront-newsletter-block';

export interface Subscription {
  email: string;
  listId: string;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The subscription a body asks for, or a 400 naming what is wrong. */
export function subscriptionOf(body: JsonObject): Subscription {
  const { email, listId } = body;
  if (email === undefined || email === null || (typeof email === 'string' && email.trim() === '')) {
    throw new HttpError(400, MESSAGES.emailRequired);
  }
  if (typeof email !== 'string') throw new HttpError(400, 'email must be a string');
  if (email.trim().length > MAX_EMAIL_LENGTH || !isEmail(email)) {
    throw new HttpError(400, MESSAGES.invalidEmail);
  }
  if (listId === undefined || listId === null || listId === '')
    throw new HttpError(400, 'listId is required');
  if (typeof listId !== 'string') throw new HttpError(400, 'listId must be a string');
  if (listId.length > MAX_ID_LENGTH) {
    throw new HttpError(400, `listId must be at most ${MAX_ID_LENGTH} characters`);
  }
  return { email: normaliseEmail(email), listId };
}

export function findContact(list: NewsletterList, email: string): ContactRecord | undefined {
  const wanted = normaliseEmail(email);
  return list.contacts.find((contact) => contact.email === wanted);
}

/** A contact who gave only an address: e-mail accepted, with the consent dated `date` (ISO). */
export function newContact(email: string, listId: string, date: string): ContactRecord {
  return {
    firstName: '',
    lastName: '',
    email: normaliseEmail(email),
    // The shop's defaults (docs/rules.md#markets): Swedish, Sweden.
    countryCode: 'SE',
    birthDay: null,
    lang: 'sv',
    city: '',
    street: '',
    zipCode: '',
    mobilePhone: '',
    contactType: 'Contact',
    appUser: false,
    preferences: { acceptsEmail: true, acceptsPostal: false, acceptsSms: false },
    consents: [{ value: true, date, source: CONSENT_SOURCE, comment: `Subscribed to ${listId}` }],
  };
}
