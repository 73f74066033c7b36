import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { JourneyContext } from './journey';

// Steps a shopper takes in many journeys, in Swedish (Sverige).

export const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Logs a demo user in through the login page and waits for the account overview. */
export async function logIn(ctx: JourneyContext, email: string, name: string): Promise<void> {
  const { page } = ctx;
  await ctx.visit('/login', { ready: h1(page, 'Logga in') });
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel(/^Lösenord/).fill('Demo-password-1');
  await page.getByRole('main').getByRole('button', { name: 'Logga in' }).click();
  await page.waitForURL((url) => url.pathname === '/my-account/overview/');
  await h1(page, `Hej ${name}`).waitFor();
}

/** Adds Classic Tee (its default variant) from its product page; the cart then counts one. */
export async function addClassicTee(ctx: JourneyContext): Promise<void> {
  const { page } = ctx;
  await ctx.visit('/produkt/klassisk-t-shirt', { ready: h1(page, 'Classic Tee') });
  const add = page.getByRole('button', { name: 'Lägg i varukorgen' });
  await ctx.eventually(async () => assert.ok(await add.isEnabled(), 'add to cart is enabled'));
  await add.click();
  await page.getByRole('button', { name: 'Varukorg, 1 artikel', exact: true }).waitFor();
}

/** A fresh start for the next person on the same browser: no cookies, no stored cart or wishlist. */
export async function forgetShopper(ctx: JourneyContext): Promise<void> {
  await ctx.page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  await ctx.context.clearCookies();
}

/** Opens the signed-in user's menu in the header and checks it with axe while it is open. */
export async function openAccountMenu(ctx: JourneyContext, userName: string): Promise<void> {
  await ctx.page.getByRole('banner').getByRole('button', { name: userName, exact: true }).click();
  await ctx.page.getByRole('menu').waitFor();
  await ctx.checkA11y(`account menu of ${userName}`);
}

/** Chooses a market from the header's market menu (checked with axe while it is open). */
export async function chooseMarket(
  ctx: JourneyContext,
  current: RegExp,
  item: string | RegExp,
): Promise<void> {
  await ctx.page.getByRole('banner').getByRole('button', { name: current }).click();
  const choice = ctx.page.getByRole('menu').getByRole('menuitemradio', { name: item });
  await choice.waitFor();
  await ctx.checkA11y('market menu');
  await choice.click();
}

/** The variant id of the cart's line of `product`, as the backend has it. */
export async function variantOfLine(page: Page, product: string): Promise<string> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'cartToken')?.value;
  assert.ok(token, 'the shopper has a cart token');
  const answer = await page.context().request.get('/shopper/sessions', {
    headers: { Authorization: `Bearer ${token}` },
  });
  assert.equal(answer.status(), 200, 'the cart is there');
  const cart = (await answer.json()) as { items: { productVariantId: string; displayName?: string }[] };
  const line = cart.items.find((item) => item.displayName === product);
  assert.ok(line, `a ${product} line in ${JSON.stringify(cart.items.map((item) => item.displayName))}`);
  return line.productVariantId;
}
