/** @jest-environment node */
import type { ProxyEnvelope, RefreshResult } from '../../src/api/types';
import { db } from '../../mock-server/db';
import { NORDIC_PRINT_ID } from '../../mock-server/fixtures';
import { NORDIC_PRINT_LOGO_PREVIEW_PNG_BASE64 } from '../../mock-server/uploads/seedPreviewPng';
import { call, login, ORIGIN, withMockBackend } from './helpers';
import * as demo from '../support/demoAccounts';

withMockBackend();

const startBody = { storeGroupId: 'default', countryCode: 'SE', languageCode: 'sv' };
const VARIANT = 'TEE-BLUE-M';

async function startCart(): Promise<string> {
  const answer = await call<{ token: string }>('POST', '/shopper/sessions/start', { body: startBody });
  return answer.body.token;
}

const add = (token: string, key?: string, quantity = 1) =>
  call<{ items: { productVariantId: string; quantity: number }[] }>('POST', '/shopper/sessions/items', {
    token,
    body: { productVariantId: VARIANT, quantity },
    headers: key ? { 'idempotency-key': key } : {},
  });

async function quantityOnServer(token: string): Promise<number> {
  const cart = await call<{ items: { productVariantId: string; quantity: number }[] }>(
    'GET',
    '/shopper/sessions',
    { token },
  );
  return cart.body.items.find((item) => item.productVariantId === VARIANT)?.quantity ?? 0;
}

describe('idempotency keys', () => {
  it('applies a keyed add once and answers the retry with the first answer', async () => {
    const token = await startCart();
    const first = await add(token, 'key-1');
    const retry = await add(token, 'key-1');
    expect(first.status).toBe(200);
    expect(retry).toEqual(first);
    expect(await quantityOnServer(token)).toBe(1);
  });

  it('applies a new key, and calls without a key, as new requests', async () => {
    const token = await startCart();
    await add(token, 'key-1');
    await add(token, 'key-2');
    await add(token);
    expect(await quantityOnServer(token)).toBe(3);
  });

  it('applies concurrent requests with one key once', async () => {
    const token = await startCart();
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(token, 'same-key')));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(await quantityOnServer(token)).toBe(1);
  });

  it('refuses a key reused for a different request with 422, applying nothing', async () => {
    const token = await startCart();
    await add(token, 'key-1', 1);
    const reused = await add(token, 'key-1', 5);
    expect(reused).toEqual({
      status: 422,
      body: {
        error: 'Idempotency-Key was already used for a different request',
        statusCode: 422,
        requestId: expect.any(String),
      },
    });
    expect(await quantityOnServer(token)).toBe(1);
  });

  it("scopes keys by the caller's credential: another cart's key does not replay", async () => {
    const mine = await startCart();
    const theirs = await startCart();
    await add(mine, 'shared-key');
    await add(theirs, 'shared-key');
    expect(await quantityOnServer(mine)).toBe(1);
    expect(await quantityOnServer(theirs)).toBe(1);
  });

  it('applies a retry whose first attempt never reached the backend (an injected 503)', async () => {
    const token = await startCart();
    await call('POST', '/__mock/faults', {
      body: { path: '/shopper/sessions/items', status: 503, times: 1 },
    });
    expect((await add(token, 'key-1')).status).toBe(503);
    expect((await add(token, 'key-1')).status).toBe(200);
    expect(await quantityOnServer(token)).toBe(1);
  });

  it('refuses an unusable key with 400', async () => {
    const token = await startCart();
    expect((await add(token, 'x'.repeat(256))).status).toBe(400);
    expect(await quantityOnServer(token)).toBe(0);
  });

  it('forgets keys on reset', async () => {
    const token = await startCart();
    await add(token, 'key-1');
    await call('POST', '/__mock/reset');
    const again = await startCart();
    expect((await add(again, 'key-1')).status).toBe(200);
  });
});

