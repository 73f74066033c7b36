import assert from 'node:assert/strict';
import type { BrowserContext, Frame, Page, Response } from 'playwright-core';
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

/** The purchases completed and orders recorded since the ledger opened (or was last cleared). */
export function openLedger(context: BrowserContext) {
  const purchases: string[] = [];
  const orders: Recorded[] = [];
  const pending = new Set<Promise<void>>();
  const read = async (response: Response) => {
    const { pathname } = new URL(response.url());
    if (response.request().method() !== 'POST' || response.status() >= 300) return;
    const adyen = ADYEN_PAYMENT.exec(pathname);
    if (/^\/mock-providers\/\w+\/api\/sessions\/[^/]+\/purchase$/.test(pathname)) {
      const body = (await response.json().catch(() => null)) as {
        status?: string;
        reference?: string;
      } | null;
      if (body?.status === 'completed' && body.reference) purchases.push(body.reference);
    } else if (adyen) {
      // Adyen's answer names no reference: the order's public token (in the session id) stands for it.
      const body = (await response.json().catch(() => null)) as { resultCode?: string } | null;
      if (body?.resultCode === 'Authorised') purchases.push(`Adyen ${adyen[1]}`);
    } else if (pathname === '/api/orders/create-order/') {
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
    }
  };
  const onResponse = (response: Response) => {
    const reading = read(response).finally(() => pending.delete(reading));
    pending.add(reading);
  };
  context.on('response', onResponse);
  return {
    /** Waits for the answers seen so far to be read. */
    settled: async () => void (await Promise.all([...pending])),
    /** One purchase completed with `reference`, and one order recorded for it, however often asked. */
    async assertOneOrder(reference: string, label: string) {
      await this.settled();
      // A second click may be answered 'completed' again: the same purchase, not a second one.
      const paid = [...new Set(purchases)];
      assert.equal(paid.length, 1, `${label}: one purchase completed: ${JSON.stringify(paid)}`);
      if (!paid[0]!.startsWith('Adyen ')) assert.equal(paid[0], reference, `${label}: ${reference} paid`);
      assert.ok(orders.length > 0, `${label}: the order was recorded`);
      assert.deepEqual(
        [...new Set(orders.map((order) => `${order.reference} ${order.orderId}`))].length,
        1,
        `${label}: every create-order answer is the same order: ${JSON.stringify(orders)}`,
      );
      assert.equal(orders[0]!.reference, reference, `${label}: the order is the paid one`);
      assert.equal(orders.filter((order) => order.created).length, 1, `${label}: recorded once`);
    },
    /** The purchases completed so far (references; Adyen's by the order's public token). */
    paid: async () => {
      await Promise.all([...pending]);
      return [...new Set(purchases)];
    },
    /** The total of the order recorded last, in minor units. */
    recordedTotal: async () => {
      await Promise.all([...pending]);
      return orders.at(-1)?.grandTotal ?? null;
    },
    clear() {
      purchases.length = 0;
      orders.length = 0;
    },
    close: () => context.off('response', onResponse),
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
