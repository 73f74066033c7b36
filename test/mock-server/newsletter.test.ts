/** @jest-environment node */
import type { NewsletterAnswer } from '../../src/api/types';
import { db } from '../../mock-server/db';
import { advanceClock, now } from '../../mock-server/kit/clock';
import { NEWSLETTER_LIST_ID } from '../../mock-server/newsletter/seed';
import { newContact, subscriptionOf } from '../../mock-server/newsletter/subscriptionRules';
import { call, withMockBackend } from './helpers';
import { anna } from '../support/demoAccounts';

// The email-marketing list: contact records per list, one per address, and the answers the
// newsletter block shows.

withMockBackend();

const subscribe = (email: unknown, listId: unknown = NEWSLETTER_LIST_ID) =>
  call<NewsletterAnswer>('POST', '/newsletter/subscribe', { body: { email, listId } });

const contacts = () => db().newsletter.lists[NEWSLETTER_LIST_ID]!.contacts;

describe('POST /newsletter/subscribe', () => {
  it('adds a new address as a contact record with an e-mail consent dated on the mock clock', async () => {
    advanceClock(60 * 60 * 1000);
    const before = now();
    const answer = await subscribe('  New.Reader@Example.SE ');
    expect(answer).toEqual({
      status: 200,
      body: { success: true, message: 'Thank you for subscribing! Check your email for confirmation.' },
    });
    const added = contacts().find((contact) => contact.email === 'new.reader@example.se');
    expect(added).toMatchObject({
      firstName: '',
      lastName: '',
      email: 'new.reader@example.se',
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
    });
    expect(added!.consents).toHaveLength(1);
    const consent = added!.consents[0]!;
    expect(consent).toMatchObject({ value: true, source: expect.any(String), comment: expect.any(String) });
    const date = Date.parse(consent.date);
    expect(date).toBeGreaterThanOrEqual(before);
    expect(date - Date.now()).toBeGreaterThan(59 * 60 * 1000);
  });

  it('answers a known address exactly as a new one, so the answer tells no one who is on the list', async () => {
    const fresh = await subscribe('new.reader@example.se');
    const seeded = await subscribe(anna.email);
    const again = await subscribe('NEW.READER@example.se');
    const thanks = {
      status: 200,
      body: { success: true, message: 'Thank you for subscribing! Check your email for confirmation.' },
    };
    expect(fresh).toEqual(thanks);
    expect(seeded).toEqual(thanks);
    expect(again).toEqual(thanks);
  });

  it('keeps one record per address, whatever its case, however often it subscribes', async () => {
    await subscribe('new.reader@example.se');
    await subscribe('NEW.READER@example.se');
    await subscribe(' new.reader@EXAMPLE.se ');
    await subscribe('Anna.Andersson@example.se');
    expect(contacts().map((contact) => contact.email)).toEqual([anna.email, 'new.reader@example.se']);
    // The first consent stays as it was given: a repeat is not a new consent.
    expect(contacts()[0]!.consents).toHaveLength(1);
    expect(contacts()[1]!.consents).toHaveLength(1);
  });

  it.each([
    ['no @', 'reader.example.se'],
    ['no domain dot', 'reader@example'],
    ['a space inside', 'new reader@example.se'],
    ['over 254 characters', `${'x'.repeat(250)}@example.se`],
  ])('refuses an address with %s: 400 with the form text and nothing kept', async (_, email) => {
    const answer = await subscribe(email);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: 'Please enter a valid email address' });
    expect(contacts()).toHaveLength(1);
  });

  it('refuses a missing address with 400 Email is required', async () => {
    const answer = await subscribe('   ');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: 'Email is required' });
  });

  it('answers an unknown list with 404 and keeps nothing', async () => {
    const answer = await subscribe('new.reader@example.se', 'no-such-list');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ success: false, message: 'Newsletter list not found' });
    expect(Object.keys(db().newsletter.lists)).toEqual([NEWSLETTER_LIST_ID]);
  });

  it('starts again from the seed on reset', async () => {
    await subscribe('new.reader@example.se');
    await call('POST', '/__mock/reset');
    expect(contacts().map((contact) => contact.email)).toEqual([anna.email]);
  });
});

describe('the list rules', () => {
  it('reads a subscription with the address trimmed and lower-cased', () => {
    expect(subscriptionOf({ email: ' A@B.se ', listId: 'list' })).toEqual({
      email: 'a@b.se',
      listId: 'list',
    });
  });

  it('refuses a listId that is not a string', () => {
    expect(() => subscriptionOf({ email: 'a@b.se', listId: 7 })).toThrow('listId must be a string');
  });

  it('makes a contact who accepts e-mail only, with the consent naming the list', () => {
    const contact = newContact('A@B.se', 'list-1', '2026-03-01T10:00:00.000Z');
    expect(contact.email).toBe('a@b.se');
    expect(contact.preferences).toEqual({ acceptsEmail: true, acceptsPostal: false, acceptsSms: false });
    expect(contact.consents).toEqual([
      {
        value: true,
        date: '2026-03-01T10:00:00.000Z',
        source: 'storefront-newsletter-block',
        comment: 'Subscribed to list-1',
      },
    ]);
  });
});
