/**
 * @jest-environment-options {"customExportConditions": [""], "resources": "usable"}
 */
import { waitFor } from '@testing-library/dom';
import type {
  AdyenCheckout,
  AdyenCheckoutError,
  Core,
  CoreConfiguration,
  Dropin,
  PaymentCompletedData,
  PaymentFailedData,
} from '@adyen/adyen-web';
import type { PaymentSession } from '../../src/api/types';
import { addItem, GIFT_CARD, openProviderOrder, putGiftCard } from './checkoutHelpers';
import { call, ORIGIN, withMockBackend } from './helpers';
import { mockProviderOrigin } from '../../shared/mockProviderOrigin';
import {
  axeViolations,
  axeViolationsOfDocument,
  frameIn,
  place,
  runScript,
  SHOPPER,
  type Frame,
} from './providerWidgetKit';
import { recordFormSubmits, answerChallengeOnPage, challengeOnPage, issuerPage } from './threeDSOnPage';
import { customerBody, openSession, providerCall, stockOut, viewOf } from './providerSessions';

// The Drop-in look-alike driven only through Adyen Web 6's documented API, typed by the published
// package: window.AdyenWeb's AdyenCheckout and Dropin, the checkout's update(), the Drop-in's
// mount/setStatus/unmount and the configuration's callbacks.

withMockBackend();
recordFormSubmits();

interface AdyenWeb {
  AdyenCheckout: typeof AdyenCheckout;
  Dropin: typeof Dropin;
}
const adyenWeb = () => (window as unknown as { AdyenWeb: AdyenWeb }).AdyenWeb;

/** Adyen Web 6's Core and Drop-in methods (docs.adyen.com; the package's index.d.ts). */
const CORE_METHODS = ['createFromAction', 'remove', 'submitDetails', 'update'];
const DROPIN_METHODS = [
  'closeActivePaymentMethod',
  'handleAction',
  'mount',
  'remove',
  'setStatus',
  'submit',
  'unmount',
];

function methodsOf(object: object): string[] {
  const names = new Set<string>();
  for (
    let level: object | null = object;
    level && level !== Object.prototype;
    level = Object.getPrototypeOf(level)
  ) {
    for (const name of Object.getOwnPropertyNames(level)) {
      if (name !== 'constructor' && typeof (object as Record<string, unknown>)[name] === 'function')
        names.add(name);
    }
  }
  return [...names].sort();
}

let addedGlobals: string[] = [];

afterEach(() => {
  jest.restoreAllMocks();
  document.body.replaceChildren();
  // axeViolations copies a widget's document into the page.
  document.documentElement.removeAttribute('lang');
});

interface Callbacks {
  completed: PaymentCompletedData[];
  failed: (PaymentFailedData | undefined)[];
  errors: AdyenCheckoutError[];
}

function callbacks(): Callbacks &
  Pick<CoreConfiguration, 'onPaymentCompleted' | 'onPaymentFailed' | 'onError'> {
  const completed: PaymentCompletedData[] = [];
  const failed: (PaymentFailedData | undefined)[] = [];
  const errors: AdyenCheckoutError[] = [];
  return {
    completed,
    failed,
    errors,
    onPaymentCompleted: (data) => completed.push(data),
    onPaymentFailed: (data) => failed.push(data),
    onError: (error) => errors.push(error),
  };
}

/** The calls the Drop-in makes to Adyen's session endpoints: path, query and JSON body. */
function adyenCalls() {
  const spy = jest.spyOn(window, 'fetch');
  return () =>
    spy.mock.calls
      .map(([input, init]) => ({ url: new URL(input instanceof Request ? input.url : String(input)), init }))
      .filter(({ url }) => url.pathname.includes('/checkoutshopper/'))
      .map(({ url, init }) => ({ url, body: JSON.parse(String(init?.body ?? '{}')) }))
      .map(({ url, body }) => ({ path: url.pathname, clientKey: url.searchParams.get('clientKey'), body }));
}

