import assert from 'node:assert/strict';
import type { FrameLocator, Locator, Page } from 'playwright-core';

// The mock payment providers' forms, as the checkout journeys drive them: each renders in an
// iframe of the provider's own origin (titled by the provider) inside the checkout's #checkout-payment container.

/** The provider's form inside the checkout's payment container, by its iframe's title. */
export const paymentWidget = (page: Page, title: 'Adyen Drop-in' | 'Klarna Checkout'): FrameLocator =>
  page.frameLocator(`#checkout-payment iframe[title="${title}"]`);

export type WidgetLanguage = 'sv' | 'en';

const detailLabels = {
  sv: {
    email: 'E-postadress',
    givenName: 'Förnamn',
    familyName: 'Efternamn',
    address: 'Gatuadress',
    postalCode: 'Postnummer',
    city: 'Ort',
    phone: /^Mobilnummer/,
  },
  en: {
    email: 'Email address',
    givenName: 'First name',
    familyName: 'Last name',
    address: 'Street address',
    postalCode: 'Postal code',
    city: 'City',
    phone: /^Mobile phone/,
  },
} as const;

export interface Buyer {
  email: string;
  givenName: string;
  familyName: string;
  address: string;
  postalCode: string;
  city: string;
  /** Left empty when omitted. */
  phone?: string;
}

/** A visitor in Sverige who pays with her own details. */
export const swedishBuyer: Buyer = {
  email: 'lova.kopsson@example.se',
  givenName: 'Lova',
  familyName: 'Köpsson',
  address: 'Storgatan 1',
  postalCode: '111 22',
  city: 'Stockholm',
  phone: '070 123 45 67',
};

/** A field of the widget's "your details" form, by its label in the widget's language. */
export function detailField(widget: FrameLocator, language: WidgetLanguage, field: keyof Buyer): Locator {
  const label = detailLabels[language][field];
  return typeof label === 'string' ? widget.getByLabel(label, { exact: true }) : widget.getByLabel(label);
}

/** Types the buyer's details into the widget (the phone too, when the buyer has one). */
export async function fillBuyer(widget: FrameLocator, language: WidgetLanguage, buyer: Buyer): Promise<void> {
  await fillDetails(widget, language, buyer, BUYER_FIELDS);
}

/** The form's detail fields in the order a shopper types them. */
export const BUYER_FIELDS = [
  'email',
  'givenName',
  'familyName',
  'address',
  'postalCode',
  'city',
  'phone',
] as const;

/** Types some of the buyer's details, in the order given. */
export async function fillDetails(
  widget: FrameLocator,
  language: WidgetLanguage,
  buyer: Buyer,
  fields: readonly (keyof Buyer)[],
): Promise<void> {
  for (const field of fields) await detailField(widget, language, field).fill(buyer[field] ?? '');
}

/** The Drop-in's pay button, labelled with the amount ('Betala 288,00 kr'). */
export const adyenPayButton = (widget: FrameLocator) => widget.getByRole('button', { name: /^Betala\b/ });

/** Pays with Adyen's test card (4111 1111 1111 1111, 03/30, 737); the Drop-in then asks for 3-D Secure. */
export async function submitAdyenTestCard(widget: FrameLocator, holderName: string): Promise<void> {
  await widget.getByLabel('Kortnummer', { exact: true }).fill('4111 1111 1111 1111');
  await widget.getByLabel('Utgångsdatum (MM/ÅÅ)', { exact: true }).fill('03/30');
  await widget.getByLabel('Säkerhetskod (CVC)', { exact: true }).fill('737');
  await widget.getByLabel('Namn på kortet', { exact: true }).fill(holderName);
  await adyenPayButton(widget).click();
  await issuerChallenge(widget.owner().page())
    .getByRole('heading', { name: 'Verifiera betalningen' })
    .waitFor();
}

/**
 * The card issuer's 3-D Secure page, in the frame the Drop-in puts on the shop's page (its form posts
 * the challenge request there, from the issuer's own host).
 */
export const issuerChallenge = (page: Page): FrameLocator =>
  page.frameLocator('iframe[name^="threeDSIframe-"]');

/** The Drop-in's 3-D Secure challenge, answered at the issuer with the test code 1234. */
export async function passAdyenChallenge(widget: FrameLocator): Promise<void> {
  const issuer = issuerChallenge(widget.owner().page());
  await issuer.getByLabel('Ange engångskoden 1234', { exact: true }).fill('1234');
  await issuer.getByRole('button', { name: 'Bekräfta', exact: true }).click();
}

/** The value (`<dd>`) beside a term (`<dt>`) whose whole text is `term`, in a description list. */
export const termValue = (scope: Locator | FrameLocator, term: string | RegExp): Locator =>
  scope
    .locator('dt')
    .filter({ hasText: typeof term === 'string' ? new RegExp(`^${escapeRegExp(term)}$`) : term })
    .locator('xpath=following-sibling::dd[1]');

/** The amount of a price text in minor units: '1 266 kr', '266,00 kr', 'NOK 288.00', '−500,00 kr'. */
export function amountOf(text: string): number {
  const numeric = text.replace(/[^\d.,]/g, '');
  const match = /^(\d[\d.,]*?)(?:[.,](\d{2}))?$/.exec(numeric);
  assert.ok(match, `an amount in "${text}"`);
  const minor = Number(match[1]!.replace(/[.,]/g, '')) * 100 + Number(match[2] ?? '0');
  return /[−-]/.test(text) ? -minor : minor;
}

/** The amount beside `term` in a description list (the checkout summary, the widget's totals). */
export async function amountBeside(scope: Locator | FrameLocator, term: string | RegExp): Promise<number> {
  return amountOf((await termValue(scope, term).textContent()) ?? '');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
