import assert from 'node:assert/strict';
import type { BrowserContext, Frame, Page, Request, Response } from 'playwright-core';
import type { Buyer } from './paymentWidget';

// What a journey sees of the money: every purchase a provider's look-alike completed and every
// order the order backend recorded, across all the tabs of the browser context.

/** A full checkout's look-alike, by the title of its frame. */
export const FULL_CHECKOUTS = [
  { name: 'QliroOne', title: 'QliroOne Checkout' },
  { name: 'Avarda', title: 'Avarda Checkout' },
  { name: 'KlarnaCheckout', title: 'Klarna Checkout' },
  { name: 'WalleyCheckout', title: 'Walley Checkout' },
] as const;

export type FullCheckout = (typeof FULL_CHECKOUTS)[number];

/** The Drop-in look-alike's payment calls; the session id ends with the order's public token. */
const ADYEN_PAYMENT =
  /^\/mock-providers\/adyen\/checkoutshopper\/v1\/sessions\/CS\d+[A-Z]{3}\.([^/]+)\/(?:payments|paymentDetails)$/;

interface Recorded {
  /** The order's id and whether this answer recorded it (false: the reference was recorded before). */
  orderId: string;
  reference: string;
  created: boolean;
  /** What the order cost, in minor units. */
  grandTotal: number | null;
}

const PURCHASE = /^(\/mock-providers\/\w+\/api\/sessions\/[^/]+)\/purchase$/;
const CREATE_ORDER = '/api/orders/create-order/';

/**
 * The purchases completed and orders recorded since the ledger opened (or was last cleared). A
 * purchase is asked of the provider's look-alike itself, by the order its form tried to pay: the
 * answer to the form may never be read (a provider's redirect replaces the frame that asked).
 */
export function openLedger(context: BrowserContext) {
  /** The look-alike's session path of each order a form tried to pay. */
  const attempts = new Set<string>();
  const orders: Recorded[] = [];
  const pending = new Set<Promise<void>>();
  const onRequest = (request: Request) => {
    if (request.method() !== 'POST') return;
    const url = new URL(request.url());
    const purchase = PURCHASE.exec(url.pathname);
    const adyen = ADYEN_PAYMENT.exec(url.pathname);
    // By path: the shop's server answers for the look-alikes' hosts too (Node resolves no *.localhost).
    if (purchase) attempts.add(purchase[1]!);
    else if (adyen) attempts.add(`/mock-providers/adyen/api/sessions/${adyen[1]}`);
  };
  const readOrder = async (response: Response) => {
    if (response.request().method() !== 'POST' || new URL(response.url()).pathname !== CREATE_ORDER) return;
    const body = (await response.json().catch(() => null)) as {
      data?: {
        order?: { id?: string; reference?: string; totals?: { grandTotal?: number } };
        created?: boolean;
      };
    } | null;
    const data = body?.data;
    if (data?.order?.id && data.order.reference) {
      orders.push({
        orderId: data.order.id,
        reference: data.order.reference,
        created: data.created === true,
        grandTotal: data.order.totals?.grandTotal ?? null,
      });
    }
  };
  const onResponse = (response: Response) => {
    const reading = readOrder(response).finally(() => pending.delete(reading));
    pending.add(reading);
  };
  /** The references of the orders the forms tried to pay that the provider says are paid. */
  const paid = async () => {
    const references = new Set<string>();
    for (const session of attempts) {
      const answer = await context.request.get(session);
      const view = (await answer.json().catch(() => null)) as { status?: string; reference?: string } | null;
      if (view?.status === 'completed' && view.reference) references.add(view.reference);
    }
    return [...references];
  };
  context.on('request', onRequest);
  context.on('response', onResponse);
  return {
    /** One purchase completed with `reference`, and one order recorded for it, however often asked. */
    async assertOneOrder(reference: string, label: string) {
      await Promise.all([...pending]);
      assert.deepEqual(await paid(), [reference], `${label}: one purchase completed, ${reference}`);
      assert.ok(orders.length > 0, `${label}: the order was recorded`);
      assert.deepEqual(
        [...new Set(orders.map((order) => `${order.reference} ${order.orderId}`))].length,
        1,
        `${label}: every create-order answer is the same order: ${JSON.stringify(orders)}`,
      );
      assert.equal(orders[0]!.reference, reference, `${label}: the order is the paid one`);
      assert.equal(orders.filter((order) => order.created).length, 1, `${label}: recorded once`);
    },
    /** The references of the purchases completed so far. */
    paid,
    /** The total of the order recorded last, in minor units. */
    recordedTotal: async () => {
      await Promise.all([...pending]);
      return orders.at(-1)?.grandTotal ?? null;
    },
    clear() {
      attempts.clear();
      orders.length = 0;
    },
    close() {
      context.off('request', onRequest);
      context.off('response', onResponse);
    },
  };
}

