// The email-marketing list's side: its contact records (docs/rules.md#data-shapes) and the subscribe
// call (docs/rules.md#calls).

export interface ContactPreferences {
  acceptsEmail: boolean;
  acceptsPostal: boolean;
  acceptsSms: boolean;
}

/** A consent the contact gave (or withdrew): what, when (ISO, mock clock), where from, and a note. */
export interface ContactConsent {
  value: boolean;
  date: string;
  source: string;
  comment: string;
}

/**
 * A contact on a list, in the marketing system's schema. A subscription through the shop only
 * brings an e-mail address, so the personal fields start empty.
 */
export interface ContactRecord {
  firstName: string;
  lastName: string;
  /** Trimmed and lower-case: the list's key. */
  email: string;
  countryCode: string;
  /** YYYY-MM-DD, or null when unknown. */
  birthDay: string | null;
  lang: string;
  city: string;
  street: string;
  zipCode: string;
  mobilePhone: string;
  contactType: string;
  appUser: boolean;
  preferences: ContactPreferences;
  consents: ContactConsent[];
}

export interface NewsletterList {
  id: string;
  name: string;
  contacts: ContactRecord[];
}

/** The lists by id. */
export interface NewsletterDb {
  lists: Record<string, NewsletterList>;
}
