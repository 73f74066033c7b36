import { waitFor } from '@testing-library/dom';
import type { ProviderSessionView } from '../../mock-server/providers/types';
import type {
  AdyenCheckoutInstance,
  AdyenConfiguration,
  AdyenDropin,
  AdyenError,
  AdyenPaymentResult,
} from '../../mock-server/providers/widgets/adyen';
import type {
  AvardaAddress,
  AvardaInstance,
  AvardaOptions,
} from '../../mock-server/providers/widgets/avarda';
import type { QliroOne } from '../../mock-server/providers/widgets/qliro';
import type { WalleyApi } from '../../mock-server/providers/widgets/walley';
import { addItem, GIFT_CARD, putGiftCard } from './checkoutHelpers';
import { call, withMockBackend } from './helpers';
import { axeViolations, frameIn, place, placeAndBoot, runScript, SHOPPER } from './providerWidgetKit';
import { customerBody, openSession, providerCall } from './providerSessions';

withMockBackend();

type Host = Window & {
  walley?: { checkout?: { api?: WalleyApi } };
  avardaCheckoutInit?: (options: AvardaOptions) => AvardaInstance;
  q1Ready?: (q1: QliroOne) => void;
  AdyenCheckout?: (configuration: AdyenConfiguration) => Promise<AdyenCheckoutInstance>;
};
const host = window as Host;

afterEach(() => {
  document.body.replaceChildren();
  // axeViolations copies a widget's document into the page.
  document.documentElement.removeAttribute('lang');
});

const stockOut = () =>
  call('POST', '/__mock/stock', { body: { productVariantId: 'TEE-BLUE-M', available: 0 } });
const viewOf = async (provider: Parameters<typeof providerCall>[1], token: string) =>
  (await providerCall<ProviderSessionView>('GET', provider, token)).body;

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

