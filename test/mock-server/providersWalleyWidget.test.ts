import { waitFor } from '@testing-library/dom';
import type { WalleyApi } from '../../mock-server/providers/widgets/walley';
import { addItem } from './checkoutHelpers';
import { call, withMockBackend } from './helpers';
import { frameIn, place, runScript, SHOPPER } from './providerWidgetKit';
import { openSession, stockOut, viewOf } from './providerSessions';

withMockBackend();

type Host = Window & {
  walley?: { checkout?: { api?: WalleyApi } };
};
const host = window as Host;

afterEach(() => {
  document.body.replaceChildren();
  // axeViolations copies a widget's document into the page.
  document.documentElement.removeAttribute('lang');
});

describe('Walley Checkout look-alike (/mock-providers/walley/walley-checkout-loader.js)', () => {
  const EVENTS = [
    'walleyCheckoutCustomerUpdated',
    'walleyCheckoutLocked',
    'walleyCheckoutUnlocked',
    'walleyCheckoutResumed',
    'walleyCheckoutPurchaseCompleted',
    'walleyCheckoutShippingUpdated',
    'walleyCheckoutCrmUpdated',
    'walleyCheckoutOrderValidationFailed',
    'walleyCheckoutPaymentAborted',
  ];
  const heard: [string, unknown][] = [];
  const names = () => heard.map(([name]) => name);
  const detailOf = (name: string) => heard.find(([heardName]) => heardName === name)?.[1];
  let firstToken = '';

  beforeAll(() => {
    for (const name of EVENTS) {
      document.addEventListener(name, (event) => heard.push([name, (event as CustomEvent).detail]));
    }
  });
  beforeEach(() => {
    heard.length = 0;
  });

  async function mountWalley() {
    const opened = await openSession('WalleyCheckout');
    const root = place('<div id="walley-root"></div>').firstElementChild as HTMLElement;
    if (!host.walley) {
      await runScript('/mock-providers/walley/walley-checkout-loader.js', {
        'data-token': opened.publicToken,
        'data-lang': 'sv-SE',
        'data-container-id': 'walley-root',
      });
      firstToken = opened.publicToken;
    } else {
      host.walley.checkout!.api!.resume(opened.publicToken);
      await waitFor(() => expect(names()).toContain('walleyCheckoutResumed'));
    }
    const frame = await frameIn(root);
    heard.length = 0;
    return { ...opened, root, frame };
  }

  it('renders into #data-container-id, reads its tag, and fires its events on document', async () => {
    const { frame, publicToken, session } = await mountWalley();
    expect(firstToken).toBe(publicToken);
    expect(frame.iframe.title).toBe('Walley Checkout');
    expect(frame.doc.documentElement.lang).toBe('sv');
    expect(frame.labelOf('f-newsletter')).toBe('Jag vill ha nyhetsbrev');

    frame.fill(SHOPPER);
    await waitFor(() => expect(names()).toContain('walleyCheckoutShippingUpdated'));
    expect(detailOf('walleyCheckoutCustomerUpdated')).toEqual({
      email: 'greta.garbo@example.se',
      postalCode: '11122',
      countryCode: 'SE',
    });

    frame.input('f-newsletter').click();
    expect(detailOf('walleyCheckoutCrmUpdated')).toEqual({ newsletterSubscription: true });

    frame.pay();
    await waitFor(() => expect(names()).toContain('walleyCheckoutPurchaseCompleted'));
    expect(detailOf('walleyCheckoutPurchaseCompleted')).toEqual({ reference: session.order.reference });
  });

  it('suspend → Locked; resume → Unlocked, re-rendered lines, then Resumed; typing kept', async () => {
    const { frame, cartToken } = await mountWalley();
    frame.type('f-givenName', 'Greta');
    const api = host.walley!.checkout!.api!;
    api.suspend();
    expect(names()).toEqual(['walleyCheckoutLocked']);
    expect(frame.overlayVisible()).toBe(true);
    await addItem(cartToken, 'CAP-BLACK-ONE', 1);
    api.resume();
    expect(names()).toEqual(['walleyCheckoutLocked', 'walleyCheckoutUnlocked']);
    await waitFor(() => expect(names()).toContain('walleyCheckoutResumed'));
    expect(frame.text()).toContain('Baseball Cap');
    expect(frame.input('f-givenName').value).toBe('Greta');
  });

  it('renders again when the container is replaced, and renders another order on resume(token)', async () => {
    const { root, frame } = await mountWalley();
    frame.type('f-familyName', 'Garbo');
    const replacement = document.createElement('div');
    replacement.id = 'walley-root';
    root.replaceWith(replacement);
    const again = await frameIn(replacement);
    expect(again.input('f-familyName').value).toBe('Garbo');

    const other = await openSession('WalleyCheckout');
    host.walley!.checkout!.api!.resume(other.publicToken);
    await waitFor(() => expect(names()).toContain('walleyCheckoutResumed'));
    // The typing follows the shopper to the other order.
    await waitFor(async () =>
      expect((await viewOf('WalleyCheckout', other.publicToken)).billingAddress?.familyName).toBe('Garbo'),
    );
  });

  it('OrderValidationFailed { title, message } when the merchant check fails; PaymentAborted when declined', async () => {
    const { frame } = await mountWalley();
    frame.fill(SHOPPER);
    await stockOut();
    frame.pay();
    await waitFor(() => expect(names()).toContain('walleyCheckoutOrderValidationFailed'));
    expect(detailOf('walleyCheckoutOrderValidationFailed')).toEqual({
      title: 'Köpet kunde inte slutföras',
      message: expect.any(String),
    });
    await call('POST', '/__mock/stock', { body: { productVariantId: 'TEE-BLUE-M', available: 100 } });
    frame.type('f-email', 'declined@example.se');
    frame.pay();
    await waitFor(() => expect(names()).toContain('walleyCheckoutPaymentAborted'));
    expect(frame.doc.querySelector('[role="alert"]')!.textContent).toBe('Betalningen nekades.');
  });
});
