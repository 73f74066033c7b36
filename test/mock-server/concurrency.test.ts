/** @jest-environment node */
import { db } from '../../mock-server/db';
import { call, customerSignup, withMockBackend } from './helpers';

withMockBackend();

// Many requests for one thing at the same time must leave one thing behind: the handlers that
// await (password hashing, idempotency) may not open a gap between "is it there?" and "add it".

async function startCart(): Promise<string> {
  const answer = await call<{ token: string }>('POST', '/shopper/sessions/start', {
    body: { storeGroupId: 'default', countryCode: 'SE', languageCode: 'sv' },
  });
  return answer.body.token;
}

type CartBody = {
  items: { productVariantId: string; quantity: number }[];
  discountCodes: { code: string }[];
};

describe('concurrent requests', () => {
  it('50 parallel adds of one variant give one line of 50', async () => {
    const token = await startCart();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', '/shopper/sessions/items', {
          token,
          body: { productVariantId: 'TEE-BLUE-M', quantity: 1 },
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const cart = await call<CartBody>('GET', '/shopper/sessions', { token });
    expect(cart.body.items.map((item) => [item.productVariantId, item.quantity])).toEqual([
      ['TEE-BLUE-M', 50],
    ]);
  });

  it('20 parallel SAVE10 give one code', async () => {
    const token = await startCart();
    await call('POST', '/shopper/sessions/items', {
      token,
      body: { productVariantId: 'TEE-BLUE-M', quantity: 1 },
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/shopper/sessions/discount-codes', { token, body: { discountCode: 'SAVE10' } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const cart = await call<CartBody>('GET', '/shopper/sessions', { token });
    expect(cart.body.discountCodes.map((code) => code.code)).toEqual(['SAVE10']);
  });

  it('20 parallel sign-ups with one e-mail give one account', async () => {
    const email = 'same.person@example.se';
    const before = db().accounts.users.size;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        call('POST', '/api/auth/signup/', {
          body: customerSignup({ first_name: 'Samma', last_name: `Person ${n}`, email }),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status < 300)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    expect(db().accounts.users.size).toBe(before + 1);
  });
});
