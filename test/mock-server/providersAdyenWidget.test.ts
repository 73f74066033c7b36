import { waitFor } from '@testing-library/dom';
import type {
  AdyenCheckoutInstance,
  AdyenConfiguration,
  AdyenDropin,
  AdyenError,
  AdyenPaymentResult,
} from '../../mock-server/providers/widgets/adyen';
import { addItem, GIFT_CARD, putGiftCard } from './checkoutHelpers';
import { call, withMockBackend } from './helpers';
import { axeViolations, frameIn, place, runScript, SHOPPER } from './providerWidgetKit';
import { customerBody, openSession, providerCall, stockOut, viewOf } from './providerSessions';

withMockBackend();

type Host = Window & {
  AdyenCheckout?: (configuration: AdyenConfiguration) => Promise<AdyenCheckoutInstance>;
};
const host = window as Host;

afterEach(() => {
  document.body.replaceChildren();
  // axeViolations copies a widget's document into the page.
  document.documentElement.removeAttribute('lang');
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
