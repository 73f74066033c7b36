// Print files ('Tryckfiler'). Maria (admin of Nordic Print AB) opens the tab, drops an EPS, a PDF and a
// PNG at once; the EPS and the PDF are converted on the worker and every row shows a real picture.
// A text file and the same PNG again are refused with the fixed Swedish texts. She previews the EPS
// and deletes the PDF after confirming. axe runs on the tab, the preview and the delete dialog.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { minimalPdf } from '../../../mock-server/uploads/minimalPdf';
import { NORDIC_PRINT_LOGO_PREVIEW_PNG_BASE64 } from '../../../mock-server/uploads/seedPreviewPng';
import type { Journey } from '../support/journey';
import { h1, logIn } from '../support/shopper';

const EPS = `%!PS-Adobe-3.0 EPSF-3.0
%%BoundingBox: 0 0 240 120
%%EndComments
0.85 0.1 0.2 setrgbcolor
10 10 220 100 rectfill
1 1 1 setrgbcolor
/Helvetica-Bold findfont 36 scalefont setfont
30 50 moveto (ACME) show
showpage
%%EOF
`;
const PDF = minimalPdf({
  width: 300,
  height: 150,
  content: '0 0.5 0.2 rg 20 20 260 110 re f 1 1 1 rg BT /F1 32 Tf 40 60 Td (PDF LOGO) Tj ET',
});
const PNG = Buffer.from(NORDIC_PRINT_LOGO_PREVIEW_PNG_BASE64, 'base64');

const files = {
  eps: { name: 'acme-logo.eps', mimeType: 'application/postscript', buffer: Buffer.from(EPS) },
  pdf: { name: 'acme-broschyr.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) },
  png: { name: 'acme-badge.png', mimeType: 'image/png', buffer: PNG },
  txt: { name: 'anteckningar.txt', mimeType: 'text/plain', buffer: Buffer.from('inte en logotyp') },
};

const row = (page: Page, name: string) =>
  page.getByTestId('print-file-row').filter({ has: page.getByText(name, { exact: true }) });

/** The row's picture has loaded and is a PNG the browser could draw. */
async function showsRealPicture(page: Page, name: string): Promise<void> {
  const image = row(page, name).locator('img');
  await image.waitFor();
  const drawn = await image.evaluate(async (img: HTMLImageElement) => {
    if (!img.complete) await new Promise((resolve) => img.addEventListener('load', resolve, { once: true }));
    return { width: img.naturalWidth, src: img.getAttribute('src') ?? '' };
  });
  assert.ok(drawn.width > 0, `${name} shows a picture`);
  assert.match(
    drawn.src,
    /\.png\?expires=\d+&signature=[\w-]+$/,
    `${name} is shown as a PNG, by a signed link`,
  );
}

const journey: Journey = {
  name: 'print-files',
  run: async (ctx) => {
    const { page } = ctx;
    const picker = page.locator('input[type=file]');

    await ctx.step('Maria opens the print files of Nordic Print AB', async () => {
      await logIn(ctx, 'maria.admin@example.se', 'Maria Admin');
      await ctx.visit('/my-account/company/', { ready: h1(page, 'Företagsinformation') });
      await page.getByRole('tab', { name: 'Tryckfiler' }).click();
      await row(page, 'nordic-print-logo.eps').waitFor();
      assert.equal(
        await page.getByTestId('print-file-row').count(),
        2,
        'the proof and the preview stay hidden',
      );
      await ctx.checkA11y('print files tab');
    });

    await ctx.step('she drops an EPS, a PDF and a PNG; each lands with a real picture', async () => {
      await picker.setInputFiles([files.eps, files.pdf, files.png]);
      await page.getByText('Filer har laddats upp').waitFor({ timeout: 60_000 });
      for (const file of [files.eps, files.pdf, files.png]) await showsRealPicture(page, file.name);
      assert.equal(await page.getByTestId('print-file-row').count(), 5);
      await row(page, files.eps.name).getByText('Primär').waitFor();
      await row(page, files.png.name).getByText('Sekundär').waitFor();
    });

    await ctx.step('a text file and the same PNG again are refused in Swedish', async () => {
      await picker.setInputFiles([files.txt]);
      await page.getByText('Filtypen för "anteckningar.txt" stöds inte.').waitFor();
      await picker.setInputFiles([files.png]);
      await page.getByText('Filen "acme-badge.png" är redan uppladdad.').waitFor();
      assert.equal(await page.getByTestId('print-file-row').count(), 5, 'nothing more was stored');
    });

    await ctx.step('she previews the converted EPS on its checkerboard', async () => {
      await page.getByRole('button', { name: `Förhandsgranska ${files.eps.name}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('img', { name: `Förhandsvisning av ${files.eps.name}` }).waitFor();
      await ctx.checkA11y('preview dialog');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });

    await ctx.step('she deletes the PDF after confirming', async () => {
      await page.getByRole('button', { name: `Ta bort ${files.pdf.name}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByText(`Är du säker på att du vill ta bort "${files.pdf.name}"? Detta kan inte ångras.`)
        .waitFor();
      await ctx.checkA11y('delete dialog');
      await dialog.getByRole('button', { name: 'Ta bort' }).click();
      await page.getByText('Filen har tagits bort').waitFor();
      await row(page, files.pdf.name).waitFor({ state: 'detached' });
      assert.equal(await page.getByTestId('print-file-row').count(), 4);
    });
  },
};

export default journey;
