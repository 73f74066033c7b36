import type {
  Cart,
  OrderInput,
  PaymentProviderName,
  PaymentSession,
  ProviderPayment,
} from '../../src/api/types';
import { PROVIDER_SLUGS } from '../../src/api/types/checkout';
import { NORDIC_PRINT_ID } from '../../mock-server/fixtures';
import type { Fixtures, Style } from './badInputRoutes';
import { SIGNUP } from './badInputRoutes';
import type { RawAnswer, Transport } from './badInputTransports';
import { customerAddress } from './checkoutHelpers';
import { call, login } from './helpers';
import { MANAGEMENT_CLIENT_ID, MANAGEMENT_CLIENT_SECRET } from '../../mock-server/management/credentials';
import * as demo from '../support/demoAccounts';

// The bad-input table's fixtures and checks, shared by every way the mock is served.

const CREDENTIALS = {
  grant_type: 'client_credentials',
  client_id: MANAGEMENT_CLIENT_ID,
  client_secret: MANAGEMENT_CLIENT_SECRET,
};

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

async function ok<T>(answer: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`fixture request failed: ${status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * What the table's good requests need, made through the mock's own API (so they can be made in
 * whichever process serves it: jest's msw server, the node server, the Vite dev server).
 */
export function fixtures(): Fixtures {
  const cartToken = once(async () => {
    const body = { storeGroupId: 'default', countryCode: 'SE', languageCode: 'sv' };
    return (await ok(call<{ token: string }>('POST', '/shopper/sessions/start', { body }))).token;
  });
  const itemId = once(async () => {
    const body = { productVariantId: 'TEE-BLUE-M', quantity: 1 };
    const cart = await ok(call<Cart>('POST', '/shopper/sessions/items', { token: await cartToken(), body }));
    return cart.items[0]!.id;
  });
  const discountCode = once(async () => {
    const body = { discountCode: 'SAVE10' };
    await ok(call('POST', '/shopper/sessions/discount-codes', { token: await cartToken(), body }));
    return 'SAVE10';
  });
  const sessions = new Map<string, ReturnType<typeof login>>();
  const sessionOf = (email = demo.anna.email) => {
    const made = sessions.get(email) ?? login(email);
    sessions.set(email, made);
    return made;
  };
  const managementToken = once(
    async () =>
      (await ok(call<{ access_token: string }>('POST', '/management/oauth/token', { body: CREDENTIALS })))
        .access_token,
  );
  const linkToken = async (kind: 'verify' | 'reset') => {
    const email = kind === 'verify' ? demo.nils.email : demo.anna.email;
    const path =
      kind === 'verify' ? '/api/auth/create-verify-link/' : '/api/auth/create-reset-password-link/';
    await ok(call('POST', path, { body: { email } }));
    const { mails } = await ok(call<{ mails: { link: string }[] }>('GET', `/__mock/outbox.json?to=${email}`));
    return new URL(mails[0]!.link).searchParams.get('token')!;
  };
  // Inviting the same address again answers the same invitation: both fixtures name one.
  const invitationId = once(async () => {
    const body = { first_name: 'Anna', last_name: 'Andersson', email: demo.anna.email };
    const maria = (await sessionOf(demo.maria.email)).access_token;
    const invited = await ok(
      call<{ data: { id: string } }>('POST', `/api/companies/${NORDIC_PRINT_ID}/users/`, {
        token: maria,
        body,
      }),
    );
    return invited.data.id;
  });
  const invitationToken = once(async () => {
    await invitationId();
    const { mails } = await ok(
      call<{ mails: { link: string }[] }>('GET', `/__mock/outbox.json?to=${demo.anna.email}`),
    );
    return new URL(mails[0]!.link).searchParams.get('token')!;
  });
  const signedUp = async () => {
    const body = { ...SIGNUP, email: 'olga.founder@example.se', organisation_signup: true };
    const { data } = await ok(
      call<{ data: { id: string; signup_token: string } }>('POST', '/api/auth/signup/', { body }),
    );
    return { userId: data.id, signupToken: data.signup_token };
  };
  const checkoutTokens = new Map<PaymentProviderName, Promise<string>>();
  const checkoutToken = (provider: PaymentProviderName) => {
    const made =
      checkoutTokens.get(provider) ??
      (async () => {
        await itemId();
        const body = { paymentProvider: provider, giftCardProvider: 'retain24' };
        const token = await cartToken();
        return (
          await ok(call<{ token: string }>('POST', '/shopper/sessions/checkout/start', { token, body }))
        ).token;
      })();
    checkoutTokens.set(provider, made);
    return made;
  };
  const providerOrders = new Map<PaymentProviderName, Promise<{ publicToken: string; reference: string }>>();
  const providerOrder = (provider: PaymentProviderName) => {
    const made =
      providerOrders.get(provider) ??
      (async () => {
        const body = {
          confirmationUrl: '/checkout/confirmation',
          termsUrl: '/terms',
          walley: { merchantTermsUri: '/terms', redirectPageUri: '/checkout/confirmation' },
        };
        const token = await checkoutToken(provider);
        const path = `/shopper-${PROVIDER_SLUGS[provider]}/checkouts`;
        const session = await ok(call<PaymentSession>('POST', path, { token, body }));
        const address = customerAddress();
        // What the shopper types into the provider's form, through its own API (providers/handlers.ts).
        const customer = { billingAddress: address, shippingAddress: address };
        const sessionPath = `/mock-providers/${PROVIDER_SLUGS[provider]}/api/sessions/${session.publicToken}`;
        await ok(call('POST', `${sessionPath}/customer`, { body: customer }));
        return { publicToken: session.publicToken, reference: session.order.reference };
      })();
    providerOrders.set(provider, made);
    return made;
  };
  const giftCardCode = once(async () => {
    const token = await checkoutToken('KlarnaCheckout');
    await ok(call('PUT', '/shopper-retain24/gift-cards/1111222233334444?pin=1234', { token }));
    return '1111222233334444';
  });
  const paidOrder = once(async (): Promise<OrderInput> => {
    const { publicToken } = await providerOrder('KlarnaCheckout');
    await ok(call('POST', `/mock-providers/klarna/api/sessions/${publicToken}/purchase`));
    const payment = await ok(
      call<ProviderPayment>('POST', '/shopper-klarna/payments', {
        token: await checkoutToken('KlarnaCheckout'),
        body: { provider: 'KlarnaCheckout' },
      }),
    );
    const { provider, reference, items, totals, currencyCode, billingAddress, shippingAddress } = payment;
    return { provider, reference, items, totals, currencyCode, billingAddress, shippingAddress };
  });
  return {
    cartToken,
    itemId,
    checkoutToken,
    providerOrder,
    giftCardCode,
    paidOrder,
    discountCode,
    accessToken: async (email?: string) => (await sessionOf(email)).access_token,
    refreshToken: async () => (await sessionOf()).refresh_token,
    managementToken,
    linkToken,
    invitationToken,
    invitationId,
    signedUp,
  };
}

/** The backend's JSON error body of its style; or, for a row whose refusal is plain text, a text. */
export function expectErrorBody(style: Style, status: number, answer: RawAnswer, textAnswer = false): void {
  if (textAnswer) {
    expect(answer.contentType).toContain('text/plain');
    expect(answer.body).toEqual(expect.stringMatching(/\S/));
    return;
  }
  expect(answer.isJson).toBe(true);
  expect(answer.contentType).toContain('application/json');
  switch (style) {
    case 'shopper':
      expect(answer.body).toMatchObject({
        error: expect.any(String),
        statusCode: status,
        requestId: expect.any(String),
      });
      break;
    case 'proxy':
      expect(answer.body).toMatchObject({ ok: false, status, error: expect.any(String) });
      break;
    case 'newsletter':
      expect(answer.body).toMatchObject({
        success: false,
        message: expect.any(String),
        error: expect.any(String),
      });
      break;
    default:
      expect(answer.body).toMatchObject({ error: expect.any(String) });
      expect(answer.body).not.toHaveProperty('ok');
  }
}

const normalRequests: Record<Style, { method: string; path: string; json?: unknown }> = {
  shopper: { method: 'GET', path: '/shopper/products?countryCode=SE&languageCode=sv&storeGroupId=default' },
  proxy: { method: 'GET', path: '/api/settings/' },
  management: { method: 'POST', path: '/management/oauth/token', json: CREDENTIALS },
  newsletter: {
    method: 'POST',
    path: '/newsletter/subscribe',
    json: { email: 'still.up@example.se', listId: 'printfabriken-news' },
  },
  control: { method: 'GET', path: '/__mock/clock' },
};

export async function expectStillUp(transport: Transport, style: Style): Promise<void> {
  expect((await transport.send(normalRequests[style])).status).toBe(200);
}
