import { waitFor } from '@testing-library/dom';
import type {
  AvardaAddress,
  AvardaInstance,
  AvardaOptions,
} from '../../mock-server/providers/widgets/avarda';
import { addItem } from './checkoutHelpers';
import { withMockBackend } from './helpers';
import { axeViolations, frameIn, place, runScript, SHOPPER } from './providerWidgetKit';
import { openSession, viewOf } from './providerSessions';

withMockBackend();

type Host = Window & {
  avardaCheckoutInit?: (options: AvardaOptions) => AvardaInstance;
};
const host = window as Host;

afterEach(() => {
  document.body.replaceChildren();
  // axeViolations copies a widget's document into the page.
  document.documentElement.removeAttribute('lang');
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
