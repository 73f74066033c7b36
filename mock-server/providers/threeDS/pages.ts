import { TEXTS } from '../browser/frame/texts';
import type { ThreeDSChallengeResultMessage } from '../adyen/types';
import type { ThreeDSChallenge } from '../types';
import { escapeHtml, thirdPartyPage } from '../thirdPartyPages';

// The pages of a 3-D Secure challenge, as the browser gets them in the frame the Drop-in made: the
// card issuer's challenge (its access control server's page), and Adyen's notification page, which
// tells the Drop-in's page the outcome.

const ANSWER_PATH = '/mock-providers/issuer/challenge/answer';

const STYLE = [
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:16px;color:#1a1a1a}',
  'label{display:block;margin:12px 0 4px}input{font:inherit;padding:8px;border:1px solid #555;border-radius:4px}',
  'button{font:inherit;margin-top:12px;padding:8px 20px;border:0;border-radius:4px;background:#1a1f71;color:#fff}',
  '.error{color:#b00020;margin:4px 0 0}:focus-visible{outline:3px solid #1a1f71;outline-offset:2px}',
].join('\n');

const page = (language: string, title: string, body: string, script = '') =>
  thirdPartyPage(language, title, STYLE, body, script);

/** The issuer's challenge: the one-time code, with a message under the field when one is due. */
export function challengePage(challenge: ThreeDSChallenge, error = ''): string {
  const t = TEXTS[challenge.language];
  const invalid = error ? ' aria-invalid="true"' : '';
  return page(
    challenge.language,
    t.challengeTitle,
    [
      `<h1 id="page-heading">${escapeHtml(t.challengeTitle)}</h1>`,
      `<p>${escapeHtml(t.challengeIntro)}</p>`,
      `<form method="post" action="${ANSWER_PATH}">`,
      `<input type="hidden" name="threeDSServerTransID" value="${escapeHtml(challenge.threeDSServerTransID)}">`,
      `<label for="code">${escapeHtml(t.challengeLabel)}</label>`,
      `<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="8" required aria-describedby="code-error"${invalid}>`,
      `<p class="error" id="code-error">${escapeHtml(error)}</p>`,
      `<button type="submit">${escapeHtml(t.confirm)}</button>`,
      '</form>',
    ].join(''),
  );
}

/** A page for a challenge request that names no challenge waiting (stale, or made up). */
export function noChallengePage(language: 'sv' | 'en'): string {
  const text = language === 'sv' ? 'Ingen verifiering väntar.' : 'No verification is waiting.';
  return page(language, text, `<h1 id="page-heading">${escapeHtml(text)}</h1>`);
}

/**
 * Adyen's notification page: it posts the challenge's outcome to the page the Drop-in runs on (the
 * payment's `origin`), and to no other.
 */
export function notificationPage(challenge: ThreeDSChallenge): string {
  const message: ThreeDSChallengeResultMessage = {
    type: 'threeDS2:challengeResult',
    threeDSServerTransID: challenge.threeDSServerTransID,
    transStatus: challenge.transStatus === 'Y' ? 'Y' : 'N',
  };
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const t = TEXTS[challenge.language];
  return page(
    challenge.language,
    t.challengeTitle,
    `<h1 id="page-heading">${escapeHtml(t.processing)}</h1>`,
    `<script>parent.postMessage(${json(message)}, ${json(challenge.shopOrigin)});</script>`,
  );
}
