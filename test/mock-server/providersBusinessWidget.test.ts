/**
 * @jest-environment-options {"customExportConditions": [""], "resources": "usable"}
 */
import { waitFor } from '@testing-library/dom';
import type {
  Cart,
  CheckoutCustomerPreset,
  PaymentSession,
  StartCheckoutResult,
  StartSessionResult,
} from '../../src/api/types';
import type { ProviderSessionView } from '../../mock-server/providers/types';
import type { KlarnaApi } from '../../mock-server/providers/klarna/widget';
import { customerAddress, PROVIDER_INPUT } from './checkoutHelpers';
import { call, withMockBackend } from './helpers';
import { axeViolations, frameIn, placeAndBoot } from './providerWidgetKit';
import { providerCall } from './providerSessions';
import * as demo from '../support/demoAccounts';

// The provider widgets' form for a business buyer (the shop's preset with a company): the company,
// the reference and the delivery address the shop chose, shown above the fields in the widget's
// language. Klarna's widget stands for all: the form is the shared kit's.

withMockBackend();

afterEach(() => {
  document.body.replaceChildren();
  delete (window as Window & { _klarnaCheckout?: unknown })._klarnaCheckout;
  // axeViolations copies a widget's document into the page.
  document.documentElement.removeAttribute('lang');
});

function klarnaApi(): KlarnaApi {
  let api: KlarnaApi | undefined;
  (window as Window & { _klarnaCheckout?: (callback: (api: KlarnaApi) => void) => void })._klarnaCheckout!(
    (given) => (api = given),
  );
  return api!;
}

/**
 * The orders the widget's frame has reported to the page, from now on: the frame tells its script
 * (postMessage 'state') after each render, so an order here has been read and shown, fields and all.
 */
function shownOrders(): { views: ProviderSessionView[]; stop(): void } {
  const views: ProviderSessionView[] = [];
  const listener = (event: MessageEvent) => {
    const data = event.data as { kind?: unknown; view?: ProviderSessionView | null; suspended?: unknown };
    if (data && data.kind === 'state' && data.view && data.suspended === false) views.push(data.view);
  };
  window.addEventListener('message', listener);
  return { views, stop: () => window.removeEventListener('message', listener) };
}

async function ok<T>(answer: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`request failed: ${status} ${JSON.stringify(body)}`);
  return body;
}

const SHIPPING = customerAddress({
  givenName: 'Erik',
  familyName: 'Buyer',
  address: 'Hamngatan 18',
  postalCode: '41106',
  city: 'Göteborg',
});
const BUSINESS: CheckoutCustomerPreset = {
  billingAddress: customerAddress({ givenName: 'Erik', familyName: 'Buyer', email: demo.erik.email }),
  shippingAddress: SHIPPING,
  company: {
    name: demo.nordicPrint.name,
    organisationNumber: demo.nordicPrint.organisation_number,
    reference: demo.fullName(demo.erik),
  },
};

/** A business cart in the market's language with a Klarna order opened with `customer` (null: none), mounted. */
async function mountBusiness(
  { countryCode = 'SE', languageCode = 'sv' } = {},
  customer: CheckoutCustomerPreset | null = BUSINESS,
) {
  const body = { storeGroupId: 'business', countryCode, languageCode };
  const { token: cartToken } = await ok(
    call<StartSessionResult>('POST', '/shopper/sessions/start', { body }),
  );
  await ok(
    call<Cart>('POST', '/shopper/sessions/items', {
      token: cartToken,
      body: { productVariantId: 'TEE-BLUE-M', quantity: 1 },
    }),
  );
  const started = await ok(
    call<StartCheckoutResult>('POST', '/shopper/sessions/checkout/start', {
      token: cartToken,
      body: { paymentProvider: 'KlarnaCheckout', shippingProvider: 'ingrid' },
    }),
  );
  const session = await ok(
    call<PaymentSession>('POST', '/shopper-klarna/checkouts', {
      token: started.token,
      body: { ...PROVIDER_INPUT, customer: customer ?? undefined },
    }),
  );
  const host = await placeAndBoot(session.htmlSnippet!);
  const frame = await frameIn(host.querySelector<HTMLElement>('#klarna-checkout-container')!);
  return { frame, session, checkoutToken: started.token };
}

const businessBlock = (doc: Document) => doc.querySelector<HTMLElement>('section.business')!;