export type Ledger = ReturnType<typeof openLedger>;

/** The provider's form as a frame, to act in it as the browser does (autofill). */
export async function widgetFrame(page: Page, title: string): Promise<Frame> {
  const handle = await page.locator(`#checkout-payment iframe[title="${title}"]`).elementHandle();
  const frame = await handle?.contentFrame();
  assert.ok(frame, `the ${title} frame`);
  return frame;
}

/** The look-alike form's detail fields, by id, filled with the buyer's details. */
export const buyerFields = (buyer: Buyer): Record<string, string> => ({
  'f-email': buyer.email,
  'f-givenName': buyer.givenName,
  'f-familyName': buyer.familyName,
  'f-address': buyer.address,
  'f-postalCode': buyer.postalCode,
  'f-city': buyer.city,
  'f-telephoneNumber': buyer.phone ?? '',
});

/** The Drop-in look-alike's card fields with Adyen's test card (4111 1111 1111 1111, 03/30, 737). */
export const testCardFields = (holderName: string): Record<string, string> => ({
  'card-number': '4111 1111 1111 1111',
  'card-expiry': '03/30',
  'card-cvc': '737',
  'card-holderName': holderName,
});

/**
 * What the browser's autofill does: every field filled in one go, each with its input and change
 * events, with no pause between them or before what the shopper does next.
 */
export async function autofill(frame: Frame, fields: Record<string, string>): Promise<void> {
  const missing = await frame.evaluate((values) => {
    const absent: string[] = [];
    for (const [id, value] of Object.entries(values)) {
      const input = document.getElementById(id);
      if (!(input instanceof HTMLInputElement)) {
        absent.push(id);
        continue;
      }
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
    return absent;
  }, fields);
  assert.deepEqual(missing, [], 'the form has every field autofill fills');
}

/** The order number the confirmation shows ('Ordernummer PF-100123' → 'PF-100123'). */
export async function confirmedReference(page: Page): Promise<string> {
  const region = page.getByRole('region', { name: /^(Ordernummer|Order number) PF-/ });
  const title = (await region.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const match = /^(?:Ordernummer|Order number) (PF-\d+)$/.exec(title.trim());
  assert.ok(match, `an order number in the confirmation's heading: "${title}"`);
  return match[1]!;
}

/**
 * The confirmation of the one purchase: the thanks, its order number, one purchase completed and
 * one order recorded for it, and the cart empty. Returns the order number.
 */
export async function assertConfirmedOnce(page: Page, ledger: Ledger, label: string): Promise<string> {
  await page.waitForURL((url) => url.pathname === '/checkout/confirmation');
  await page.getByRole('heading', { level: 1, name: 'Tack för din beställning!', exact: true }).waitFor();
  const reference = await confirmedReference(page);
  await page.getByRole('button', { name: 'Varukorg, 0 artiklar', exact: true }).waitFor();
  await ledger.assertOneOrder(reference, label);
  return reference;
}

/**
 * The look-alikes' requests this page makes from now on, as 'METHOD host/path' (an Adyen session id
 * as …): `seen()` gives those so far; `stop()` ends the recording and gives them all.
 */
export function lookAlikeRequests(page: Page): { seen(): Set<string>; stop(): Set<string> } {
  const seen = new Set<string>();
  const record = (sent: Request) => {
    const url = new URL(sent.url());
    if (!url.pathname.startsWith('/mock-providers/')) return;
    seen.add(`${sent.method()} ${url.hostname}${url.pathname.replace(/sessions\/[^/]+/, 'sessions/…')}`);
  };
  page.on('request', record);
  return {
    seen: () => new Set(seen),
    stop: () => {
      page.off('request', record);
      return new Set(seen);
    },
  };
}
