// A business buyer finds every account page through the header's menu, and the header's overlays
// (account menu, market menu, cart drawer, a toast) pass axe while they are open.
import assert from 'node:assert/strict';
import type { Journey } from '../support/journey';
import { h1, logIn } from '../support/shopper';

/** The account menu's items in Maria's order, and the heading each page opens with. */
const accountPages = [
  ['Mitt konto', '/my-account/overview/', 'Hej Maria Admin'],
  ['Mina ordrar', '/my-account/orders/', 'Mina ordrar'],
  ['Snabbeställning', '/my-account/quick-order/', 'Snabbeställning'],
  ['Företagsinformation', '/my-account/company/', 'Företagsinformation'],
  ['Min information', '/my-account/profile/', 'Min information'],
  ['Favoriter', '/favorites', 'Favoriter'],
] as const;

const journey: Journey = {
  name: 'account-navigation',
  run: async (ctx) => {
    const { page } = ctx;
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Maria Admin' });

    await ctx.step('a visitor reaches the favourites from the header', async () => {
      await ctx.visit('/', { ready: page.getByRole('heading', { level: 1 }).first() });
      await page
        .getByRole('banner')
        .getByRole('link', { name: /^Favoriter/ })
        .click();
      await h1(page, 'Favoriter').waitFor();
      await ctx.checkA11y('/favorites (visitor)');
    });

    await ctx.step('log in; /account is the overview', async () => {
      await logIn(ctx, 'maria.admin@example.se', 'Maria Admin');
      await ctx.checkA11y('/my-account/overview/');
      await ctx.visit('/account', { ready: h1(page, 'Hej Maria Admin') });
      assert.equal(new URL(page.url()).pathname, '/my-account/overview/');
    });

    for (const [item, path, heading] of accountPages) {
      await ctx.step(`the menu leads to ${item}`, async () => {
        await menuButton.click();
        const menu = page.getByRole('menu');
        await menu.waitFor();
        if (item === 'Mitt konto') await ctx.checkA11y('account menu open');
        await menu.getByRole('menuitem', { name: item, exact: true }).click();
        await page.waitForURL((url) => url.pathname === path);
        await h1(page, heading).waitFor();
        await menu.waitFor({ state: 'hidden' });
        await ctx.checkA11y(path);
      });
    }

    await ctx.step('the market menu and the cart drawer pass axe while open', async () => {
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Marknad: Sverige/ })
        .click();
      await page.getByRole('menu').waitFor();
      await ctx.checkA11y('market menu open');
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'hidden' });
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Varukorg/ })
        .click();
      const drawer = page.getByRole('dialog');
      await drawer.waitFor();
      await ctx.checkA11y('cart drawer open');
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
    });

    await ctx.step('a toast passes axe and Alt+T moves the focus to it', async () => {
      await ctx.visit('/produkt/klassisk-t-shirt', { ready: h1(page, 'Classic Tee') });
      const add = page.getByRole('button', { name: 'Lägg i varukorgen' });
      await ctx.eventually(async () => assert.ok(await add.isEnabled(), 'add to cart is enabled'));
      const fault = await ctx.context.request.post('/__mock/faults', {
        data: { method: 'POST', path: '/shopper/sessions/items', status: 409, times: 1 },
      });
      assert.ok(fault.ok(), 'the fault is set');
      ctx.allowConsoleError(/409/);
      await add.click();
      const toast = page.locator('[data-toast]').first();
      await toast.waitFor();
      await toast.getByText('Fel i varukorgen').waitFor();
      await ctx.checkA11y('toast shown');
      await page.keyboard.press('Alt+KeyT');
      await ctx.eventually(async () =>
        assert.ok(
          await toast.evaluate((element) => element === document.activeElement),
          'the toast has focus',
        ),
      );
    });
  },
};

export default journey;
