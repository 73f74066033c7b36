// A Gift Box with a gift note: the note is chosen on the product page, shown under its box in the
// cart, edited in a dialog, removed, added again, and leaves with its box. The product page names
// colours in Swedish in Sverige and in English in Norge.
import assert from 'node:assert/strict';
import type { Journey } from '../support/journey';
import { chooseMarket, h1 } from '../support/shopper';

const journey: Journey = {
  name: 'gift-note',
  run: async (ctx) => {
    const { page } = ctx;
    const main = page.getByRole('main');
    const noteGroup = () => main.getByRole('group', { name: 'Hälsningskort till Gift Box' });

    await ctx.step('the product page in Sverige names the colours in Swedish', async () => {
      await ctx.visit('/produkt/presentask', { ready: h1(page, 'Gift Box') });
      await main.getByRole('group', { name: 'Färg: Kraft' }).waitFor();
      await main.getByRole('radio', { name: 'Svart' }).waitFor();
      assert.equal(await main.getByRole('radio', { name: 'Black' }).count(), 0, 'no English colour');
    });

    await ctx.step('add the box with a note', async () => {
      await main.getByRole('checkbox', { name: /Lägg till ett hälsningskort/ }).check();
      await main.getByLabel(/Text på kortet/).fill('Grattis på födelsedagen!');
      await ctx.checkA11y('/produkt/presentask (note written)');
      const add = main.getByRole('button', { name: 'Lägg i varukorgen' });
      await ctx.eventually(async () => assert.ok(await add.isEnabled(), 'add to cart is enabled'));
      await add.click();
      await page.getByRole('button', { name: 'Varukorg, 2 artiklar', exact: true }).waitFor();
    });

    await ctx.step('the cart shows the note under its box; edit its text in a dialog', async () => {
      await ctx.visit('/cart', { ready: h1(page, 'Varukorg') });
      await noteGroup().getByText('Grattis på födelsedagen!').waitFor();
      await noteGroup()
        .getByRole('button', { name: 'Ändra texten på hälsningskortet till Gift Box' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Ändra hälsningskortet till Gift Box' });
      await dialog.waitFor();
      await ctx.checkA11y('/cart (edit note dialog)');
      await dialog.getByRole('textbox', { name: 'Text på kortet' }).fill('Grattis, Olle!');
      await dialog.getByRole('button', { name: 'Spara' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await noteGroup().getByText('Grattis, Olle!').waitFor();
    });

    await ctx.step(
      'remove the note, add it again, then remove the box and the note goes with it',
      async () => {
        await noteGroup().getByRole('button', { name: 'Ta bort kortet till Gift Box' }).click();
        const addNote = noteGroup().getByRole('button', { name: 'Lägg till hälsningskort till Gift Box' });
        await addNote.waitFor();
        await page.getByRole('button', { name: 'Varukorg, 1 artikel', exact: true }).waitFor();
        await ctx.eventually(async () => assert.equal(await addNote.getAttribute('aria-disabled'), 'false'));
        await addNote.click();
        const dialog = page.getByRole('dialog', { name: 'Lägg till ett hälsningskort till Gift Box' });
        await dialog.getByRole('textbox', { name: 'Text på kortet' }).fill('Kram!');
        await ctx.checkA11y('/cart (add note dialog)');
        await dialog.getByRole('button', { name: 'Spara' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await noteGroup().getByText('Kram!').waitFor();
        await page.getByRole('button', { name: 'Varukorg, 2 artiklar', exact: true }).waitFor();
        await main.getByRole('button', { name: 'Ta bort Gift Box' }).click();
        await main.getByText('Din varukorg är tom.').waitFor();
        await page.getByRole('button', { name: 'Varukorg, 0 artiklar', exact: true }).waitFor();
        await ctx.checkA11y('/cart (empty again)');
      },
    );

    await ctx.step('in Norge the product page names the colours in English', async () => {
      await ctx.visit('/produkt/presentask', { ready: h1(page, 'Gift Box') });
      await chooseMarket(ctx, /^Marknad: Sverige/, /Norge/);
      await main.getByRole('group', { name: 'Colour: Kraft' }).waitFor();
      await main.getByRole('radio', { name: 'Black' }).waitFor();
      await ctx.checkA11y('gift box in Norge');
    });
  },
};

export default journey;
