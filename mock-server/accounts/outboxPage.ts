import { linkNames } from './outbox';
import type { OutboxMail } from './types';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c] ?? c);

function article(mail: OutboxMail, index: number): string {
  const heading = `mail-${index}`;
  return `<article aria-labelledby="${heading}">
  <h2 id="${heading}">${escape(mail.subject)}</h2>
  <dl>
    <dt>To</dt><dd>${escape(mail.to)}</dd>
    <dt>Sent</dt><dd><time datetime="${escape(mail.sentAt)}">${escape(mail.sentAt.replace('T', ' ').slice(0, 19))} UTC</time></dd>
  </dl>
  <pre>${escape(mail.text)}</pre>
  <p><a href="${escape(mail.link)}">${linkNames[mail.kind]}</a></p>
</article>`;
}

/** The outbox as a small accessible page (lang, title, one h1, one article per mail). */
export function renderOutboxPage(mails: OutboxMail[]): string {
  const body =
    mails.length === 0
      ? '<p>No mail has been sent since the last reset.</p>'
      : mails.map((mail, index) => article(mail, index + 1)).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mock outbox</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; line-height: 1.5; }
  main { max-width: 48rem; margin: 0 auto; padding: 1.5rem; }
  article { border: 1px solid #767676; border-radius: 6px; padding: 1rem; margin: 1rem 0; }
  h2 { margin: 0 0 0.5rem; font-size: 1.2rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 0.5rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; font-family: inherit; background: #f4f4f4; padding: 0.75rem; }
  a { color: #0b57d0; font-weight: 600; }
  a:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Mock outbox</h1>
<p>Mails the mock backend has "sent", newest first. They are forgotten when the mock resets.</p>
${body}
</main>
</body>
</html>
`;
}