describe('the business buyer block of the widget form', () => {
  it('shows the company, the reference and the delivery address in Swedish at the top of the form', async () => {
    const { frame } = await mountBusiness();
    const block = businessBlock(frame.doc);
    expect(block.hidden).toBe(false);
    // The first thing in the form, before the fields.
    expect(frame.doc.querySelector('form')!.firstElementChild).toBe(block);
    const heading = frame.doc.getElementById(block.getAttribute('aria-labelledby')!)!;
    expect(heading.textContent).toBe(
      `${demo.nordicPrint.name} (org.nr ${demo.nordicPrint.organisation_number})`,
    );
    expect(block.textContent).toContain(`Referens: ${demo.fullName(demo.erik)}`);
    expect(block.querySelector('h3')!.textContent).toBe('Leveransadress');
    expect(block.querySelector('h3 + p')!.textContent).toBe(
      `${demo.fullName(demo.erik)}, Hamngatan 18, 41106 Göteborg, Sverige`,
    );
    // The shopper's fields open with the preset's billing address.
    expect(frame.input('f-email').value).toBe(demo.erik.email);
    expect(await axeViolations(frame)).toEqual([]);
  });

  it("speaks the widget's language: English for an English order", async () => {
    const { frame } = await mountBusiness(
      { countryCode: 'NO', languageCode: 'en' },
      {
        ...BUSINESS,
        shippingAddress: {
          ...SHIPPING,
          address: 'Karl Johans gate 10',
          postalCode: '0154',
          city: 'Oslo',
          country: 'NO',
        },
      },
    );
    expect(frame.doc.documentElement.lang).toBe('en');
    const block = businessBlock(frame.doc);
    expect(block.querySelector('h2')!.textContent).toBe(
      `${demo.nordicPrint.name} (reg. no. ${demo.nordicPrint.organisation_number})`,
    );
    expect(block.textContent).toContain(`Reference: ${demo.fullName(demo.erik)}`);
    expect(block.querySelector('h3')!.textContent).toBe('Delivery address');
    expect(block.querySelector('h3 + p')!.textContent).toBe(
      `${demo.fullName(demo.erik)}, Karl Johans gate 10, 0154 Oslo, Norway`,
    );
    expect(await axeViolations(frame)).toEqual([]);
  });

  it('is not there for a consumer', async () => {
    const { frame } = await mountBusiness({}, null);
    const block = businessBlock(frame.doc);
    expect(block.hidden).toBe(true);
    expect(block.hasAttribute('aria-labelledby')).toBe(false);
    expect(frame.text()).not.toContain('Leveransadress');
  });

  it("sends what is typed as the billing address; the delivery stays the shop's and does not move", async () => {
    const heard: string[] = [];
    const { frame, session } = await mountBusiness();
    klarnaApi().on({
      billing_address_change: () => heard.push('billing_address_change'),
      shipping_address_change: () => heard.push('shipping_address_change'),
    });
    frame.type('f-address', 'Fakturavägen 2');
    frame.type('f-postalCode', '11999');
    await waitFor(async () => {
      const { body } = await providerCall<ProviderSessionView>('GET', 'KlarnaCheckout', session.publicToken);
      expect(body.billingAddress).toMatchObject({ address: 'Fakturavägen 2', postalCode: '11999' });
    });
    await waitFor(() => expect(heard).toContain('billing_address_change'));
    const { body } = await providerCall<ProviderSessionView>('GET', 'KlarnaCheckout', session.publicToken);
    expect(body.shippingAddress).toEqual(SHIPPING);
    // A new billing postal code is no new delivery: no shipping event asks the shop to sync.
    expect(heard).not.toContain('shipping_address_change');
    expect(businessBlock(frame.doc).textContent).toContain('Hamngatan 18');
  });

  it('goes when the shop updates the order without the business preset and the widget re-reads it', async () => {
    const { frame, checkoutToken } = await mountBusiness();
    await ok(call('POST', '/shopper-klarna/checkouts', { token: checkoutToken, body: PROVIDER_INPUT }));
    const api = klarnaApi();
    api.suspend();
    api.resume();
    await waitFor(() => expect(businessBlock(frame.doc).hidden).toBe(true));
  });

  it('follows a new contact person the shop sets, unless the shopper typed over the fields', async () => {
    const { frame, checkoutToken } = await mountBusiness();
    const sara = customerAddress({ givenName: 'Sara', familyName: 'Agent', email: demo.sara.email });
    const update = (billingAddress: typeof sara) =>
      ok(
        call('POST', '/shopper-klarna/checkouts', {
          token: checkoutToken,
          body: { ...PROVIDER_INPUT, customer: { ...BUSINESS, billingAddress } },
        }),
      );
    await update(sara);
    const api = klarnaApi();
    api.suspend();
    api.resume();
    await waitFor(() => expect(frame.input('f-email').value).toBe(demo.sara.email));
    expect(frame.input('f-givenName').value).toBe('Sara');

    // What the shopper typed stays: the shop's next change does not overwrite it.
    frame.type('f-givenName', 'Sanna');
    await update(customerAddress({ givenName: 'Erik', familyName: 'Buyer', email: demo.erik.email }));
    const shown = shownOrders();
    api.suspend();
    api.resume();
    // Only once the frame has re-read the order with the shop's change and rendered it (where it
    // would overwrite the fields) is it known that it did not.
    await waitFor(() =>
      expect(shown.views.map((view) => view.billingAddress?.email)).toContain(demo.erik.email),
    );
    shown.stop();
    expect(businessBlock(frame.doc).hidden).toBe(false);
    expect(frame.input('f-givenName').value).toBe('Sanna');
  });
});
