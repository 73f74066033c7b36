import type { ContactRecord, NewsletterDb } from './types';

/** The shop's list; `newsletterListId` in src/config.ts names it. */
export const NEWSLETTER_LIST_ID = 'printfabriken-news';

/** Anna (a seed user) is on the list already: subscribing her again adds no second record. */
export const newsletterSubscriberSeed: ContactRecord = {
  firstName: 'Anna',
  lastName: 'Andersson',
  email: 'anna.andersson@example.se',
  countryCode: 'SE',
  birthDay: null,
  lang: 'sv',
  city: 'Stockholm',
  street: '',
  zipCode: '',
  mobilePhone: '',
  contactType: 'Contact',
  appUser: true,
  preferences: { acceptsEmail: true, acceptsPostal: false, acceptsSms: false },
  consents: [
    {
      value: true,
      date: '2026-01-10T09:00:00.000Z',
      source: 'storefront-newsletter-block',
      comment: `Subscribed to ${NEWSLETTER_LIST_ID}`,
    },
  ],
};

export function seedNewsletter(): NewsletterDb {
  return {
    lists: {
      [NEWSLETTER_LIST_ID]: {
        id: NEWSLETTER_LIST_ID,
        name: 'Printfabriken nyhetsbrev',
        contacts: [structuredClone(newsletterSubscriberSeed)],
      },
    },
  };
}
