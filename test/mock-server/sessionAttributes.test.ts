/** @jest-environment node */
import type { Cart, SessionAttributes, StartSessionResult } from '../../src/api/types';
import { USER_TOKEN_HEADER } from '../../src/api/types/shopper';
import { db } from '../../mock-server/node';
import { call, login, withMockBackend } from './helpers';
import * as demo from '../support/demoAccounts';

// PATCH /shopper/sessions/attributes: the cart token says which session, the user's access token
// (X-User-Token) who asks; the ordering rights decide, and what is kept comes from the database.

withMockBackend();

async function startCart(): Promise<string> {
  const { body } = await call<StartSessionResult>('POST', '/shopper/sessions/start', {
    body: { storeGroupId: 'default', countryCode: 'SE', languageCode: 'sv' },
  });
  return body.token;
}

const userToken = async (email: string) => (await login(email)).access_token;

/** A body as the app sends it: the company's fields as the browser knows them. */
function attributesBody(
  company: Partial<SessionAttributes['company']> = {},
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    company: {
      registrationNumber: demo.nordicPrint.organisation_number,
      taxId: 'SE556123456701',
      name: demo.nordicPrint.name,
      reference: demo.fullName(demo.erik),
      ...company,
    },
    merchantReference1: '5561234567',
    ...extra,
  };
}

/** The PATCH with the cart token and, when given, the user's token. */
async function patch(body: unknown, { cartToken, user }: { cartToken?: string; user?: string | null } = {}) {
  const token = cartToken ?? (await startCart());
  const headers: Record<string, string> = user ? { [USER_TOKEN_HEADER]: user } : {};
  const answer = await call<Cart>('PATCH', '/shopper/sessions/attributes', { token, body, headers });
  const cartId = db().shopper.cartSessions.get(token) ?? '';
  return { ...answer, stored: db().shopper.sessionAttributes.get(cartId), cartToken: token };
}

const NORDIC_AS_ERIK: SessionAttributes = {
  company: {
    registrationNumber: demo.nordicPrint.organisation_number,
    taxId: 'SE556123456701',
    name: demo.nordicPrint.name,
    reference: demo.fullName(demo.erik),
  },
  merchantReference1: '5561234567',
  contactId: demo.erik.id,
};

