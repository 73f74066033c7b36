// A visitor joins the newsletter from the home page: an empty and a wrong address are refused with
// the block's texts, a good one is thanked, and the same one again is thanked the same way (the block
// tells no one whether an address is on the list).
import assert from 'node:assert/strict';
import type { Journey } from '../support/journey';
import { h1 } from '../support/shopper';

const journey: Journey = {
  name: 'newsletter',
  run: async (ctx) => {
    const { page } = ctx;
    const block = () => page.getByRole('region', { name: 'Gå med i vårt nyhetsbrev' });

    await ctx.step('a visitor finds the newsletter block on the home page', async () => {
      await ctx.visit('/', { ready: h1(page, 'Välkommen till Printfabriken') });
      // The block's form loads as the block comes near the viewport: she scrolls down to it.
      await page
        .getByRole('heading', { level: 2, name: 'Gå med i vårt nyhetsbrev' })
        .scrollIntoViewIfNeeded();
      await block()
        .getByLabel(/^E-postadress/)
        .waitFor();
      await ctx.checkA11y('home page with the newsletter block');
    });

    await ctx.step('an empty and a wrong address are refused', async () => {
      await block()
        .getByRole('button', { name: /Prenumerera/ })
        .click();
      await block().getByText('E-postadress krävs').waitFor();
      await block()
        .getByLabel(/^E-postadress/)
        .fill('lisa@');
      await block()
        .getByRole('button', { name: /Prenumerera/ })
        .click();
      await block().getByText('Ange en giltig e-postadress').waitFor();
    });

    await ctx.step('she subscribes, and again later', async () => {
      await block()
        .getByLabel(/^E-postadress/)
        .fill('lisa.larsson@example.se');
      await block()
        .getByRole('button', { name: /Prenumerera/ })
        .click();
      await block()
        .getByText(/Tack för att du prenumererar/)
        .waitFor();
      await block()
        .getByLabel(/^E-postadress/)
        .fill('lisa.larsson@example.se');
      await block()
        .getByRole('button', { name: /Prenumerera/ })
        .click();
      // Answered as the first time: the field is emptied and the same thanks shows.
      await ctx.eventually(async () =>
        assert.equal(
          await block()
            .getByLabel(/^E-postadress/)
            .inputValue(),
          '',
        ),
      );
      await block()
        .getByText(/Tack för att du prenumererar/)
        .waitFor();
      await ctx.checkA11y('newsletter answered');
    });
  },
};

export default journey;
