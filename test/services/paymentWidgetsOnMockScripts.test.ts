/**
 * @jest-environment-options {"customExportConditions": [""], "resources": "usable"}
 */
import { waitFor } from '@testing-library/dom';
import type { PaymentProviderName } from '../../src/api/types';
import { createPaymentWidgets } from '../../src/services/paymentWidgets';
import type { PaymentEvent } from '../../src/services/paymentWidgets/types';
import type { ScriptLoader } from '../../src/services/scriptLoader';
import { openSession, providerCall } from '../mock-server/providerSessions';
import { addItem, openProviderOrder } from '../mock-server/checkoutHelpers';
import { frameIn, lookAlikeUrl, runScript, SHOPPER } from '../mock-server/providerWidgetKit';
import { recordFormSubmits, answerChallengeOnPage } from '../mock-server/threeDSOnPage';

// The app's adapters driving the mock's look-alike scripts, as the browser would: the loader runs
// each script once, the adapter mounts, holds and resumes the widget, and a purchase made in the
// widget's form comes back to the checkout as purchaseCompleted. One provider per test.

const SCRIPTS = {
  Adyen: lookAlikeUrl(`/mock-providers/adyen/adyen.js`),
  Avarda: lookAlikeUrl(`/mock-providers/avarda/avarda-checkout.js`),
  WalleyCheckout: lookAlikeUrl(`/mock-providers/walley/walley-checkout-loader.js`),
};

function runningLoader() {
  const loaded = new Map<string, Promise<void>>();
  const loads: string[] = [];
  const loader: ScriptLoader = {
    load(src, attributes = {}) {
      const path = new URL(src).pathname;
      if (!loaded.has(path)) {
        loads.push(path);
        loaded.set(path, runScript(path, attributes));
      }
      return loaded.get(path)!;
    },
  };
  return { loader, loads };
}

let container: HTMLElement;
recordFormSubmits();

