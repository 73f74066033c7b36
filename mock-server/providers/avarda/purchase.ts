// Avarda Checkout 3's purchase as its initialize-payment call makes it: the settings of the form are
// the purchase's (`checkoutSetup`, sent by the merchant's backend, never by the page), and the page
// gets a purchase JWT that the form reads them back from.

/** The part of Avarda's `checkoutSetup` the form shows; values as Avarda spells them. */
export interface AvardaCheckoutSetup {
  emailNewsletterSubscription: 'Hidden' | 'Checked' | 'Unchecked';
  enableB2BLink: boolean;
  /**
   * docs/rules.md#payment-providers asks for "remember me" on; Avarda's public material does not name
   * this key.
   */
  enableRememberMe: boolean;
}

/**
 * The shop's purchase defaults (docs/rules.md#payment-providers): newsletter checked, remember me and
 * the B2B link on.
 */
export const SHOP_CHECKOUT_SETUP: AvardaCheckoutSetup = {
  emailNewsletterSubscription: 'Checked',
  enableB2BLink: true,
  enableRememberMe: true,
};

export interface AvardaPurchaseClaims {
  purchaseId: string;
  checkoutSetup: AvardaCheckoutSetup;
}

const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** The purchase JWT of a purchase (unsigned: the mock's form trusts its own server). */
export function avardaPurchaseJwt(claims: AvardaPurchaseClaims): string {
  return [
    base64url(JSON.stringify({ alg: 'none', typ: 'JWT' })),
    base64url(JSON.stringify(claims)),
    'mock',
  ].join('.');
}
