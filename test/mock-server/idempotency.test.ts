import { call, withMockBackend } from './helpers';

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