beforeEach(() => {
  container = document.createElement('div');
  container.id = 'checkout-payment';
  document.body.append(container);
});
afterEach(() => {
  for (const key of ['_klarnaCheckout', 'q1Ready', 'q1', 'qcoGlobal'])
    delete (window as unknown as Record<string, unknown>)[key];
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

/**
 * Resolves once the provider has the shopper's address: the form's customer update, sent a moment
 * after the typing stops, went through.
 */
async function customerSaved(provider: PaymentProviderName, publicToken: string): Promise<void> {
  await waitFor(async () => {
    const { body } = await providerCall<{ billingAddress: { email?: string } | null }>(
      'GET',
      provider,
      publicToken,
    );
    expect(body.billingAddress?.email).toBe(SHOPPER['f-email']);
  });
}

const context = {
  containerId: 'checkout-payment',
  languageCode: 'sv',
  countryCode: 'SE',
  confirmationUrl: 'http://localhost/checkout/confirmation',
  checkoutUrl: 'http://localhost/checkout',
};

it.each<PaymentProviderName>(['KlarnaCheckout', 'WalleyCheckout', 'Avarda', 'QliroOne', 'Adyen'])(
  '%s: the script loads once, a second mount resumes, suspend holds the form, and a purchase completes',
  async (provider) => {
    const opened = await openSession(provider, { phoneMandatory: provider === 'KlarnaCheckout' });
    const { loader, loads } = runningLoader();
    const widget = createPaymentWidgets(loader, {
      scripts: SCRIPTS,
      adyenClientKey: 'test_mock_client_key',
      adyenEnvironment: 'test',
    })(provider);
    const events: PaymentEvent[] = [];
    widget.subscribe((event) => events.push(event));
    const session = { ...opened.session, purchaseJwt: opened.session.purchaseJwt ?? opened.publicToken };

    await widget.mount(session, context);
    const frame = await frameIn(container);
    await widget.mount(session, context);
    // Loaded by the loader, or by the snippet's own bootstrap.
    expect(loads).toHaveLength(provider === 'KlarnaCheckout' || provider === 'QliroOne' ? 0 : 1);
    expect(container.querySelectorAll('iframe')).toHaveLength(1);

    // Avarda has no suspend: the adapter makes its root inert instead of the widget's own overlay.
    const held = () =>
      provider === 'Avarda'
        ? document.getElementById('avarda-checkout-root')!.hasAttribute('inert')
        : frame.overlayVisible();
    widget.suspend();
    await waitFor(() => expect(held()).toBe(true));
    widget.resume(session);
    await waitFor(() => expect(held()).toBe(false));

    frame.fill(SHOPPER);
    if (provider === 'Adyen') {
      frame.fill({
        'card-number': '4111 1111 1111 1111',
        'card-expiry': '03/30',
        'card-cvc': '737',
        'card-holderName': 'Greta Garbo',
      });
    }
    await customerSaved(provider, opened.publicToken);
    frame.pay();
    if (provider === 'Avarda' || provider === 'KlarnaCheckout') {
      // Avarda and Klarna wait for the merchant's check before they charge; the checkout answers yes here.
      await waitFor(() => expect(events).toContainEqual({ type: 'purchaseRequested' }));
      widget.answerPurchase!(true);
    }
    // The card's 3-D Secure challenge, in the issuer's frame on the page.
    if (provider === 'Adyen') await answerChallengeOnPage(container, '1234');
    if (provider === 'QliroOne') {
      // QliroOne takes the shopper to the confirmation URL itself; the page hears only that it ended.
      await waitFor(async () =>
        expect((await providerCall('GET', provider, opened.publicToken)).body.status).toBe('completed'),
      );
      expect(events).toContainEqual({ type: 'unlocked' });
      return;
    }
    // Klarna, Walley and Adyen tell that it is paid, not which order: the confirmation reads it from the backend.
    const silent = provider === 'KlarnaCheckout' || provider === 'WalleyCheckout' || provider === 'Adyen';
    const reference = silent ? null : opened.session.order.reference;
    await waitFor(() => expect(events).toContainEqual({ type: 'purchaseCompleted', reference }));
  },
);

it('Adyen: a new total on resume is a new session, so a new Drop-in for it; what was typed stays and it pays the new total', async () => {
  const opened = await openSession('Adyen');
  const { loader } = runningLoader();
  const widget = createPaymentWidgets(loader, {
    scripts: SCRIPTS,
    adyenClientKey: 'test_mock_client_key',
    adyenEnvironment: 'test',
  })('Adyen');
  const events: PaymentEvent[] = [];
  widget.subscribe((event) => events.push(event));
  await widget.mount(opened.session, context);
  const before = await frameIn(container);
  before.fill(SHOPPER);
  await customerSaved('Adyen', opened.publicToken);

  widget.suspend();
  await waitFor(() => expect(before.overlayVisible()).toBe(true));
  await addItem(opened.cartToken, 'CAP-BLACK-ONE', 1);
  const renewed = (await openProviderOrder('Adyen', opened.checkoutToken)).body;
  widget.resume(renewed);
  await waitFor(() => expect(events).toContainEqual({ type: 'resumed' }));

  const after = await frameIn(container);
  expect(after.iframe).not.toBe(before.iframe);
  expect(container.querySelectorAll('iframe')).toHaveLength(1);
  await waitFor(() => expect(after.overlayVisible()).toBe(false));
  expect(after.text()).toContain('Baseball Cap');
  expect(after.input('f-givenName').value).toBe(SHOPPER['f-givenName']);
  after.fill({
    'card-number': '4111 1111 1111 1111',
    'card-expiry': '03/30',
    'card-cvc': '737',
    'card-holderName': 'Greta Garbo',
  });
  after.pay();
  await answerChallengeOnPage(container, '1234');
  await waitFor(() => expect(events).toContainEqual({ type: 'purchaseCompleted', reference: null }));
  const paid = await providerCall<{ status: string; totals: { grandTotal: number } }>(
    'GET',
    'Adyen',
    opened.publicToken,
  );
  expect(paid.body).toMatchObject({ status: 'completed', totals: { grandTotal: renewed.order.totalAmount } });
});
