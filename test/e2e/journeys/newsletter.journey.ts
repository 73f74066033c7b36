// A visitor joins the newsletter from the home page: an empty and a wrong address are refused with
// the block's texts, a good one is thanked, and the same one again is thanked the same way (the block
// tells no one whether an address is on the list). A visitor who scrolls the picture before the
// app has taken over stays where she scrolled; a form whose code cannot load says so in the block
// and offers a reload, which brings it.
import assert from 'node:assert/strict';
import type { Route } from 'playwright-core';
import type { Journey } from '../support/journey';
import { h1 } from '../support/shopper';

const journey: Journey = {
  name: 'newsletter',
  run: async (ctx) => {
    const { page } = ctx;
    const block = () => page.getByRole('region', { name: 'Gå med i vårt nyhetsbrev' });
    // The block's form loads as the block comes near the viewport: she scrolls down to it.
    const scrollToBlock = () =>
      page.getByRole('heading', { level: 2, name: 'Gå med i vårt nyhetsbrev' }).scrollIntoViewIfNeeded();
    const formShown = () =>
      block()
        .getByLabel(/^E-postadress/)
        .waitFor();

    await ctx.step(
      'a visitor who scrolls before the app has taken over stays where she scrolled',
      async () => {
        // The tab's first page, so React Router has no place saved for it. The app's scripts wait
        // until she has scrolled, as on a slow phone.
        let release = () => undefined as void;
        const released = new Promise<void>((resolve) => (release = resolve));
        const holdScripts = async (route: Route) => {
          await released;
          await route.continue();
        };
        await page.route(/\/assets\/.*\.js$/, holdScripts);
        await page.goto('/', { waitUntil: 'commit' });
        await h1(page, 'Välkommen till Printfabriken').waitFor();
        await scrollToBlock();
        const scrolled = await page.evaluate(() => window.scrollY);
        assert.ok(scrolled > 0, 'the block is below the fold');
        release();
        // The form shows once the app runs and the block has seen it is near.
        await formShown();
        await page.unroute(/\/assets\/.*\.js$/, holdScripts);
        assert.equal(await page.evaluate(() => window.scrollY), scrolled);
        await ctx.checkA11y('home page scrolled before the app took over');
      },
    );

    await ctx.step('a visitor finds the newsletter block on the home page', async () => {
      await ctx.visit('/', { ready: h1(page, 'Välkommen till Printfabriken') });
      await scrollToBlock();
      await formShown();
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

    await ctx.step('a form whose code cannot load says so in the block, and a reload brings it', async () => {
      const refuse = (route: Route) => route.abort('internetdisconnected');
      await page.route(/\/assets\/NewsletterBlock-[^/]*\.js$/, refuse);
      ctx.allowConsoleError(/Failed to load resource|dynamically imported module/);
      await ctx.visit('/', { ready: h1(page, 'Välkommen till Printfabriken') });
      await scrollToBlock();
      const alert = page
        .getByRole('alert')
        .filter({ hasText: 'Formuläret för nyhetsbrevet kunde inte laddas' });
      await alert.waitFor();
      // The rest of the page is still the page.
      await h1(page, 'Välkommen till Printfabriken').waitFor();
      await ctx.checkA11y('newsletter form not loaded');
      await page.unroute(/\/assets\/NewsletterBlock-[^/]*\.js$/, refuse);
      await alert.getByRole('button', { name: 'Ladda om sidan' }).click();
      await h1(page, 'Välkommen till Printfabriken').waitFor();
      await scrollToBlock();
      await formShown();
    });
  },
};

export default journey;
