import { HttpResponse } from 'msw';

// The pages of the third parties a payment passes through (a card issuer's 3-D Secure page, a bank's
// redirect page): plain HTML documents of their own, each with its own look, read by a form post of
// few small fields.

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The form posts those pages take, read no further than this. */
export const PAGE_FORM_LIMITS = { maxBytes: 8 * 1024, maxKeys: 10, maxStringLength: 2000 };

/**
 * A page: `css` its own style, `body` already escaped. The main landmark is named by the page's
 * heading (`#page-heading`): framed in the shop's page, it is not one more unnamed main.
 */
export function thirdPartyPage(
  language: string,
  title: string,
  css: string,
  body: string,
  script = '',
): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(language)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${css}</style>`,
    `</head><body><main aria-labelledby="page-heading">${body}</main>${script}</body></html>`,
    '',
  ].join('\n');
}

/** A page as the answer, never cached (each is one payment's, once). */
export const htmlAnswer = (body: string, status = 200) =>
  new HttpResponse(body, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });

/** The page sends the browser on (after a form post), never cached. */
export const seeOther = (location: string) =>
  new HttpResponse(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