describe('Avarda Checkout look-alike (/mock-providers/avarda/avarda-checkout.js)', () => {
  beforeAll(() => runScript('/mock-providers/avarda/avarda-checkout.js'));

  async function initAvarda(extra: Partial<AvardaOptions> = {}) {
    const opened = await openSession('Avarda');
    const root = place('<div id="avarda-root"></div>').firstElementChild as HTMLElement;
    const calls: [string, unknown[]][] = [];
    const record =
      (name: string) =>
      (...args: unknown[]) =>
        calls.push([name, args]);
    const instance = host.avardaCheckoutInit!({
      purchaseJwt: opened.session.purchaseJwt!,
      rootElementId: 'avarda-root',
      redirectUrl: '/checkout/confirmation?provider=avarda',
      disableFocus: true,
      showB2Blink: true,
      emailNewsletterSubscription: 'checked',
      enableRememberMe: true,
      completedPurchaseCallback: record('completed'),
      deliveryAddressChangedCallback: record('delivery'),
      customerUpdatedCallback: record('customer'),
      sessionTimedOutCallback: record('timedOut'),
      ...extra,
    });
    const frame = await frameIn(root);
    return { ...opened, root, frame, instance, calls, names: () => calls.map(([name]) => name) };
  }

  it('renders the newsletter box checked, the remember-me switch and the B2B link', async () => {
    const { frame } = await initAvarda();
    expect(frame.iframe.title).toBe('Avarda Checkout');
    expect(frame.input('f-newsletter').checked).toBe(true);
    expect(frame.input('f-remember').getAttribute('role')).toBe('switch');
    expect(frame.labelOf('f-remember')).toBe('Kom ihåg mig');
    const b2b = [...frame.doc.querySelectorAll('button.link')].find((b) => b.textContent === 'Företagskund?');
    expect(b2b?.getAttribute('aria-expanded')).toBe('false');
    (b2b as HTMLButtonElement).click();
    expect(b2b?.getAttribute('aria-expanded')).toBe('true');
    expect(await axeViolations(frame)).toEqual([]);
  });

  it('calls customerUpdated and deliveryAddressChanged(address, instance), then waits for beforeSubmit', async () => {
    let submitted: unknown[] = [];
    const { frame, instance, calls, names, publicToken } = await initAvarda({
      beforeSubmitCallback: (...args: unknown[]) => {
        submitted = args;
      },
    });
    frame.fill(SHOPPER);
    await waitFor(() => expect(names()).toContain('delivery'));
    const [address, given] = calls.find(([name]) => name === 'delivery')![1] as [
      AvardaAddress,
      AvardaInstance,
    ];
    expect(address).toEqual({
      firstName: 'Greta',
      lastName: 'Garbo',
      address1: 'Storgatan 1',
      zip: '11122',
      city: 'Stockholm',
      country: 'SE',
    });
    expect(given).toBe(instance);
    expect(calls.find(([name]) => name === 'customer')![1][0]).toMatchObject({
      email: 'greta.garbo@example.se',
    });

    frame.pay();
    await waitFor(() => expect(submitted).toHaveLength(2));
    expect(submitted[0]).toMatchObject({
      email: 'greta.garbo@example.se',
      newsletter: true,
      rememberMe: false,
    });
    expect(frame.payButton().disabled).toBe(true);
    instance.beforeSubmitAbort();
    expect(frame.payButton().disabled).toBe(false);
    expect((await viewOf('Avarda', publicToken)).status).toBe('open');

    frame.pay();
    await waitFor(() => expect(submitted).toHaveLength(2));
    instance.beforeSubmitContinue();
    await waitFor(() => expect(names()).toContain('completed'));
    expect(calls.find(([name]) => name === 'completed')![1]).toEqual([instance]);
    expect((await viewOf('Avarda', publicToken)).status).toBe('completed');
  });

  it('refreshForm() shows the changed order and keeps the typing; unmount() removes the iframe', async () => {
    const { frame, instance, root, cartToken } = await initAvarda();
    frame.type('f-address', 'Drottninggatan 5');
    await addItem(cartToken, 'CAP-BLACK-ONE', 1);
    instance.refreshForm();
    await waitFor(() => expect(frame.text()).toContain('Baseball Cap'));
    expect(frame.input('f-address').value).toBe('Drottninggatan 5');
    instance.unmount();
    expect(root.querySelector('iframe')).toBeNull();
  });

  it('calls sessionTimedOutCallback for an unknown purchase (no order, so the page language: none → English)', async () => {
    const root = place('<div id="avarda-root"></div>').firstElementChild as HTMLElement;
    const timedOut = jest.fn();
    host.avardaCheckoutInit!({
      purchaseJwt: 'no-such-purchase',
      rootElementId: 'avarda-root',
      redirectUrl: '/',
      completedPurchaseCallback: () => undefined,
      deliveryAddressChangedCallback: () => undefined,
      sessionTimedOutCallback: timedOut,
    });
    await waitFor(() => expect(timedOut).toHaveBeenCalled());
    expect(root.querySelector('iframe')!.contentDocument!.body.textContent).toContain(
      'The session has expired',
    );
  });
});

