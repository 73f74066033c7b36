// Quick order for a business buyer. Maria opens the quick order from her account, loads a CSV file
// with three SKUs (one of them unknown), checks them, and adds the two known ones to the cart in one
// go; the unknown one stays on the page with its reason. axe runs on the empty page and the results.
import assert from 'node:assert/strict';
import type { Journey } from '../support/journey';
import { h1, logIn } from '../support/shopper';

const CSV = 'sku,quantity\nPF-1001-BLACK-M,3\nPF-9999-NOPE,2\nPF-1002-WHITE-STD,2\n';

const journey: Journey = {
  name: 'quick-order',
  run: async (ctx) => {
    const { page } = ctx;

    await ctx.step('Maria opens the quick order from her account', async () => {
      await logIn(ctx, 'maria.admin@example.se', 'Maria Admin');
      await page.getByRole('link', { name: /Snabbeställning/ }).click();
      await h1(page, 'Snabbeställning').waitFor();
      await ctx.checkA11y('quick order, empty');
    });

    await ctx.step('she loads a CSV of three SKUs, one unknown, and sees each line checked', async () => {
      await page.getByLabel('Läs in CSV-fil').setInputFiles({
        name: 'order.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(CSV),
      });
      const rows = page.getByRole('row');
      await rows.filter({ hasText: 'PF-9999-NOPE' }).getByText('Hittades inte').waitFor();
      await rows.filter({ hasText: 'PF-1001-BLACK-M' }).getByText('Classic Tee, Svart').waitFor();
      await rows.filter({ hasText: 'PF-1002-WHITE-STD' }).getByText('Business Card Pack, Vit').waitFor();
      await ctx.checkA11y('quick order, checked');
    });

    await ctx.step('she adds the two known lines; the unknown one stays with its reason', async () => {
      await page.getByRole('button', { name: 'Lägg 2 rader i varukorgen' }).click();
      await page.getByRole('button', { name: 'Varukorg, 5 artiklar', exact: true }).waitFor();
      await page.getByText('2 rader lades i varukorgen.').waitFor();
      const rows = page.getByRole('row');
      await rows.filter({ hasText: 'PF-9999-NOPE' }).getByText('Hittades inte').waitFor();
      assert.equal(
        await rows.filter({ hasText: 'PF-1001-BLACK-M' }).count(),
        0,
        'added lines leave the page',
      );
      await ctx.checkA11y('quick order after adding');
    });
  },
};

export default journey;
