import type { Cart } from '../../contracts/types/shopper';
import type { PaymentSession } from '../../contracts/types/shopper-providers';
import { mockProviderOrigin } from '../../shared/mockProviderOrigin';
import { orderState } from '../checkout/providerOrderStore';
import type { ProviderOrder } from '../checkout/types';
import { avardaPurchaseJwt, SHOP_CHECKOUT_SETUP } from './avarda/purchase';
import { klarnaSnippet } from './klarna/snippet';
import { qliroSnippet } from './qliro/snippet';

// What a provider's order API answers the shop's backend when it opens, reads or syncs an order
// (shopperProviderHandlers.ts): Klarna's and QliroOne's HTML snippet, Avarda's purchase JWT, Adyen's
// session, each built from the checkout's provider order (checkout/providerOrderStore.ts).

const ALPHA3: Readonly<Record<string, string>> = { SE: 'swe', NO: 'nor', FI: 'fin', DK: 'dnk' };
const alpha3 = (country: string) => ALPHA3[country.toUpperCase()] ?? country.toLowerCase();

/** Base64 of JSON: what the Drop-in hands back to the provider unread. */
function opaque(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64');
}

/**
 * POST/GET /shopper-{slug}/checkouts: what the widget needs. The providers' scripts and servers are at
 * /mock-providers/{slug} on their look-alike hosts, seen from a shop at `shopOrigin`.
 */
export function paymentSessionOf(order: ProviderOrder, cart: Cart, shopOrigin: string): PaymentSession {
  const state = orderState(order, cart);
  const providerBase = (slug: 'klarna' | 'qliro') =>
    `${mockProviderOrigin(shopOrigin, slug)}/mock-providers/${slug}`;
  const session: PaymentSession = {
    provider: order.provider,
    publicToken: order.publicToken,
    order: {
      reference: order.reference,
      status: order.status,
      totalAmount: state.totals.grandTotal,
      currencyCode: state.currencyCode,
    },
  };
  switch (order.provider) {
    case 'KlarnaCheckout':
      session.htmlSnippet = klarnaSnippet({
        orderUrl: `${providerBase('klarna')}/api/sessions/${order.publicToken}`,
        locale: `${state.languageCode.toLowerCase()}-${state.countryCode.toUpperCase()}`,
        purchaseCountry: alpha3(state.countryCode),
        purchaseCurrency: state.currencyCode,
        termsUrl: order.options.termsUrl,
        bootstrapSrc: `${providerBase('klarna')}/kco.js`,
      });
      break;
    case 'QliroOne':
      session.htmlSnippet = qliroSnippet({
        orderId: order.reference,
        token: order.publicToken,
        country: state.countryCode.toUpperCase(),
        language: `${state.languageCode.toLowerCase()}-${state.countryCode.toLowerCase()}`,
        merchantConfirmationUrl: order.options.confirmationUrl,
        merchantTermsUrl: order.options.termsUrl,
        webAppBaseUrl: `${providerBase('qliro')}/`,
      });
      break;
    case 'Avarda':
      session.purchaseJwt = avardaPurchaseJwt({
        purchaseId: order.publicToken,
        checkoutSetup: SHOP_CHECKOUT_SETUP,
      });
      break;
    case 'Adyen': {
      // Adyen fixes the amount in a session: a new total is a new session, with an id of its own as
      // POST /sessions would make, which names the order for the mock's Adyen server
      // (providers/adyen/types.ts, AdyenSessionId). The same total gives the same session again.
      const amount = { value: state.totals.grandTotal, currency: state.currencyCode };
      const id = `CS${amount.value}${amount.currency}.${order.publicToken}`;
      issueAdyenSession(order, id);
      session.adyenSession = { id, sessionData: opaque({ id, reference: order.reference, amount }) };
      break;
    }
    case 'WalleyCheckout':
      break;
  }
  return session;
}

/** The session ids an order keeps: one per total it had, as many as a checkout plausibly sees. */
export const MAX_ADYEN_SESSIONS_PER_ORDER = 20;

/** Adyen's POST /sessions, as the merchant's backend calls it: the id is now one Adyen knows. */
function issueAdyenSession(order: ProviderOrder, id: string): void {
  const ids = order.adyenSessionIds.filter((known) => known !== id);
  ids.push(id);
  order.adyenSessionIds = ids.slice(-MAX_ADYEN_SESSIONS_PER_ORDER);
}

/** Whether Adyen made this session for the merchant (an id of the right shape is not enough). */
export function isIssuedAdyenSession(order: ProviderOrder, id: string): boolean {
  return order.adyenSessionIds.includes(id);
}