describe('a fault that drops the answer', () => {
  it('applies the request on the backend and leaves the client without an answer', async () => {
    const token = await startCart();
    await call('POST', '/__mock/faults', {
      body: { method: 'POST', path: '/shopper/sessions/items', dropAnswer: true, times: 1 },
    });
    await expect(add(token, 'key-1')).rejects.toThrow();
    expect(await quantityOnServer(token)).toBe(1);
    // The client's retry with the same key gets the lost answer, not a second line.
    const retry = await add(token, 'key-1');
    expect(retry.status).toBe(200);
    expect(retry.body.items.find((item) => item.productVariantId === VARIANT)?.quantity).toBe(1);
    expect(await quantityOnServer(token)).toBe(1);
  });

  it('is refused together with a status', async () => {
    const answer = await call('POST', '/__mock/faults', {
      body: { path: '/shopper', dropAnswer: true, status: 500 },
    });
    expect(answer.status).toBe(400);
  });
});

describe("keys belong to the caller, not to the token's text", () => {
  const MARIA = demo.maria.email;
  const OLLE = demo.olle.email;
  const GRETA = {
    first_name: 'Greta',
    last_name: 'Gustafsson',
    email: 'greta@nordicprint.se',
    level: 'default',
  };
  const UPLOAD = {
    filename: 'logo-2026.png',
    base64: `data:image/png;base64,${NORDIC_PRINT_LOGO_PREVIEW_PNG_BASE64}`,
    companyId: NORDIC_PRINT_ID,
    logoType: 'primary',
    description: 'Ny logotyp',
    custom_fields: {},
  };

  /** A keyed request with the replay marker of its answer. */
  async function keyed(method: string, path: string, token: string, key: string, body: unknown) {
    const response = await fetch(`${ORIGIN}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      replayed: response.headers.get('idempotent-replayed') === 'true',
      body: (await response.json()) as unknown,
    };
  }
  const invite = (token: string, key: string) =>
    keyed('POST', `/api/companies/${NORDIC_PRINT_ID}/users/`, token, key, GRETA);
  const refreshed = async (refreshToken: string) =>
    (
      await call<ProxyEnvelope<RefreshResult>>('POST', '/api/auth/refresh-token/', {
        body: { refresh_token: refreshToken },
      })
    ).body.data.access_token;
  const upload = (token: string, key: string) => keyed('POST', '/worker/upload', token, key, UPLOAD);
  const nordicFiles = () =>
    [...db().uploads.values()].filter((file) => file.file.companyId === NORDIC_PRINT_ID);

  it('replays an invitation retried with the token a refresh gave: one mail', async () => {
    const session = await login(MARIA);
    const first = await invite(session.access_token, 'invite-greta');
    const fresh = await refreshed(session.refresh_token);
    expect(fresh).not.toBe(session.access_token);
    const retry = await invite(fresh, 'invite-greta');
    expect(first).toMatchObject({ status: 201, replayed: false });
    expect(retry).toEqual({ ...first, replayed: true });
    expect(db().accounts.outbox.filter((mail) => mail.to === GRETA.email)).toHaveLength(1);
  });

  it('replays an upload retried with the token a refresh gave, and from a second login: one file', async () => {
    const before = nordicFiles().length;
    const session = await login(MARIA);
    const first = await upload(session.access_token, 'upload-1');
    const afterRefresh = await upload(await refreshed(session.refresh_token), 'upload-1');
    const afterLogin = await upload((await login(MARIA)).access_token, 'upload-1');
    expect(first).toMatchObject({ status: 201, replayed: false });
    expect(afterRefresh).toEqual({ ...first, replayed: true });
    expect(afterLogin).toEqual({ ...first, replayed: true });
    expect(nordicFiles()).toHaveLength(before + 1);
  });

  it('never shares an answer between two users with the same key and request', async () => {
    const maria = await upload((await login(MARIA)).access_token, 'same-key');
    const olle = await upload((await login(OLLE)).access_token, 'same-key');
    expect(maria).toMatchObject({ status: 201, replayed: false });
    // Olle's request is applied as his own, and finds the file in the company already.
    expect(olle).toMatchObject({
      status: 409,
      replayed: false,
      body: { error: 'Filen "logo-2026.png" finns redan hos företaget.' },
    });
  });

  it('scopes a token that is nobody’s by the token itself', async () => {
    const first = await upload('expired-or-unknown', 'key-x');
    expect(first).toMatchObject({ status: 401, replayed: false });
    expect(await upload('expired-or-unknown', 'key-x')).toMatchObject({ status: 401, replayed: true });
    // A live token of a user is not that token: her key is new, and applies.
    expect(await upload((await login(MARIA)).access_token, 'key-x')).toMatchObject({
      status: 201,
      replayed: false,
    });
  });
});
