/**
 * @jest-environment-options {"customExportConditions": [""], "resources": "usable"}
 */
import { waitFor } from '@testing-library/dom';
import type { WalleyApi } from '../../mock-server/providers/walley/widget';
import { addItem } from './checkoutHelpers';
import { call, withMockBackend } from './helpers';
import { frameIn, place, runScript, SHOPPER } from './providerWidgetKit';
import { openSession, stockOut, viewOf } from './providerSessions';

withMockBackend();

type Host = Window & { walley?: { checkout?: { api?: WalleyApi } } };
const host = window as Host;

afterEach(() => {
  document.body.replaceChildren();
  delete host.walley;
});

/** Every event Walley documents ("Client events"). */
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
  'walleyCheckoutExpired',
];
const heard: CustomEvent[] = [];
const names = () => heard.map((event) => event.type);

beforeAll(() => {
  for (const name of EVENTS) document.addEventListener(name, (event) => heard.push(event as CustomEvent));
});
beforeEach(() => {
  heard.length = 0;
});

const api = () => host.walley!.checkout!.api!;

/** The page writes the loader's tag for a checkout, as Walley documents it; its container is `#{id}`. */
async function loadWalley(token: string, id = 'walley-root') {
  const root = place(`<div id="${id}"></div>`).firstElementChild as HTMLElement;
  await runScript('/mock-providers/walley/walley-checkout-loader.js', {
    'data-token': token,
    'data-lang': 'sv-SE',
    'data-container-id': id,
  });
  return { root, frame: await frameIn(root) };
}

async function mountWalley() {
  const opened = await openSession('WalleyCheckout');
  const { root, frame } = await loadWalley(opened.publicToken);
  heard.length = 0;
  return { ...opened, root, frame };
}

describe('Walley Checkout look-alike (/mock-providers/walley/walley-checkout-loader.js)', () => {
  it('renders its tag’s token into data-container-id, in data-lang, and offers only suspend and resume', async () => {
    const { frame } = await mountWalley();
    expect(frame.iframe.title).toBe('Walley Checkout');
    expect(frame.doc.documentElement.lang).toBe('sv');
    expect(Object.keys(host.walley!)).toEqual(['checkout']);
    expect(Object.keys(host.walley!.checkout!)).toEqual(['api']);
    expect(Object.keys(api()).sort()).toEqual(['resume', 'suspend']);
  });

  it('fires its events on document with no data, not bubbling and not cancelable', async () => {
    const { frame, session, publicToken } = await mountWalley();
    frame.fill(SHOPPER);
    await waitFor(() => expect(names()).toContain('walleyCheckoutShippingUpdated'));
    expect(names()).toContain('walleyCheckoutCustomerUpdated');
    frame.input('f-newsletter').click();
    await waitFor(() => expect(names()).toContain('walleyCheckoutCrmUpdated'));
    frame.pay();
    await waitFor(() => expect(names()).toContain('walleyCheckoutPurchaseCompleted'));
    // Locked while the purchase is processed, unlocked after it.
    const order = names().filter((name) => /Locked|Unlocked|PurchaseCompleted/.test(name));
    expect(order).toEqual([
      'walleyCheckoutLocked',
      'walleyCheckoutUnlocked',
      'walleyCheckoutPurchaseCompleted',
    ]);
    for (const event of heard) {
      expect(event.detail).toBeNull();
      expect(event.bubbles).toBe(false);
      expect(event.cancelable).toBe(false);
    }
    expect((await viewOf('WalleyCheckout', publicToken)).reference).toBe(session.order.reference);
  });

  it('suspend(token) holds that checkout; resume(token) reads the order again, keeps the typing, then Resumed', async () => {
    const { frame, cartToken, publicToken } = await mountWalley();
    frame.type('f-givenName', 'Greta');
    api().suspend(publicToken);
    await waitFor(() => expect(frame.overlayVisible()).toBe(true));
    expect(names()).toEqual([]);
    await addItem(cartToken, 'CAP-BLACK-ONE', 1);
    api().resume(publicToken);
    await waitFor(() => expect(names()).toEqual(['walleyCheckoutResumed']));
    expect(frame.text()).toContain('Baseball Cap');
    expect(frame.overlayVisible()).toBe(false);
    expect(frame.input('f-givenName').value).toBe('Greta');
  });

  it('a loader tag for another token renders that checkout; without a token the API acts on every checkout, with one only on its own', async () => {
    const first = await mountWalley();
    const other = await openSession('WalleyCheckout');
    const second = await loadWalley(other.publicToken, 'walley-other');
    expect(second.frame.iframe).not.toBe(first.frame.iframe);
    api().suspend(other.publicToken);
    await waitFor(() => expect(second.frame.overlayVisible()).toBe(true));
    expect(first.frame.overlayVisible()).toBe(false);
    api().suspend();
    await waitFor(() => expect(first.frame.overlayVisible()).toBe(true));
    api().resume();
    await waitFor(() => expect(first.frame.overlayVisible()).toBe(false));
    await waitFor(() => expect(second.frame.overlayVisible()).toBe(false));
  });

  it('OrderValidationFailed when the merchant check fails; PaymentAborted when declined; Expired for a token Walley no longer knows', async () => {
    const { frame } = await mountWalley();
    frame.fill(SHOPPER);
    await stockOut();
    frame.pay();
    await waitFor(() => expect(names()).toContain('walleyCheckoutOrderValidationFailed'));
    await call('POST', '/__mock/stock', { body: { productVariantId: 'TEE-BLUE-M', available: 100 } });
    frame.type('f-email', 'declined@example.se');
    frame.pay();
    await waitFor(() => expect(names()).toContain('walleyCheckoutPaymentAborted'));
    expect(frame.doc.querySelector('[role="alert"]')!.textContent).toBe('Betalningen nekades.');

    heard.length = 0;
    const root = place('<div id="walley-gone"></div>').firstElementChild as HTMLElement;
    await runScript('/mock-providers/walley/walley-checkout-loader.js', {
      'data-token': 'no-such-token',
      'data-container-id': 'walley-gone',
    });
    expect(root.querySelector('iframe')).not.toBeNull();
    await waitFor(() => expect(names()).toEqual(['walleyCheckoutExpired']));
  });
});
