import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { db } from '../../../mock-server/node';
import { renderApp } from '../../support/renderApp';
import { demoSessionAttributes, maria, nordicPrint } from '../../support/demoAccounts';

/** A visitor's cart in the default store group with two lines, as the product pages would leave it. */
async function visitorCart() {
  const started = await fetch('http://localhost/shopper/sessions/start', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ storeGroupId: 'default', countryCode: 'SE', languageCode: 'sv' }),
  });
  const { token } = await started.json();
  for (const [productVariantId, quantity] of [
    ['TEE-BLUE-M', 2],
    ['TEE-BLACK-L', 1],
  ] as const) {
    const added = await fetch('http://localhost/shopper/sessions/items', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ productVariantId, quantity, options: {} }),
    });
    expect(added.status).toBe(200);
  }
  Cookies.set('cartToken', token);
  return token as string;
}

describe('login with a visitor cart', () => {
  it('carries the lines into a business cart for a company user and sets the company on the session', async () => {
    const visitorToken = await visitorCart();
    const user = userEvent.setup();
    const { store, navigations } = renderApp('/login');
    await waitFor(() => expect(store.getState().cart.cart?.items).toHaveLength(2));
    const before = store.getState().cart.cart!;
    expect(before.storeGroupId).toBe('sg-default');

    await user.type(await screen.findByLabelText(/E-postadress/), 'maria.admin@example.se');
    await user.type(screen.getByLabelText(/^Lösenord/), 'Demo-password-1');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));
    await waitFor(() => expect(navigations).toEqual(['/my-account/overview/']));

    const after = store.getState().cart.cart!;
    expect(after.storeGroupId).toBe('sg-business');
    expect(after.items.map((i) => [i.productVariantId, i.quantity])).toEqual([
      ['TEE-BLUE-M', 2],
      ['TEE-BLACK-L', 1],
    ]);
    // Business prices exclude VAT, so the same lines cost less.
    expect(after.items[0]!.salePriceAmount).toBeLessThan(before.items[0]!.salePriceAmount);
    expect(Cookies.get('cartToken')).not.toBe(visitorToken);
    expect(Cookies.get('storeGroupId')).toBe('sg-business');
    expect(Cookies.get('storeGroupSlug')).toBe('business');
    await waitFor(() =>
      expect(db().shopper.sessionAttributes.get(after.id)).toEqual(
        demoSessionAttributes(nordicPrint, 'Maria Admin', maria.id),
      ),
    );
  });

  it("a company user's cart keeps the company after a market switch", async () => {
    await visitorCart();
    const user = userEvent.setup();
    const { store, navigations } = renderApp('/login');
    await user.type(await screen.findByLabelText(/E-postadress/), 'maria.admin@example.se');
    await user.type(screen.getByLabelText(/^Lösenord/), 'Demo-password-1');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));
    await waitFor(() => expect(navigations).toEqual(['/my-account/overview/']));
    const swedishCart = store.getState().cart.cart!.id;

    await user.click(screen.getByRole('button', { name: /Sverige/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: /Norge/ }));
    await waitFor(() => expect(store.getState().cart.cart?.id).not.toBe(swedishCart));
    const norwegianCart = store.getState().cart.cart!;
    expect(norwegianCart.storeGroupId).toBe('sg-business');
    await waitFor(() =>
      expect(db().shopper.sessionAttributes.get(norwegianCart.id)).toEqual(
        demoSessionAttributes(nordicPrint, 'Maria Admin', maria.id),
      ),
    );
  });
});
