/** @jest-environment node */
import type { ProxyEnvelope } from '../../src/api/types';
import { readJson, readFormOrJson } from '../../mock-server/kit/body';
import { HttpError } from '../../mock-server/kit/httpError';
import { isEmailAddress } from '../../mock-server/kit/plainText';
import { checkTypedTexts, typedTextFailure } from '../../mock-server/kit/typedText';
import { db } from '../../mock-server/db';
import { NORDIC_PRINT_ID } from '../../mock-server/fixtures';
import { call, login, withMockBackend } from './helpers';
import * as demo from '../support/demoAccounts';

// The one rule for every text a person types (docs/rules.md#typed-text): readJson holds every
// string of every body to it, so a field a route starts to store cannot skip it.

const jsonRequest = (body: unknown) =>
  new Request('http://mock.test/x', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function refusal(read: Promise<unknown>): Promise<{ status: number; error: string; extra: object }> {
  try {
    await read;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, error: error.error, extra: error.extra };
    throw error;
  }
  throw new Error('not refused');
}

describe('typedTextFailure', () => {
  it('passes texts of any script, and tabs and line breaks only where a field has several lines', () => {
    const body = { name: 'Åsa Öberg (שרה)', reason: 'Rad 1\r\n\tRad 2\u2028', n: 1, list: ['مرجع-7'] };
    expect(typedTextFailure(body, { lines: ['reason'] })).toBeNull();
    expect(typedTextFailure(body)).toEqual({
      path: 'reason',
      message: 'reason must not contain control characters',
    });
  });

  it.each([
    ['a control character', '\u0007'],
    ['a C1 control', '\u009b'],
    ['a bidi control', '\u202e'],
    ['a line separator', '\u2028'],
    ['a line feed', '\n'],
  ])('refuses %s anywhere in a body, naming the field by its path', (_, text) => {
    const body = { billing_address: [{ city: 'Malmö' }, { city: `Lund${text}` }] };
    expect(typedTextFailure(body)).toEqual({
      path: 'billing_address[1].city',
      message: 'billing_address[1].city must not contain control characters',
    });
  });

  it('refuses what a field of several lines may not hold either, in its own words', () => {
    expect(typedTextFailure({ reason: 'Fel \u202elogo' }, { lines: ['reason'] })).toEqual({
      path: 'reason',
      message: 'reason must not contain control characters other than line breaks and tabs',
    });
  });

  it('reads `*` as one key or index and `**` as any number of them', () => {
    const order = { order: { items: [{ options: { text: 'Grattis!\nKram' } }] } };
    expect(typedTextFailure(order, { lines: ['**.options.text'] })).toBeNull();
    expect(typedTextFailure(order, { lines: ['order.items.*.options.text'] })).toBeNull();
    expect(typedTextFailure(order, { lines: ['order.*.options.text'] })).not.toBeNull();
  });

  it('leaves what is no text alone, and checks object keys as single lines', () => {
    expect(typedTextFailure({ password: 'a\u0007b' }, { notText: ['password'] })).toBeNull();
    expect(typedTextFailure({ custom_fields: { 'a\u202eb': 'x' } })).toEqual({
      path: 'custom_fields',
      message: 'the keys of custom_fields must not contain control characters',
    });
  });

  it('says a form’s own message and, asked to, the field errors', () => {
    const rules = {
      messages: { contact_name: 'Contact name must not contain control characters' },
      fieldErrors: true,
    };
    expect(() => checkTypedTexts({ contact_name: 'Maria\u0000' }, rules)).toThrow(
      expect.objectContaining({
        status: 400,
        error: 'Contact name must not contain control characters',
        extra: { errors: ['contact_name: Contact name must not contain control characters'] },
      }),
    );
  });
});

describe('readJson and readFormOrJson', () => {
  it('refuse a control character in a field no route has heard of', async () => {
    expect(await refusal(readJson(jsonRequest({ brand_new_field: 'x\u202ey' })))).toEqual({
      status: 400,
      error: 'brand_new_field must not contain control characters',
      extra: {},
    });
  });

  it('read a form body by the same rule', async () => {
    const form = new Request('http://mock.test/x', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'a\u0000b' }).toString(),
    });
    expect((await refusal(readFormOrJson(form))).error).toBe('client_id must not contain control characters');
  });
});

describe('isEmailAddress', () => {
  it('takes an address as the forms do, spaces around it aside', () => {
    expect(isEmailAddress(` ${demo.maria.email} `)).toBe(true);
    expect(isEmailAddress('åsa@exempel.se')).toBe(true);
  });

  it.each([
    'a\u202e@example.se',
    'a@exa\u0007mple.se',
    'a\u2028@example.se',
    'a@example',
    'a b@example.se',
    `${'a'.repeat(250)}@x.se`,
  ])('refuses %j', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });
});

describe('what the probe found stored (docs/rules.md#typed-text)', () => {
  withMockBackend();

  const MARIA = demo.maria.email;
  type Failure = { ok: false; status: number; error: string };

  it("refuses a bidi control in the company's e-mail and a bell in its city, storing nothing", async () => {
    const token = (await login(MARIA)).access_token;
    const before = structuredClone(db().companies.get(NORDIC_PRINT_ID));
    const company = before!;
    const address = ({
      company_id: _c,
      created_at: _a,
      updated_at: _u,
      ...rest
    }: (typeof company.billing_address)[0]) => rest;
    const form = {
      contact_name: company.contact_name,
      email: 'a\u202e@example.se',
      phone: company.phone,
      billing_address: company.billing_address.map(address),
      shipping_address: company.shipping_address.map((a) => ({ ...address(a), city: 'Malmö\u0007' })),
    };
    const answer = await call<ProxyEnvelope<unknown> & Failure>('PUT', `/api/companies/${NORDIC_PRINT_ID}/`, {
      body: form,
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('email must not contain control characters');
    expect(db().companies.get(NORDIC_PRINT_ID)).toEqual(before);
  });

  it('refuses an invitation whose names or address hold one, inviting no one', async () => {
    const token = (await login(MARIA)).access_token;
    const invitations = () => db().invitations;
    const before = structuredClone(invitations());
    for (const body of [
      { first_name: 'Eva\u202e', last_name: 'Lund', email: 'eva.lund@example.se' },
      { first_name: 'Eva', last_name: 'Lu\u2028nd', email: 'eva.lund@example.se' },
      { first_name: 'Eva', last_name: 'Lund', email: 'eva\u202e@example.se' },
    ]) {
      const answer = await call<Failure>('POST', `/api/companies/${NORDIC_PRINT_ID}/users/`, { body, token });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/must not contain control characters$/);
    }
    expect(invitations()).toEqual(before);
  });

  it('refuses a control character in the names of update-user, keeping the stored ones', async () => {
    const token = (await login(demo.anna.email)).access_token;
    const anna = () => [...db().accounts.users.values()].find((u) => u.email === demo.anna.email)!;
    const before = { first: anna().first_name, last: anna().last_name };
    const answer = await call<Failure>('POST', '/api/auth/update-user/', {
      body: { first_name: 'Anna\u0007', last_name: 'Andersson' },
      token,
    });
    expect(answer.status).toBe(400);
    expect({ first: anna().first_name, last: anna().last_name }).toEqual(before);
  });
});