describe('Adyen Web 6 Drop-in look-alike (/mock-providers/adyen/adyen.js)', () => {
  beforeAll(async () => {
    const before = new Set(Object.getOwnPropertyNames(window));
    await runScript('/mock-providers/adyen/adyen.js');
    addedGlobals = Object.getOwnPropertyNames(window).filter((name) => !before.has(name));
  });

  async function startAdyen(
    session: PaymentSession,
    { locale = 'en-US', holderName = true, extra = {} as Partial<CoreConfiguration> } = {},
  ) {
    const heard = callbacks();
    const { AdyenCheckout, Dropin } = adyenWeb();
    const checkout = await AdyenCheckout({
      environment: 'test',
      clientKey: 'test_mock_client_key',
      locale,
      countryCode: 'SE',
      session: session.adyenSession!,
      onPaymentCompleted: heard.onPaymentCompleted,
      onPaymentFailed: heard.onPaymentFailed,
      onError: heard.onError,
      ...extra,
    });
    place('<div id="dropin"></div>');
    const dropin = new Dropin(checkout, {
      paymentMethodsConfiguration: { card: { hasHolderName: holderName, holderNameRequired: holderName } },
    }).mount('#dropin');
    const frame = await frameIn(document.getElementById('dropin')!);
    return { checkout, dropin, frame, ...heard };
  }

  async function mountAdyen(locale = 'en-US', { giftCard = false, holderName = true } = {}) {
    const opened = await openSession('Adyen');
    if (giftCard) {
      // The 500 SEK card pays the whole tee: the order the Drop-in loads has nothing left to pay.
      await putGiftCard(opened.checkoutToken, GIFT_CARD.code, GIFT_CARD.pin);
      const synced = await call<PaymentSession>('POST', '/shopper-adyen/checkouts/sync', {
        token: opened.checkoutToken,
      });
      opened.session = synced.body;
    }
    return { ...opened, ...(await startAdyen(opened.session, { locale, holderName })) };
  }

  const payCard = (frame: Frame, card: Record<string, string> = {}) => {
    frame.fill({
      'card-number': card.number ?? '4111 1111 1111 1111',
      'card-expiry': card.expiry ?? '03/30',
      'card-cvc': card.cvc ?? '737',
      ...(frame.doc.getElementById('card-holderName') ? { 'card-holderName': 'Greta Garbo' } : {}),
    });
    frame.pay();
  };

  const dropinRoot = () => document.getElementById('dropin')!;
  const answerChallenge = (code: string) => answerChallengeOnPage(dropinRoot(), code);

  /** The documented sessions result, and nothing else: no reference, no refusal reason. */
  const sessionsResult = (resultCode: string) => ({
    resultCode,
    sessionData: expect.any(String),
    sessionResult: expect.any(String),
  });

  it('defines window.AdyenWeb = { AdyenCheckout, Dropin } and no other global', () => {
    expect(addedGlobals).toEqual(['AdyenWeb']);
    expect(Object.keys(adyenWeb())).toEqual(['AdyenCheckout', 'Dropin']);
    expect((window as unknown as Record<string, unknown>).AdyenCheckout).toBeUndefined();
  });

  it('the checkout and the Drop-in offer only documented methods, and no own properties', async () => {
    const { checkout, dropin } = await mountAdyen();
    expect(CORE_METHODS).toEqual(expect.arrayContaining(methodsOf(checkout)));
    expect(methodsOf(checkout)).toContain('update');
    expect(DROPIN_METHODS).toEqual(expect.arrayContaining(methodsOf(dropin)));
    expect(methodsOf(dropin)).toEqual(expect.arrayContaining(['mount', 'setStatus', 'unmount']));
    expect(Object.keys(dropin)).toEqual([]);
  });

  it('loads a wallet’s script from the wallet’s own host once the Drop-in mounts, as Adyen Web loads Google Pay’s', async () => {
    const walletTags = () =>
      Array.from(document.scripts).filter((tag) => tag.src.endsWith('/mock-providers/wallet/pay.js'));
    await startAdyen(await openSession('Adyen').then((opened) => opened.session));
    await waitFor(() => expect((window as unknown as { mockWallet?: object }).mockWallet).toBeDefined());
    expect(walletTags().map((tag) => tag.src)).toEqual([
      mockProviderOrigin(ORIGIN, 'wallet') + '/mock-providers/wallet/pay.js',
    ]);
    // A second Drop-in on the page does not load it again.
    await startAdyen(await openSession('Adyen').then((opened) => opened.session));
    expect(walletTags()).toHaveLength(1);
  });

  it('sets the session up with POST …/sessions/{id}/setup?clientKey=… and the merchant’s sessionData', async () => {
    const calls = adyenCalls();
    const opened = await openSession('Adyen');
    await startAdyen(opened.session);
    const { id, sessionData } = opened.session.adyenSession!;
    expect(calls()).toEqual([
      {
        path: `/mock-providers/adyen/checkoutshopper/v1/sessions/${id}/setup`,
        clientKey: 'test_mock_client_key',
        body: { sessionData, browserInfo: expect.any(Object) },
      },
    ]);
  });

  it('shows the shopper fields above the card, in the locale, with "Pay" and the amount', async () => {
    const { frame, session } = await mountAdyen('en-US');
    expect(frame.iframe.title).toBe('Adyen Drop-in');
    expect(frame.doc.documentElement.lang).toBe('en');
    expect(frame.labelOf('f-email')).toBe('Email address');
    expect(frame.labelOf('card-number')).toBe('Card number');
    expect(frame.labelOf('card-expiry')).toBe('Expiry date (MM/YY)');
    expect(frame.labelOf('card-holderName')).toBe('Name on card');
    expect([...frame.doc.querySelectorAll('legend')].map((legend) => legend.textContent)).toEqual([
      'Your details',
      'Payment method',
      'Card',
    ]);
    const amount = new Intl.NumberFormat('en', { style: 'currency', currency: 'SEK' }).format(
      session.order.totalAmount / 100,
    );
    expect(frame.payButton().textContent).toBe(`Pay ${amount}`);
    expect(await axeViolations(frame)).toEqual([]);
  });

  it("asks for no holder name unless the card configuration's hasHolderName says so (Adyen's default)", async () => {
    const { frame } = await mountAdyen('en-US', { holderName: false });
    expect(frame.doc.getElementById('card-number')).not.toBeNull();
    expect(frame.doc.getElementById('card-holderName')).toBeNull();
  });

  it('pays with the test card through …/payments and, after the challenge, …/paymentDetails, each with the latest sessionData; onPaymentCompleted gets { resultCode, sessionData, sessionResult } only', async () => {
    const { frame, completed, failed, errors, publicToken } = await mountAdyen('sv-SE');
    const calls = adyenCalls();
    frame.fill(SHOPPER);
    payCard(frame);
    await answerChallenge('1234');
    await waitFor(() => expect(completed).toHaveLength(1));
    expect(completed[0]).toEqual(sessionsResult('Authorised'));
    expect(Object.keys(completed[0]!).sort()).toEqual(['resultCode', 'sessionData', 'sessionResult']);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    expect((await viewOf('Adyen', publicToken)).status).toBe('completed');
    expect(frame.text()).toContain('Betalningen är genomförd.');

    const [payments, details] = calls();
    expect(payments).toMatchObject({
      path: expect.stringMatching(/\/checkoutshopper\/v1\/sessions\/[^/]+\/payments$/),
      clientKey: 'test_mock_client_key',
      body: {
        sessionData: expect.any(String),
        paymentMethod: {
          type: 'scheme',
          encryptedCardNumber: 'test_4111111111111111',
          encryptedExpiryMonth: 'test_03',
          encryptedExpiryYear: 'test_2030',
          encryptedSecurityCode: 'test_737',
          holderName: 'Greta Garbo',
        },
      },
    });
    expect(details).toMatchObject({
      path: expect.stringMatching(/\/paymentDetails$/),
      clientKey: 'test_mock_client_key',
      body: { sessionData: expect.any(String), details: { threeDSResult: expect.any(String) } },
    });
    // Each call carries the sessionData the one before it answered.
    expect(details!.body.sessionData).not.toBe(payments!.body.sessionData);
  });

  it('a refused card and a failed challenge go to onPaymentFailed as Refused; the form stays usable and the next try completes', async () => {
    const { frame, completed, failed, errors, publicToken } = await mountAdyen('sv-SE');
    frame.fill(SHOPPER);
    payCard(frame, { cvc: '123' });
    await waitFor(() => expect(failed).toEqual([sessionsResult('Refused')]));
    expect(Object.keys(failed[0]!).sort()).toEqual(['resultCode', 'sessionData', 'sessionResult']);
    expect(frame.doc.querySelector('[role="alert"]')!.textContent).toContain('Betalningen avvisades');
    expect(frame.payButton().disabled).toBe(false);

    payCard(frame);
    const { frame: challengeFrame } = await challengeOnPage(dropinRoot());
    expect(challengeFrame.title).toBe('Verifiering hos din bank (3-D Secure)');
    const issuer = await issuerPage(dropinRoot());
    expect(issuer.doc.querySelector('label[for="code"]')!.textContent).toBe('Ange engångskoden 1234');
    await answerChallenge('9999');
    await waitFor(() => expect(failed).toHaveLength(2));
    expect(failed[1]).toEqual(sessionsResult('Refused'));
    expect(dropinRoot().querySelector('.adyen-checkout__threeds2__challenge')).toBeNull();
    expect(frame.doc.querySelector('[role="alert"]')!.textContent).toContain('Verifieringen misslyckades');

    payCard(frame);
    await answerChallenge('1234');
    await waitFor(() => expect(completed).toEqual([sessionsResult('Authorised')]));
    expect(errors).toEqual([]);
    expect((await viewOf('Adyen', publicToken)).status).toBe('completed');
  });

  it('the merchant check refusing after the challenge (stock ran out) is a Refused result, as Adyen reports any payment it did not authorise', async () => {
    const { frame, completed, failed, errors, publicToken } = await mountAdyen();
    await providerCall('POST', 'Adyen', publicToken, '/customer', customerBody());
    frame.fill(SHOPPER);
    payCard(frame);
    await challengeOnPage(dropinRoot());
    await stockOut();
    await answerChallenge('1234');
    await waitFor(() => expect(failed).toEqual([sessionsResult('Refused')]));
    expect(completed).toEqual([]);
    expect(errors).toEqual([]);
    expect((await viewOf('Adyen', publicToken)).status).toBe('open');
  });

  it('a declined@ shopper is refused at once, without a challenge', async () => {
    const { frame, failed } = await mountAdyen();
    frame.fill({ ...SHOPPER, 'f-email': 'declined@example.se' });
    payCard(frame);
    await waitFor(() => expect(failed).toEqual([sessionsResult('Refused')]));
    expect(dropinRoot().querySelector('.adyen-checkout__threeds2__challenge')).toBeNull();
  });

  it('offers Trustly beside the card, as setup lists it: chosen, the card fields go, …/payments gets { type: "trustly" } and the page goes to Trustly’s page after beforeRedirect', async () => {
    const redirects: { url: string; method: string }[] = [];
    const opened = await openSession('Adyen');
    const { frame, completed, failed, errors } = await startAdyen(opened.session, {
      locale: 'sv-SE',
      extra: {
        // Adyen Web's hook before it leaves the page; not resolving keeps the test's page where it is.
        beforeRedirect: (_resolve, _reject, action) =>
          redirects.push(action as { url: string; method: string }),
      },
    });
    const calls = adyenCalls();
    const methods = [...frame.doc.querySelectorAll<HTMLInputElement>('input[name="method"]')];
    expect(methods.map((radio) => [frame.labelOf(radio.id), radio.checked])).toEqual([
      ['Kort', true],
      ['Trustly', false],
    ]);
    frame.fill(SHOPPER);
    methods[1]!.click();
    const cardFields = [...frame.doc.querySelectorAll('fieldset')].find(
      (fieldset) => fieldset.querySelector('legend')?.textContent === 'Kort',
    )!;
    expect(cardFields.hidden).toBe(true);
    frame.pay();
    await waitFor(() => expect(redirects).toHaveLength(1));
    const bank = new URL(redirects[0]!.url);
    expect(redirects[0]!.method).toBe('GET');
    expect(bank.origin).toBe(mockProviderOrigin(ORIGIN, 'bank'));
    expect(bank.pathname).toBe('/mock-providers/bank/pay');
    expect(calls().at(-1)).toMatchObject({
      path: expect.stringMatching(/\/payments$/),
      body: { sessionData: expect.any(String), paymentMethod: { type: 'trustly' } },
    });
    expect(frame.text()).toContain('Du skickas vidare till Trustly…');
    expect(frame.payButton().disabled).toBe(true);
    expect([completed, failed, errors]).toEqual([[], [], []]);
    expect((await viewOf('Adyen', opened.publicToken)).status).toBe('open');
  });

  it('a declined@ shopper paying with Trustly is refused before any redirect; the form says so and stays usable', async () => {
    const redirects: unknown[] = [];
    const opened = await openSession('Adyen');
    const { frame, failed } = await startAdyen(opened.session, {
      locale: 'sv-SE',
      extra: { beforeRedirect: (_resolve, _reject, action) => redirects.push(action) },
    });
    frame.fill({ ...SHOPPER, 'f-email': 'declined@example.se' });
    frame.doc.querySelector<HTMLInputElement>('input[name="method"][value="trustly"]')!.click();
    frame.pay();
    await waitFor(() => expect(failed).toEqual([sessionsResult('Refused')]));
    expect(redirects).toEqual([]);
    expect(frame.doc.querySelector('[role="alert"]')!.textContent).toContain(
      'Välj ett annat betalsätt eller försök igen',
    );
    expect(frame.payButton().disabled).toBe(false);
  });

  it('asks for no card when gift cards paid it all: "Complete purchase" completes the order without a challenge', async () => {
    const { frame, completed, publicToken } = await mountAdyen('en-US', { giftCard: true });
    const cardFields = [...frame.doc.querySelectorAll('fieldset')].find(
      (fieldset) => fieldset.querySelector('legend')?.textContent === 'Card',
    )!;
    expect(cardFields.hidden).toBe(true);
    expect(frame.payButton().textContent).toBe('Complete purchase');
    frame.fill(SHOPPER);
    frame.pay();
    await waitFor(() => expect(completed).toEqual([sessionsResult('Authorised')]));
    expect(dropinRoot().querySelector('.adyen-checkout__threeds2__challenge')).toBeNull();
    expect((await viewOf('Adyen', publicToken)).status).toBe('completed');
  });

  it('puts the 3-D Secure challenge on the page in a titled frame, posting the request to the issuer, and passes axe', async () => {
    const { frame } = await mountAdyen('sv-SE');
    frame.fill(SHOPPER);
    payCard(frame);
    const challenge = await challengeOnPage(dropinRoot());
    expect(challenge.form.method).toBe('post');
    expect(challenge.form.target).toBe(challenge.frame.name);
    expect(new URL(challenge.form.action).origin).toBe(mockProviderOrigin(ORIGIN, 'issuer'));
    // The issuer's page: a labelled code field in the page's language.
    const issuer = await issuerPage(dropinRoot());
    expect(issuer.status).toBe(200);
    expect(issuer.doc.documentElement.lang).toBe('sv');
    expect(issuer.doc.getElementById('code')!.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await axeViolationsOfDocument(issuer.doc)).toEqual([]);
    // The page with both frames (this replaces the page's content: last).
    expect(await axeViolations(frame)).toEqual([]);
  });

  it('a notification from another origin, or for another challenge, is not taken for the issuer’s answer', async () => {
    const { frame, completed, failed, publicToken } = await mountAdyen('sv-SE');
    frame.fill(SHOPPER);
    payCard(frame);
    await challengeOnPage(dropinRoot());
    const claim = { type: 'threeDS2:challengeResult', transStatus: 'Y' };
    window.dispatchEvent(
      new MessageEvent('message', { data: { ...claim, threeDSServerTransID: 'x' }, origin: ORIGIN }),
    );
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { ...claim, threeDSServerTransID: 'another' },
        origin: mockProviderOrigin(ORIGIN, 'adyen'),
      }),
    );
    expect(dropinRoot().querySelector('.adyen-checkout__threeds2__challenge')).not.toBeNull();
    expect(completed).toEqual([]);
    expect(failed).toEqual([]);
    await answerChallenge('1234');
    await waitFor(() => expect(completed).toEqual([sessionsResult('Authorised')]));
    expect((await viewOf('Adyen', publicToken)).status).toBe('completed');
  });

  it('a failed payment call goes to onError as NETWORK_ERROR and then to onPaymentFailed with that error, as Adyen Web reports it', async () => {
    const { frame, failed, errors, publicToken } = await mountAdyen('sv-SE');
    frame.fill(SHOPPER);
    // The merchant holds the order behind the Drop-in's back: Adyen's server answers 409.
    await providerCall('POST', 'Adyen', publicToken, '/lock', { locked: true });
    payCard(frame);
    await waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toMatchObject({ name: 'NETWORK_ERROR', options: { code: '620' } });
    expect(errors[0]!.message).toMatch(/locked/);
    expect(failed).toEqual([errors[0]]);
    expect(frame.doc.querySelector('[role="alert"]')!.textContent).toBe(
      'Beställningen uppdateras. Försök igen om en stund.',
    );
  });

  it("setStatus('loading') holds the form, setStatus('ready') lets it go on, keeping what was typed; setStatus('error') shows the message", async () => {
    const { frame, dropin, publicToken } = await mountAdyen();
    frame.type('f-givenName', 'Greta');
    dropin.setStatus('loading');
    await waitFor(() => expect(frame.overlayVisible()).toBe(true));
    expect(frame.doc.querySelector('.overlay')!.textContent).toBe('Updating…');
    await waitFor(async () => expect((await viewOf('Adyen', publicToken)).locked).toBe(true));
    dropin.setStatus('ready');
    await waitFor(async () => expect((await viewOf('Adyen', publicToken)).locked).toBe(false));
    expect(frame.overlayVisible()).toBe(false);
    expect(frame.input('f-givenName').value).toBe('Greta');
    dropin.setStatus('error', { message: 'Oops' });
    await waitFor(() => expect(frame.doc.querySelector('[role="alert"]')?.textContent).toBe('Oops'));
  });

  it('update() sets up the session the checkout was made with again; a session passed to it is not taken (Adyen fixes the amount in its session)', async () => {
    const { checkout, cartToken, checkoutToken, session } = await mountAdyen();
    await addItem(cartToken, 'CAP-BLACK-ONE', 1);
    const next = (await openProviderOrder('Adyen', checkoutToken)).body.adyenSession!;
    expect(next.id).not.toBe(session.adyenSession!.id);
    const calls = adyenCalls();
    // Not in the published types either (update's props omit 'session').
    await (checkout.update as (props: object) => Promise<Core>)({ session: next });
    expect(calls().map(({ path }) => path)).toEqual([
      `/mock-providers/adyen/checkoutshopper/v1/sessions/${session.adyenSession!.id}/setup`,
    ]);
  });

  it('a new session (the merchant’s new total) is a new AdyenCheckout and Drop-in; what was typed stays, and it pays the new total', async () => {
    const first = await mountAdyen();
    first.frame.fill(SHOPPER);
    // The form sends what was typed to Adyen a moment after the typing stops (a debounced customer
    // update); it must have gone through before the merchant holds the form and renews the session.
    await waitFor(async () => {
      const saved = (await viewOf('Adyen', first.publicToken)).billingAddress;
      expect(saved?.givenName).toBe(SHOPPER['f-givenName']);
      expect(saved?.email).toBe(SHOPPER['f-email']);
    });
    first.dropin.setStatus('loading');
    await addItem(first.cartToken, 'CAP-BLACK-ONE', 1);
    const renewed = (await openProviderOrder('Adyen', first.checkoutToken)).body;
    first.dropin.unmount();
    document.body.replaceChildren();
    const second = await startAdyen(renewed);
    second.dropin.setStatus('ready');
    await waitFor(() => expect(second.frame.overlayVisible()).toBe(false));
    expect(second.frame.text()).toContain('Baseball Cap');
    expect(second.frame.input('f-givenName').value).toBe('Greta');
    payCard(second.frame);
    await answerChallenge('1234');
    await waitFor(() => expect(second.completed).toEqual([sessionsResult('Authorised')]));
    expect(first.completed).toEqual([]);
  });

  it('a session Adyen cannot set up rejects with an AdyenCheckoutError and calls onError with it', async () => {
    const onError = jest.fn();
    const attempt = adyenWeb().AdyenCheckout({
      environment: 'test',
      clientKey: 'test_mock_client_key',
      countryCode: 'SE',
      session: { id: 'CS100SEK.no-such-order', sessionData: 'e30=' },
      onError,
    });
    await expect(attempt).rejects.toMatchObject({ name: 'NETWORK_ERROR', message: 'session not found' });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(await attempt.catch((error: unknown) => error));
  });

  it('a configuration error rejects before any call, without onError', async () => {
    const calls = adyenCalls();
    const onError = jest.fn();
    const { session } = await openSession('Adyen');
    const { AdyenCheckout } = adyenWeb();
    await expect(
      AdyenCheckout({ clientKey: 'test_mock_client_key', session: { id: '' }, onError }),
    ).rejects.toMatchObject({ name: 'IMPLEMENTATION_ERROR', message: 'Invalid session' });
    await expect(AdyenCheckout({ session: session.adyenSession, onError })).rejects.toThrow(
      'No clientKey available',
    );
    await expect(
      AdyenCheckout({
        environment: 'live',
        clientKey: 'test_mock_client_key',
        session: session.adyenSession,
        onError,
      }),
    ).rejects.toMatchObject({ name: 'IMPLEMENTATION_ERROR' });
    expect(onError).not.toHaveBeenCalled();
    expect(calls()).toEqual([]);
  });
});
