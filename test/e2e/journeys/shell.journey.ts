// The app shell: market selector (keyboard-usable menu, choice kept over a reload, language follows
// the market), footer links to the legal pages, the not-found page and the support-log download.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import type { Journey } from '../support/journey';

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const h1 = (page: Page, name?: string) =>
  page.getByRole('heading', { level: 1, ...(name === undefined ? {} : { name, exact: true }) });
const marketSelector = (page: Page, market: string, currency: string) =>
  page.getByRole('button', { name: new RegExp(`${market}.*${currency}|${currency}.*${market}`) });

const journey: Journey = {
  name: 'shell',
  run: async (ctx) => {
    const { page } = ctx;

    await ctx.step('home page in Swedish', async () => {
      await ctx.visit('/', { ready: h1(page, 'Välkommen till Printfabriken') });
      await ctx.eventually(async () => assert.equal(await htmlLang(page), 'sv'));
      await marketSelector(page, 'Sverige', 'SEK').waitFor();
    });

    await ctx.step('choose Norge with the keyboard', async () => {
      await marketSelector(page, 'Sverige', 'SEK').click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      const sverige = menu.getByRole('menuitemradio', { name: 'Sverige SEK SV' });
      const norge = menu.getByRole('menuitemradio', { name: 'Norge NOK EN' });
      await sverige.waitFor();
      await norge.waitFor();
      await menu.getByRole('menuitemradio', { name: 'Suomi EUR EN' }).waitFor();
      assert.equal(await sverige.getAttribute('aria-checked'), 'true', "'Sverige' is the checked market");
      await ctx.checkA11y('market menu in Sverige');

      await ctx.eventually(async () =>
        assert.ok(
          await menu.evaluate((el) => el.contains(document.activeElement)),
          'focus moves into the menu',
        ),
      );
      const items = await menu.getByRole('menuitemradio').count();
      for (let presses = 0; !(await norge.evaluate((el) => el === document.activeElement)); presses += 1) {
        assert.ok(presses < items, "ArrowDown never reached 'Norge'");
        await page.keyboard.press('ArrowDown');
      }
      await page.keyboard.press('Enter');
      await menu.waitFor({ state: 'hidden' });

      await marketSelector(page, 'Norge', 'NOK').waitFor();
      await ctx.eventually(async () => assert.equal(await htmlLang(page), 'en'));
      await h1(page, 'Welcome to Printfabriken').waitFor();
      await ctx.checkA11y('home page in English');
    });

    await ctx.step('the choice survives a reload', async () => {
      await ctx.reload({ ready: h1(page, 'Welcome to Printfabriken') });
      await marketSelector(page, 'Norge', 'NOK').waitFor();
      assert.equal(await htmlLang(page), 'en');
    });

    // In an English market the legal pages are at their English addresses.
    for (const [link, path] of [
      ['Terms', '/en/terms'],
      ['Integrity', '/en/integrity'],
      ['Privacy policy', '/en/privacy-policy/'],
    ] as const) {
      await ctx.step(`footer link '${link}'`, async () => {
        const previousHeading = await h1(page).first().textContent();
        await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
        await page.waitForURL((url) => url.pathname === path);
        await ctx.eventually(async () => {
          const heading = h1(page);
          assert.ok(await heading.isVisible(), 'a level-1 heading is visible');
          assert.notEqual(
            await heading.textContent(),
            previousHeading,
            'the level-1 heading is the new page’s',
          );
        });
        await ctx.checkA11y(path);
      });
    }

    await ctx.step('page not found', async () => {
      // The address answers 404, which the browser reports on its console.
      ctx.allowConsoleError(/status of 404/);
      const response = await ctx.visit('/no-such-page', { ready: h1(page, 'Page not found') });
      assert.equal(response?.status(), 404);
      await page.getByRole('main').locator('a[href="/en/"]').first().waitFor();
    });

    // The downloaded support log below must show this choice by the mouse.
    await ctx.step('choose Suomi with the mouse', async () => {
      await marketSelector(page, 'Norge', 'NOK').click();
      await page.getByRole('menu').getByRole('menuitemradio', { name: 'Suomi EUR EN' }).waitFor();
      await ctx.checkA11y('market menu in Norge');
      await page.getByRole('menu').getByRole('menuitemradio', { name: 'Suomi EUR EN' }).click();
      await page.getByRole('menu').waitFor({ state: 'hidden' });
      await marketSelector(page, 'Suomi', 'EUR').waitFor();
      await ctx.checkA11y('not-found page in the Finnish market');
    });

    await ctx.step('the content security policy refuses what injected markup would run', async () => {
      // The refusals are reported as console errors; these two are this step's own.
      ctx.allowConsoleError(/script-src-attr refused inline|inline event handler violates/);
      ctx.allowConsoleError(/scripts\.example\.invalid|assets\/injected\.js/);
      const outcome = await page.evaluate(async () => {
        const violations: string[] = [];
        document.addEventListener('securitypolicyviolation', (event) =>
          violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
        );
        // An inline event handler, as markup smuggled into the page would carry it. The browser
        // checks the policy when the handler first runs, so its event is dispatched here: an
        // image's load event comes only if the browser takes the picture.
        const holder = document.createElement('div');
        holder.innerHTML = '<button type="button" onclick="window.__injected = true">Injected</button>';
        document.body.append(holder);
        holder.querySelector('button')!.click();
        // Script tags that markup brings into a page (parser-inserted), from another origin and from
        // the shop's own: in a frame of the shop's origin, which inherits the page's policy.
        const frame = document.createElement('iframe');
        frame.title = 'injected markup';
        document.body.append(frame);
        const inner = frame.contentDocument!;
        inner.open();
        inner.addEventListener('securitypolicyviolation', (event) =>
          violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
        );
        inner.write(
          '<script src="https://scripts.example.invalid/steal.js"></scr' +
            'ipt><script src="/assets/injected.js"></scr' +
            'ipt>',
        );
        inner.close();
        // Three refusals are expected; the ceiling is only for a policy that lets one through.
        for (let turns = 0; violations.length < 3 && turns < 500; turns += 1) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        holder.remove();
        frame.remove();
        return { violations, injected: (window as { __injected?: boolean }).__injected === true };
      });
      assert.equal(outcome.injected, false, 'the inline handler did not run');
      assert.ok(
        outcome.violations.includes('script-src-attr inline'),
        `the inline handler was refused: ${outcome.violations.join('; ')}`,
      );
      assert.ok(
        outcome.violations.includes('script-src-elem https://scripts.example.invalid/steal.js'),
        `the injected foreign script was refused: ${outcome.violations.join('; ')}`,
      );
      assert.ok(
        outcome.violations.some((entry) =>
          /^script-src-elem http:\/\/[^ ]+\/assets\/injected\.js$/.test(entry),
        ),
        `the injected script of the shop's own origin was refused: ${outcome.violations.join('; ')}`,
      );
    });

    await ctx.step('download the support log', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page
          .getByRole('contentinfo')
          .getByRole('button', { name: 'Download support log', exact: true })
          .click(),
      ]);
      assert.equal(download.suggestedFilename(), 'support-log.json');
      const text = await readFile(await download.path(), 'utf8');
      assert.ok(!text.includes('Demo-password-1'), 'the support log contains no password');

      const log = JSON.parse(text) as Record<string, unknown>;
      assert.equal(typeof log.payload, 'string', 'payload is a string');
      assert.equal(typeof log.preloadedState, 'string', 'preloadedState is a string');

      const actions = JSON.parse(log.payload as string) as unknown;
      assert.ok(Array.isArray(actions) && actions.length > 0, 'payload is a non-empty array');
      for (const action of actions as unknown[]) {
        assert.ok(
          typeof action === 'object' &&
            action !== null &&
            typeof (action as { type?: unknown }).type === 'string',
          `every recorded action is an object with a string type: ${JSON.stringify(action)}`,
        );
      }
      assert.ok(
        (actions as { type: string }[]).some((action) => action.type === 'market/marketChosen'),
        `the log holds a 'market/marketChosen' action; it holds: ${(actions as { type: string }[]).map((a) => a.type).join(', ')}`,
      );

      const preloadedState = JSON.parse(log.preloadedState as string) as unknown;
      assert.ok(
        typeof preloadedState === 'object' && preloadedState !== null && !Array.isArray(preloadedState),
        'preloadedState is an object',
      );
    });
  },
};

export default journey;