describe('PATCH /shopper/sessions/attributes', () => {
  it("stores a member's own company with the database's values and answers the cart", async () => {
    const { status, body, stored } = await patch(attributesBody(), {
      user: await userToken(demo.erik.email),
    });
    expect(status).toBe(200);
    expect(body.id).toMatch(/^cart-/);
    expect(stored).toEqual(NORDIC_AS_ERIK);
  });

  it('finds the company by its number with dashes and spaces ignored', async () => {
    const { status, stored } = await patch(attributesBody({ registrationNumber: ' 556 1234567 ' }), {
      user: await userToken(demo.erik.email),
    });
    expect(status).toBe(200);
    expect(stored).toEqual(NORDIC_AS_ERIK);
  });

  it("keeps none of the names the body forges: the company, tax id, reference and merchantReference1 are the database's", async () => {
    const forged = attributesBody(
      { name: 'Forged AB', taxId: 'SE000000000001', reference: demo.fullName(demo.olle) },
      { merchantReference1: 'FORGED-1' },
    );
    const { status, stored } = await patch(forged, { user: await userToken(demo.erik.email) });
    expect(status).toBe(200);
    expect(stored).toEqual(NORDIC_AS_ERIK);
  });

  it('refuses a member naming a company she is not a member of (403), and keeps what was there', async () => {
    const user = await userToken(demo.erik.email);
    const first = await patch(attributesBody(), { user });
    const fjord = attributesBody({ registrationNumber: '987654321', name: demo.fjordDesign.name });
    const { status, body, stored } = await patch(fjord, { user, cartToken: first.cartToken });
    expect(status).toBe(403);
    expect(body).toMatchObject({
      error: 'not allowed to order for this company',
      statusCode: 403,
      requestId: expect.any(String),
    });
    expect(stored).toEqual(NORDIC_AS_ERIK);
  });

  it('refuses a member naming another contact person (403), even a customer of her company', async () => {
    const { status, body, stored } = await patch(attributesBody({}, { contactId: demo.maria.id }), {
      user: await userToken(demo.erik.email),
    });
    expect(status).toBe(403);
    expect(body).toMatchObject({ error: 'not allowed to order for another contact person', statusCode: 403 });
    expect(stored).toBeUndefined();
  });

  it('lets an agent order for a customer of the company: the reference is that customer', async () => {
    const { status, stored } = await patch(
      attributesBody({ reference: demo.fullName(demo.sara) }, { contactId: demo.erik.id }),
      {
        user: await userToken(demo.sara.email),
      },
    );
    expect(status).toBe(200);
    expect(stored).toEqual(NORDIC_AS_ERIK);
    expect(stored?.company.reference).toMatch(/^Erik /);
  });

  it('lets an agent order as herself, for any of her companies', async () => {
    const fjord = attributesBody({ registrationNumber: '987654321', name: demo.fjordDesign.name });
    const { status, stored } = await patch(fjord, { user: await userToken(demo.sara.email) });
    expect(status).toBe(200);
    expect(stored).toEqual({
      company: {
        registrationNumber: '987654321',
        taxId: 'NO987654321MVA',
        name: demo.fjordDesign.name,
        reference: demo.fullName(demo.sara),
      },
      merchantReference1: '987654321',
      contactId: demo.sara.id,
    });
  });

  it('refuses an agent naming someone who is not a customer of that company (400)', async () => {
    const sara = await userToken(demo.sara.email);
    const fjordForErik = attributesBody(
      { registrationNumber: '987654321', name: demo.fjordDesign.name },
      { contactId: demo.erik.id },
    );
    for (const body of [
      fjordForErik,
      attributesBody({}, { contactId: demo.anna.id }),
      attributesBody({}, { contactId: 'user-nobody' }),
    ]) {
      const answer = await patch(body, { user: sara });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        error: 'contact is not a customer of this company',
        statusCode: 400,
      });
      expect(answer.stored).toBeUndefined();
    }
  });

  it('lets a super admin order for any company, as herself or for any of its customers', async () => {
    const olle = await userToken(demo.olle.email);
    const other = await patch(attributesBody({ registrationNumber: '556234-5678', name: 'whatever' }), {
      user: olle,
    });
    expect(other.status).toBe(200);
    expect(other.stored).toEqual({
      company: {
        registrationNumber: '556234-5678',
        taxId: 'SE556234567801',
        name: 'Skärgårdens Bygg AB',
        reference: demo.fullName(demo.olle),
      },
      merchantReference1: '5562345678',
      contactId: demo.olle.id,
    });
    const forMaria = await patch(attributesBody({}, { contactId: demo.maria.id }), { user: olle });
    expect(forMaria.status).toBe(200);
    expect(forMaria.stored).toMatchObject({
      company: { name: demo.nordicPrint.name, reference: demo.fullName(demo.maria) },
      contactId: demo.maria.id,
    });
  });

  it('answers 404 for an unknown organisation number', async () => {
    const { status, body } = await patch(attributesBody({ registrationNumber: '000000-0000' }), {
      user: await userToken(demo.olle.email),
    });
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: 'company not found', statusCode: 404 });
  });

  it('answers 401 in the shopper error body without a live user token, and stores nothing', async () => {
    const expired = await userToken(demo.erik.email);
    await call('POST', '/__mock/expire-tokens', { body: { kind: 'user' } });
    for (const user of [null, 'not-a-token', expired]) {
      const answer = await patch(attributesBody(), { user });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({
        error: 'Unauthorized',
        statusCode: 401,
        requestId: expect.any(String),
      });
      expect(answer.stored).toBeUndefined();
    }
  });

  it('does not take the user token from the Authorization header: that is the cart token', async () => {
    const user = await userToken(demo.erik.email);
    const { status, body } = await call('PATCH', '/shopper/sessions/attributes', {
      token: user,
      body: attributesBody(),
    });
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: 'session not found' });
  });

  it('answers 401 missing token without a cart token', async () => {
    const headers = { [USER_TOKEN_HEADER]: await userToken(demo.erik.email) };
    const { status, body } = await call('PATCH', '/shopper/sessions/attributes', {
      body: attributesBody(),
      headers,
    });
    expect(status).toBe(401);
    expect(body).toMatchObject({ error: 'missing token' });
  });

  it.each([
    [{ merchantReference1: 'x' }, /company is required/],
    [attributesBody({ name: '' }), /company.name is required/],
    [attributesBody({ registrationNumber: '' }), /company.registrationNumber is required/],
    [attributesBody({ taxId: 5 as unknown as string }), /company.taxId must be a string/],
    [attributesBody({ reference: 'x'.repeat(201) }), /company.reference must be at most 200 characters/],
    [{ company: attributesBody().company }, /merchantReference1 is required/],
    [attributesBody({}, { contactId: 42 }), /contactId must be a string/],
    [attributesBody({}, { contactId: 'x'.repeat(201) }), /contactId must be at most 200 characters/],
  ])('answers 400 for a bad body %#', async (input, error) => {
    const { status, body, stored } = await patch(input, { user: await userToken(demo.erik.email) });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: expect.stringMatching(error) });
    expect(stored).toBeUndefined();
  });
});
