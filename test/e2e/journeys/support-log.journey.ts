// The support log a shopper downloads after reloading still holds what she did before the reload,
// marks the reload, and holds no secret; logging out starts a new log.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { lazySliceNames } from '../../../src/app/lazySliceNames';
import type { Journey } from '../support/journey';
import { eventually } from '../support/eventually';
import { addClassicTee, h1, logIn, openAccountMenu } from '../support/shopper';

interface Action {
  type: string;
  payload?: { path?: string; navigation?: string } | string[];
}

async function downloadLog(page: Page): Promise<{ text: string; actions: Action[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('contentinfo').getByRole('button', { name: 'Ladda ner supportlogg', exact: true }).click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  const log = JSON.parse(text) as { payload: string; preloadedState: string };
  JSON.parse(log.preloadedState);
  return { text, actions: JSON.parse(log.payload) as Action[] };
}

const journey: Journey = {
  name: 'support-log',
  run: async (ctx) => {
    const { page } = ctx;

    await ctx.step('a visitor adds Classic Tee, applies SAVE10 and logs in as Anna', async () => {
      await addClassicTee(ctx);
      await ctx.visit('/cart', { ready: h1(page, 'Varukorg') });
      await page.getByRole('button', { name: 'Rabattkod', exact: true }).click();
      await page.getByRole('textbox', { name: 'Rabattkod' }).fill('SAVE10');
      await page.getByRole('button', { name: 'Använd', exact: true }).click();
      await page.getByText('SAVE10').first().waitFor();
      await logIn(ctx, 'anna.andersson@example.se', 'Anna Andersson');
    });

    await ctx.step(
      'after a reload the downloaded log still holds all of it, and marks the reload',
      async () => {
        await ctx.reload({ ready: h1(page, 'Hej Anna Andersson') });
        const { text, actions } = await downloadLog(page);
        const types = actions.map((action) => action.type);
        const loads = actions.filter((action) => action.type === 'support/pageLoaded');
        assert.deepEqual(loads.at(-1)?.payload, { path: '/my-account/overview/', navigation: 'reload' });
        assert.ok(
          loads.length >= 3,
          `a marker per page load (product, cart, login, reload): ${loads.length}`,
        );
        const reload = types.lastIndexOf('support/pageLoaded');
        for (const before of [
          'cart/cartItemAddRequested',
          'cart/cartDiscountCodeAddRequested',
          'auth/loginSucceeded',
        ]) {
          const at = types.indexOf(before);
          assert.ok(at >= 0 && at < reload, `${before} is in the log before the reload`);
        }
        // The page continues a log, so it takes in every later slice after its first screen, and
        // says so in the log: a replay of it in Redux DevTools has every slice's reducer.
        await eventually(async () => {
          const after = (await downloadLog(page)).actions.slice(reload + 1);
          const joined = after
            .filter((action) => action.type === 'app/slicesInjected')
            .flatMap((action) => action.payload as string[]);
          assert.deepEqual([...joined].sort(), [...lazySliceNames].sort());
        });
        const cookies = await ctx.context.cookies();
        const secrets = [
          'Demo-password-1',
          ...cookies.filter((c) => /token/i.test(c.name)).map((c) => c.value),
        ];
        assert.ok(secrets.length >= 3, 'the session has its token cookies');
        for (const secret of secrets) assert.ok(!text.includes(secret), 'the log holds no password or token');
      },
    );

    await ctx.step('logging out starts a new log', async () => {
      await openAccountMenu(ctx, 'Anna Andersson');
      await page.getByRole('menuitem', { name: 'Logga ut' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('banner').getByRole('link', { name: 'Logga in' }).waitFor();
      await ctx.checkA11y('/ (logged out)');
      await ctx.reload();
      const { actions } = await downloadLog(page);
      const types = actions.map((action) => action.type);
      assert.ok(!types.includes('auth/loginSucceeded'), 'nothing of the signed-in session is left');
      assert.equal(
        types.filter((type) => type === 'support/pageLoaded').length,
        1,
        'only the reload after logout',
      );
    });
  },
};

export default journey;