describe('QliroOne look-alike (/mock-providers/qliro/bootstrap.js)', () => {
  let q1: QliroOne | undefined;
  const heard: [string, unknown[]][] = [];
  const names = () => heard.map(([name]) => name);
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      heard.push([name, args]);

  beforeEach(() => {
    heard.length = 0;
    q1 = undefined;
    // The page's q1Ready, called by the checkout once it has rendered.
    host.q1Ready = (given) => {
      q1 = given;
      given.onCheckoutLoaded(record('loaded'));
      given.onCustomerInfoChanged(record('customer'));
      given.onShippingMethodChanged(record('shippingMethod'));
      given.onShippingPriceChanged(record('shippingPrice'));
      given.onPaymentProcess(record('start'), record('end'));
      given.onPaymentDeclined(record('declined'));
      given.onCustomerDeauthenticating(record('deauthenticating'));
      given.onSessionExpired(record('expired'));
    };
  });
  afterEach(() => {
    delete host.q1Ready;
    delete (host as { q1?: unknown }).q1;
    delete (host as { qcoGlobal?: unknown }).qcoGlobal;
  });

  async function mountQliro() {
    const opened = await openSession('QliroOne');
    const placed = await placeAndBoot(opened.session.htmlSnippet!);
    const frame = await frameIn(placed.querySelector<HTMLElement>('#qliro-root')!);
    await waitFor(() => expect(q1).toBeDefined());
    return { ...opened, frame };
  }

  it('boots from qcoGlobal, calls q1Ready once rendered, and exposes only the documented q1', async () => {
    const { frame } = await mountQliro();
    expect(frame.iframe.title).toBe('QliroOne Checkout');
    expect(frame.doc.documentElement.lang).toBe('sv');
    await waitFor(() => expect(names()).toEqual(['loaded']));
    expect(Object.keys(q1!).sort()).toEqual([
      'lock',
      'onCheckoutLoaded',
      'onCustomerDeauthenticating',
      'onCustomerInfoChanged',
      'onOrderUpdated',
      'onPaymentDeclined',
      'onPaymentMethodChanged',
      'onPaymentProcess',
      'onSessionExpired',
      'onShippingMethodChanged',
      'onShippingPriceChanged',
      'unlock',
    ]);
    expect((host as { q1?: unknown }).q1).toBe(q1);
  });

  it('reports the customer, the shipping price and the payment process (no arguments) with their documented shapes', async () => {
    const { frame, publicToken } = await mountQliro();
    frame.fill(SHOPPER);
    await waitFor(() => expect(names()).toContain('shippingPrice'));
    expect(heard.find(([name]) => name === 'customer')![1]).toEqual([
      {
        email: 'greta.garbo@example.se',
        mobileNumber: '+46701234567',
        address: {
          firstName: 'Greta',
          lastName: 'Garbo',
          street: 'Storgatan 1',
          city: 'Stockholm',
          postalCode: '11122',
        },
      },
    ]);
    expect(heard.find(([name]) => name === 'shippingPrice')![1]).toEqual([
      expect.any(Number),
      expect.any(Number),
    ]);
    frame.pay();
    await waitFor(() => expect(names()).toContain('end'));
    expect(heard.find(([name]) => name === 'start')![1]).toEqual([]);
    expect(heard.find(([name]) => name === 'end')![1]).toEqual([]);
    expect((await viewOf('QliroOne', publicToken)).status).toBe('completed');
  });

  it('lock() holds the form; after the order changed, onOrderUpdated(cb) reads it and calls back with the new total; unlock() releases', async () => {
    const { frame, cartToken, publicToken } = await mountQliro();
    q1!.lock();
    expect(frame.overlayVisible()).toBe(true);
    await waitFor(async () => expect((await viewOf('QliroOne', publicToken)).locked).toBe(true));
    await addItem(cartToken, 'CAP-BLACK-ONE', 1);
    const orders: { totalPrice: number; orderItems: unknown[] }[] = [];
    q1!.onOrderUpdated((order) => orders.push(order));
    await waitFor(() => expect(orders).toHaveLength(1));
    const view = await viewOf('QliroOne', publicToken);
    // Major units, as Qliro sends amounts.
    expect(orders[0]!.totalPrice).toBe(view.totals.grandTotal / 100);
    expect(orders[0]!.orderItems).toHaveLength(2);
    expect(frame.text()).toContain('Baseball Cap');
    expect(frame.overlayVisible()).toBe(true);
    q1!.unlock();
    await waitFor(() => expect(frame.overlayVisible()).toBe(false));
  });

  it('onOrderUpdated does nothing unless locked first', async () => {
    await mountQliro();
    const orders: unknown[] = [];
    q1!.onOrderUpdated((order) => orders.push(order));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(orders).toEqual([]);
  });

  it('a failed merchant check and a risk decline are onPaymentDeclined(reason, message); "Inte du?" deauthenticates', async () => {
    const { frame, publicToken } = await mountQliro();
    frame.fill(SHOPPER);
    await stockOut();
    frame.pay();
    await waitFor(() => expect(names()).toContain('declined'));
    expect(heard.find(([name]) => name === 'declined')![1]).toEqual([
      'MerchantValidationFailed',
      expect.any(String),
    ]);

    heard.length = 0;
    await call('POST', '/__mock/stock', { body: { productVariantId: 'TEE-BLUE-M', available: 100 } });
    frame.type('f-email', 'declined@example.se');
    frame.pay();
    await waitFor(() => expect(names()).toContain('declined'));
    expect(heard.find(([name]) => name === 'declined')![1]).toEqual(['Declined', 'Payment declined']);

    const notYou = frame.doc.querySelector('button.link') as HTMLButtonElement;
    expect(notYou.textContent).toBe('Inte du?');
    notYou.click();
    expect(names()).toContain('deauthenticating');
    expect(frame.input('f-email').value).toBe('');
    await waitFor(async () => expect((await viewOf('QliroOne', publicToken)).billingAddress?.email).toBe(''));
  });

  it('onSessionExpired when the order is no longer known', async () => {
    const { session } = await mountQliro();
    document.body.replaceChildren();
    await placeAndBoot(session.htmlSnippet!.replace(/Bearer [^"]+/, 'Bearer no-such-token'));
    await waitFor(() => expect(names()).toContain('expired'));
  });
});

describe('Adyen Drop-in look-alike (/mock-providers/adyen/adyen.js)', () => {
  beforeAll(() => runScript('/mock-providers/adyen/adyen.js'));

  async function mountAdyen(locale = 'en-US', { giftCard = false } = {}) {
    const opened = await openSession('Adyen');
    if (giftCard) {
      // The 500 SEK card pays the whole tee: the order the Drop-in loads has nothing left to pay.
      await putGiftCard(opened.checkoutToken, GIFT_CARD.code, GIFT_CARD.pin);
      await call('POST', '/shopper-adyen/checkouts/sync', { token: opened.checkoutToken });
    }
    const completed: AdyenPaymentResult[] = [];
    const errors: AdyenError[] = [];
    const checkout = await host.AdyenCheckout!({
      environment: 'test',
      clientKey: 'test_mock_client_key',
      locale,
      countryCode: 'SE',
      session: opened.session.adyenSession!,
      onPaymentCompleted: (result) => completed.push(result),
      onError: (error) => errors.push(error),
    });
    place('<div id="dropin"></div>');
    const dropin: AdyenDropin = checkout.create('dropin').mount('#dropin');
    const frame = await frameIn(document.getElementById('dropin')!);
    return { ...opened, checkout, dropin, frame, completed, errors };
  }

  const payCard = (frame: Awaited<ReturnType<typeof mountAdyen>>['frame'], card: Record<string, string>) => {
    frame.fill({
      'card-number': card.number ?? '4111 1111 1111 1111',
      'card-expiry': card.expiry ?? '03/30',
      'card-cvc': card.cvc ?? '737',
      'card-holderName': 'Greta Garbo',
    });
    frame.pay();
  };

  it('shows the shopper fields above the card, in the locale, with "Pay" and the amount', async () => {
    const { frame, session } = await mountAdyen('en-US');
    expect(frame.iframe.title).toBe('Adyen Drop-in');
    expect(frame.doc.documentElement.lang).toBe('en');
    expect(frame.labelOf('f-email')).toBe('Email address');
    expect(frame.labelOf('card-number')).toBe('Card number');
    expect(frame.labelOf('card-expiry')).toBe('Expiry date (MM/YY)');
    expect([...frame.doc.querySelectorAll('legend')].map((legend) => legend.textContent)).toEqual([
      'Your details',
      'Card',
    ]);
    const amount = new Intl.NumberFormat('en', { style: 'currency', currency: 'SEK' }).format(
      session.order.totalAmount / 100,
    );
    expect(frame.payButton().textContent).toBe(`Pay ${amount}`);
    expect(await axeViolations(frame)).toEqual([]);
  });

  it('asks for no card when gift cards paid it all: "Complete purchase" completes the order without a challenge', async () => {
    const { frame, completed, session, publicToken } = await mountAdyen('en-US', { giftCard: true });
    const cardFields = [...frame.doc.querySelectorAll('fieldset')].find(
      (fieldset) => fieldset.querySelector('legend')?.textContent === 'Card',
    )!;
    expect(cardFields.hidden).toBe(true);
    expect(frame.payButton().textContent).toBe('Complete purchase');
    frame.fill(SHOPPER);
    frame.pay();
    await waitFor(() =>
      expect(completed).toEqual([{ resultCode: 'Authorised', reference: session.order.reference }]),
    );
    expect(frame.doc.getElementById('challenge-code')).toBeNull();
    expect((await viewOf('Adyen', publicToken)).status).toBe('completed');
  });

  it('passes axe in the 3-D Secure challenge step', async () => {
    const { frame } = await mountAdyen('sv-SE');
    frame.fill(SHOPPER);
    payCard(frame, {});
    await waitFor(() => frame.input('challenge-code'));
    expect(await axeViolations(frame)).toEqual([]);
  });

  it('a refused card: onPaymentCompleted Refused, an error in the widget, the form usable again; then the challenge', async () => {
    const { frame, completed, session, publicToken } = await mountAdyen('sv-SE');
    frame.fill(SHOPPER);
    payCard(frame, { cvc: '123' });
    await waitFor(() => expect(completed).toEqual([{ resultCode: 'Refused', refusalReason: 'Refused' }]));
    expect(frame.doc.querySelector('[role="alert"]')!.textContent).toContain('Betalningen avvisades');
    expect(frame.payButton().disabled).toBe(false);

    payCard(frame, {});
    const code = await waitFor(() => frame.input('challenge-code'));
    expect(frame.labelOf('challenge-code')).toBe('Ange engångskoden 1234');
    expect(frame.doc.activeElement).toBe(code);
    code.value = '9999';
    (frame.doc.querySelector('.challenge button') as HTMLButtonElement).click();
    await waitFor(() => expect(completed).toHaveLength(2));
    expect(completed[1]).toEqual({ resultCode: 'Refused', refusalReason: '3DS challenge failed' });
    expect(frame.doc.querySelector('.challenge')).toBeNull();

    payCard(frame, {});
    const again = await waitFor(() => frame.input('challenge-code'));
    again.value = '1234';
    (frame.doc.querySelector('.challenge button') as HTMLButtonElement).click();
    await waitFor(() => expect(completed).toHaveLength(3));
    expect(completed[2]).toEqual({ resultCode: 'Authorised', reference: session.order.reference });
    expect((await viewOf('Adyen', publicToken)).status).toBe('completed');
    expect(frame.text()).toContain('Betalningen är genomförd.');
  });

  it("setStatus('loading') suspends, update() shows the new order, setStatus('ready') resumes", async () => {
    const { frame, dropin, checkout, cartToken, publicToken, session } = await mountAdyen();
    frame.type('f-givenName', 'Greta');
    dropin.setStatus('loading');
    expect(frame.overlayVisible()).toBe(true);
    expect(frame.doc.querySelector('.overlay')!.textContent).toBe('Updating…');
    await addItem(cartToken, 'CAP-BLACK-ONE', 1);
    await checkout.update({ session: session.adyenSession });
    expect(frame.text()).toContain('Baseball Cap');
    dropin.setStatus('ready');
    await waitFor(async () => expect((await viewOf('Adyen', publicToken)).locked).toBe(false));
    expect(frame.overlayVisible()).toBe(false);
    expect(frame.input('f-givenName').value).toBe('Greta');
    dropin.setStatus('error', { message: 'Oops' });
    expect(frame.doc.querySelector('[role="alert"]')!.textContent).toBe('Oops');
  });

  it("onError({ name: 'ValidationFailed' }) when the merchant check fails after the challenge", async () => {
    const { frame, errors, publicToken } = await mountAdyen();
    await providerCall('POST', 'Adyen', publicToken, '/customer', customerBody());
    frame.fill(SHOPPER);
    payCard(frame, {});
    const code = await waitFor(() => frame.input('challenge-code'));
    await stockOut();
    code.value = '1234';
    (frame.doc.querySelector('.challenge button') as HTMLButtonElement).click();
    await waitFor(() => expect(errors).toEqual([{ name: 'ValidationFailed', message: expect.any(String) }]));
  });

  it('rejects (and calls onError) for an unknown session', async () => {
    const onError = jest.fn();
    await expect(
      host.AdyenCheckout!({ session: { id: 'no-such-session', sessionData: '' }, onError }),
    ).rejects.toMatchObject({ name: 'SessionExpired' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'SessionExpired' }), undefined);
  });
});
