// Whom has the company invited? Maria (admin of Nordic Print AB) invites Greta and Olof from the
// users tab and sees both under the pending invitations, sends Olof's again and withdraws Greta's
// after a confirmation. Greta's mailed link then says the invitation was withdrawn. axe runs on the
// users tab with the invitations listed, with the withdraw dialog open and on the withdrawn link.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Journey, JourneyContext } from '../support/journey';
import { forgetShopper, h1, logIn, openAccountMenu } from '../support/shopper';

const GRETA = 'greta.gustafsson@nordicprint.se';
const OLOF = 'olof.olsson@nordicprint.se';

const pending = (page: Page) => page.getByRole('region', { name: 'Väntande inbjudningar' });
const rowOf = (page: Page, email: string) =>
  pending(page).getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });

/**
 * Waits until every toast has finished coming in: while notistack's collapse still opens one, its
 * text is clipped into a scrollable box, which axe would report.
 */
async function toastsSettled(ctx: JourneyContext): Promise<void> {
  await ctx.eventually(async () => {
    const clipped = await ctx.page
      .locator('[data-toast] .MuiAlert-message')
      .evaluateAll(
        (boxes) =>
          boxes.filter((box) => box.scrollHeight > box.clientHeight || box.scrollWidth > box.clientWidth)
            .length,
      );
    assert.equal(clipped, 0, 'a toast is still coming in');
  });
}

async function openUsersTab(ctx: JourneyContext): Promise<void> {
  const { page } = ctx;
  await openAccountMenu(ctx, 'Maria Admin');
  await page.getByRole('menuitem', { name: 'Företagsinformation' }).click();
  await h1(page, 'Företagsinformation').waitFor();
  await ctx.checkA11y('company page');
  await page.getByRole('tab', { name: 'Användare', exact: true }).click();
  await page.getByRole('cell', { name: 'erik.buyer@example.se' }).waitFor();
  await pending(page).getByText('Inga inbjudningar väntar på svar.').waitFor();
}

async function invite(
  ctx: JourneyContext,
  first: string,
  last: string,
  email: string,
  { check = false } = {},
): Promise<void> {
  const { page } = ctx;
  await page.getByRole('button', { name: 'Bjud in användare' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bjud in användare' });
  const firstName = dialog.getByRole('textbox', { name: /^Förnamn/ });
  // The dialog focuses its first field once its transition has ended: typing before that would
  // land in the field the focus then moves to.
  await ctx.eventually(async () =>
    assert.equal(await firstName.evaluate((field) => field === document.activeElement), true),
  );
  await firstName.fill(first);
  await dialog.getByRole('textbox', { name: /^Efternamn/ }).fill(last);
  await dialog.getByRole('textbox', { name: /^E-post/ }).fill(email);
  if (check) await ctx.checkA11y('invite dialog');
  await dialog.getByRole('button', { name: 'Skicka inbjudan' }).click();
  await page.getByText(`En inbjudan har skickats till ${email}.`).waitFor();
  await dialog.waitFor({ state: 'detached' });
  await rowOf(page, email).waitFor();
}

const journey: Journey = {
  name: 'pending-invitations',
  run: async (ctx) => {
    const { page } = ctx;

    await ctx.step('Maria invites Greta and Olof; both wait for an answer', async () => {
      await logIn(ctx, 'maria.admin@example.se', 'Maria Admin');
      await openUsersTab(ctx);
      await invite(ctx, 'Greta', 'Gustafsson', GRETA, { check: true });
      await invite(ctx, 'Olof', 'Olsson', OLOF);
      await pending(page).getByText('2 inbjudningar väntar på svar').waitFor();
      await rowOf(page, GRETA).getByText('Användare').waitFor();
      await toastsSettled(ctx);
      await ctx.checkA11y('users tab with pending invitations');
    });

    await ctx.step('she sends Olof’s invitation again', async () => {
      await rowOf(page, OLOF)
        .getByRole('button', { name: `Skicka igen: inbjudan till ${OLOF}` })
        .click();
      await page
        .getByText(
          `Inbjudan till ${OLOF} gäller nu i 7 dagar. E-post med länken skickas högst var tionde minut.`,
        )
        .waitFor();
    });

    await ctx.step('she withdraws Greta’s invitation after confirming it', async () => {
      await rowOf(page, GRETA)
        .getByRole('button', { name: `Dra tillbaka inbjudan till ${GRETA}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Dra tillbaka inbjudan?' });
      await dialog.getByRole('button', { name: 'Dra tillbaka inbjudan' }).waitFor();
      await toastsSettled(ctx);
      await ctx.checkA11y('withdraw invitation dialog');
      await dialog.getByRole('button', { name: 'Dra tillbaka inbjudan' }).click();
      await page.getByText(`Inbjudan till ${GRETA} har dragits tillbaka.`).waitFor();
      await dialog.waitFor({ state: 'detached' });
      await pending(page).getByText('1 inbjudan väntar på svar').waitFor();
      await ctx.eventually(async () => assert.equal(await rowOf(page, GRETA).count(), 0));
      await toastsSettled(ctx);
      await ctx.checkA11y('users tab after the withdrawal');
    });

    await ctx.step('Greta’s mailed link says the invitation was withdrawn', async () => {
      await forgetShopper(ctx);
      // The page reads the invitation, which answers 410 once withdrawn: the browser logs the status.
      ctx.allowConsoleError(/status of 410 .*\/api\/auth\/invitation\/\?token=/);
      await ctx.visit('/__mock/outbox');
      await page
        .getByRole('article')
        .filter({ hasText: GRETA })
        .getByRole('link', { name: 'Answer the invitation' })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === '/invitation/' && url.searchParams.has('token'));
      await h1(page, 'Inbjudan har dragits tillbaka').waitFor();
      await page.getByRole('main').getByRole('alert').waitFor();
      await ctx.checkA11y('withdrawn invitation link');
    });
  },
};

export default journey;
