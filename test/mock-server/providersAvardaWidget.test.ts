/**
 * @jest-environment-options {"customExportConditions": [""], "resources": "usable"}
 */
import { waitFor } from '@testing-library/dom';
import { http } from 'msw';
import type {
  AvardaDeliveryAddress,
  AvardaInstance,
  AvardaOptions,
} from '../../mock-server/providers/avarda/widget';
import { mockServer } from '../../mock-server/node';
import { addItem } from './checkoutHelpers';
import { withMockBackend } from './helpers';
import { axeViolations, frameIn, place, runScript, SHOPPER } from './providerWidgetKit';
import { openSession, viewOf } from './providerSessions';

withMockBackend();

type Host = Window & { avardaCheckoutInit?: (options: AvardaOptions) => AvardaInstance };
const host = window as Host;

afterEach(() => {
  document.body.replaceChildren();
  // axeViolations copies a widget's document into the page.
  document.documentElement.removeAttribute('lang');
});

describe('Avarda Checkout look-alike (/mock-providers/avarda/avarda-checkout.js)', () => {
  beforeAll(() => runScript('/mock-providers/avarda/avarda-checkout.js'));

  /** Mounts the purchase with the documented options; `answer` decides how delivery changes are answered. */
  async function initAvarda(extra: Partial<AvardaOptions> = {}, answer = true) {
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
      redirectUrl: '/checkout/confirmation?provider=Avarda',
      disableFocus: true,
      completedPurchaseCallback: record('completed'),
      deliveryAddressChangedCallback: (address, given) => {
        calls.push(['delivery', [address, given]]);
        if (answer) given.deliveryAddressChangedContinue();
      },
      sessionTimedOutCallback: record('timedOut'),
      ...extra,
    });
    const frame = await frameIn(root);
    return { ...opened, root, frame, instance, calls, names: () => calls.map(([name]) => name) };
  }

  it("shows the purchase's own settings (set by the backend, not by the page): newsletter checked, remember me, the B2B link", async () => {
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

  it('runs what the page’s loader stub queued before it loaded, and puts the instance under the global the stub names', async () => {
    const opened = await openSession('Avarda');
    const root = place('<div id="avarda-root"></div>').firstElementChild as HTMLElement;
    // Avarda's documented snippet: a stub that queues calls (`q`) and names the instance's global (`i`).
    const stub = Object.assign(
      function avardaCheckoutInit(...args: unknown[]) {
        (stub.q = stub.q ?? []).push(args);
      },
      { q: undefined as unknown[][] | undefined, i: 'myAvarda' },
    );
    const page = window as unknown as Record<string, unknown>;
    page.avardaCheckoutInit = stub;
    stub({
      purchaseJwt: opened.session.purchaseJwt!,
      rootElementId: 'avarda-root',
      redirectUrl: '/checkout',
    });
    await runScript('/mock-providers/avarda/avarda-checkout.js');
    const frame = await frameIn(root);
    expect(frame.iframe.title).toBe('Avarda Checkout');
    expect(page.myAvarda).toMatchObject({ purchaseId: opened.publicToken });
    // The real function stands now: a later call is answered at once with its instance.
    expect(host.avardaCheckoutInit).not.toBe(stub);
    delete page.myAvarda;
  });

  it('the instance offers exactly the documented methods', async () => {
    const { instance } = await initAvarda();
    expect(Object.keys(instance).sort()).toEqual([
      'beforeSubmitAbort',
      'beforeSubmitContinue',
      'deliveryAddressChangedContinue',
      'purchaseId',
      'refreshForm',
      'unmount',
    ]);
  });

  it('a new delivery address calls deliveryAddressChangedCallback({ zip, country }, instance) and holds the form until the page answers', async () => {
    const { frame, instance, calls, names } = await initAvarda({}, false);
    frame.fill(SHOPPER);
    await waitFor(() => expect(names()).toContain('delivery'));
    const [address, given] = calls.find(([name]) => name === 'delivery')![1] as [
      AvardaDeliveryAddress,
      AvardaInstance,
    ];
    expect(address).toEqual({ zip: '11122', country: 'SE' });
    expect(given).toBe(instance);
    expect(frame.overlayVisible()).toBe(true);
    expect(frame.payButton().disabled).toBe(true);
    instance.deliveryAddressChangedContinue();
    await waitFor(() => expect(frame.overlayVisible()).toBe(false));
  });

  /**
   * Records the widget's lock changes (`locked` of each …/lock request) and holds those `hold`
   * picks until `release()`; then the mock's own handler takes them.
   */
  function holdLockChanges(hold: (locked: unknown) => boolean) {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: unknown[] = [];
    mockServer.use(
      http.post(/\/lock$/, async ({ request }) => {
        const { locked } = (await request.clone().json()) as { locked?: unknown };
        sent.push(locked);
        if (hold(locked)) await held;
        return undefined;
      }),
    );
    return { sent, release: () => release() };
  }

  it('deliveryAddressChangedContinue opens the form only once the order is unlocked, so a payment is never refused as locked', async () => {
    const locks = holdLockChanges((locked) => locked === false);
    const { frame, instance, names } = await initAvarda({}, false);
    frame.fill(SHOPPER);
    await waitFor(() => expect(names()).toContain('delivery'));

    instance.deliveryAddressChangedContinue();
    await waitFor(() => expect(locks.sent).toEqual([true, false]));
    expect(frame.payButton().disabled).toBe(true);
    expect(frame.overlayVisible()).toBe(true);

    locks.release();
    await waitFor(() => expect(frame.payButton().disabled).toBe(false));
    expect(frame.overlayVisible()).toBe(false);
  });

  it('sends its lock changes in the order they were made: the unlock never overtakes the lock before it', async () => {
    const locks = holdLockChanges((locked) => locked === true);
    // The page answers the delivery change at once, while the lock is still on its way.
    const { frame, publicToken } = await initAvarda();
    frame.fill(SHOPPER);
    await waitFor(() => expect(locks.sent).toEqual([true]));

    locks.release();
    await waitFor(() => expect(frame.payButton().disabled).toBe(false));
    expect(locks.sent).toEqual([true, false]);
    expect((await viewOf('Avarda', publicToken)).locked).toBe(false);
  });

  it('refreshForm() answers too: the form reads the changed order, keeps the typing, and asks again about the delivery', async () => {
    const { frame, instance, cartToken, calls, names } = await initAvarda({}, false);
    frame.fill(SHOPPER);
    await waitFor(() => expect(names()).toContain('delivery'));
    await addItem(cartToken, 'CAP-BLACK-ONE', 1);
    calls.length = 0;
    instance.refreshForm();
    await waitFor(() => expect(frame.text()).toContain('Baseball Cap'));
    expect(frame.input('f-address').value).toBe('Storgatan 1');
    await waitFor(() => expect(names()).toEqual(['delivery']));
    instance.deliveryAddressChangedContinue();
    await waitFor(() => expect(frame.overlayVisible()).toBe(false));
    instance.unmount();
    expect(frame.iframe.isConnected).toBe(false);
  });

  it('beforeSubmitCallback(payload, instance) waits for beforeSubmitContinue or beforeSubmitAbort; completedPurchaseCallback(instance)', async () => {
    let submitted: unknown[] = [];
    const { frame, instance, calls, names, publicToken } = await initAvarda({
      beforeSubmitCallback: (...args: unknown[]) => {
        submitted = args;
      },
    });
    frame.fill(SHOPPER);
    await waitFor(() => expect(names()).toContain('delivery'));
    await waitFor(() => expect(frame.overlayVisible()).toBe(false));
    frame.pay();
    await waitFor(() => expect(submitted).toHaveLength(2));
    expect(submitted[0]).toEqual({
      zip: '11122',
      country: 'SE',
      email: 'greta.garbo@example.se',
      mode: 'B2C',
      purchaseId: publicToken,
    });
    expect(frame.payButton().disabled).toBe(true);
    instance.beforeSubmitAbort();
    await waitFor(() => expect(frame.payButton().disabled).toBe(false));
    expect((await viewOf('Avarda', publicToken)).status).toBe('open');

    submitted = [];
    frame.pay();
    await waitFor(() => expect(submitted).toHaveLength(2));
    instance.beforeSubmitContinue();
    await waitFor(() => expect(names()).toContain('completed'));
    expect(calls.find(([name]) => name === 'completed')![1]).toEqual([instance]);
    expect((await viewOf('Avarda', publicToken)).status).toBe('completed');
  });

  it('calls sessionTimedOutCallback(instance) for a purchase Avarda does not know', async () => {
    const root = place('<div id="avarda-root"></div>').firstElementChild as HTMLElement;
    const timedOut = jest.fn();
    const instance = host.avardaCheckoutInit!({
      purchaseJwt: 'no-such-purchase',
      rootElementId: 'avarda-root',
      redirectUrl: '/',
      sessionTimedOutCallback: timedOut,
    });
    await waitFor(() => expect(timedOut).toHaveBeenCalledWith(instance));
    expect(root.querySelector('iframe')!.contentDocument!.body.textContent).toContain(
      'The session has expired',
    );
  });
});
