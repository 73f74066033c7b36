import axe from 'axe-core';
import type { OutboxMail } from '../../mock-server/accounts/types';
import { call, ORIGIN, withMockBackend } from './helpers';
import { anna, DEMO_PASSWORD, nils } from '../support/demoAccounts';

withMockBackend();

async function page(): Promise<{ status: number; type: string | null; html: string }> {
  const response = await fetch(`${ORIGIN}/__mock/outbox`);
  return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
}

async function sendBoth(): Promise<void> {
  await call('POST', '/api/auth/create-verify-link/', { body: { email: nils.email } });
  await call('POST', '/__mock/clock', { body: { advanceMs: 60_000 } });
  await call('POST', '/api/auth/create-reset-password-link/', {
    body: { email: anna.email },
  });
}

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('GET /__mock/outbox.json', () => {
  it('lists the mails newest first with absolute links to the app routes', async () => {
    await sendBoth();
    const { status, body } = await call<{ mails: OutboxMail[] }>('GET', '/__mock/outbox.json');
    expect(status).toBe(200);
    expect(body.mails.map((m) => [m.kind, m.to])).toEqual([
      ['reset-password', anna.email],
      ['verify-email', nils.email],
    ]);
    expect(body.mails[0]!.link).toMatch(new RegExp(`^${ORIGIN}/new-password/\\?token=[\\w-]+$`));
    expect(body.mails[1]!.link).toMatch(new RegExp(`^${ORIGIN}/verify-email/\\?token=[\\w-]+$`));
    expect(Date.parse(body.mails[0]!.sentAt) - Date.parse(body.mails[1]!.sentAt)).toBeGreaterThanOrEqual(
      60_000,
    );
    for (const mail of body.mails) {
      expect(Object.keys(mail).sort()).toEqual(['id', 'kind', 'link', 'sentAt', 'subject', 'text', 'to']);
    }
  });

  it('filters by recipient in any case with ?to=', async () => {
    await sendBoth();
    const { body } = await call<{ mails: OutboxMail[] }>(
      'GET',
      '/__mock/outbox.json?to=NILS.unverified@example.se',
    );
    expect(body.mails.map((m) => m.kind)).toEqual(['verify-email']);
  });

  it('puts the links on the shop, not on the Origin of the page that asked', async () => {
    await call('POST', '/api/auth/create-verify-link/', {
      body: { email: nils.email },
      headers: { origin: 'http://127.0.0.1:5173' },
    });
    const { body } = await call<{ mails: OutboxMail[] }>('GET', '/__mock/outbox.json');
    expect(body.mails[0]!.link).toMatch(new RegExp(`^${ORIGIN}/verify-email/\\?token=`));
  });

  it('is emptied by a reset of the mock', async () => {
    await sendBoth();
    await call('POST', '/__mock/reset');
    expect((await call('GET', '/__mock/outbox.json')).body).toEqual({ mails: [] });
  });
});

describe('GET /__mock/outbox', () => {
  it('is an English HTML page with a title, one h1 and one article per mail, newest first', async () => {
    await sendBoth();
    const { status, type, html } = await page();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/);
    const doc = parse(html);
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.title).toBe('Mock outbox');
    expect([...doc.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Mock outbox']);
    const articles = [...doc.querySelectorAll('main article')];
    expect(articles.map((a) => a.querySelector('h2')?.textContent)).toEqual([
      'Choose a new password',
      'Verify your e-mail address',
    ]);
    expect(articles[0]!.textContent).toContain(anna.email);
    expect(articles[1]!.textContent).toContain(nils.email);
    expect(articles[0]!.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('links each mail with a clear name to the same link the JSON lists, and the link works', async () => {
    await sendBoth();
    const doc = parse((await page()).html);
    const links = [...doc.querySelectorAll('article a')].map((a) => [a.textContent, a.getAttribute('href')]);
    const { body } = await call<{ mails: OutboxMail[] }>('GET', '/__mock/outbox.json');
    expect(links).toEqual([
      ['Choose a new password', body.mails[0]!.link],
      ['Verify e-mail address', body.mails[1]!.link],
    ]);

    const verifyHref = new URL(links[1]![1]!);
    const verified = await call('POST', '/api/auth/verify-email/', {
      body: { token: verifyHref.searchParams.get('token') },
    });
    expect(verified.body).toMatchObject({ data: { message: 'Email verified' } });
    const loggedIn = await call('POST', '/api/auth/login/', {
      body: { email: nils.email, password: DEMO_PASSWORD },
    });
    expect(loggedIn.status).toBe(200);
  });

  it('says so when no mail has been sent', async () => {
    const doc = parse((await page()).html);
    expect(doc.querySelectorAll('article')).toHaveLength(0);
    expect(doc.querySelector('main')?.textContent).toContain('No mail has been sent since the last reset.');
  });

  it('escapes what users typed, so a name cannot inject markup', async () => {
    await call('POST', '/api/auth/signup/', {
      body: {
        first_name: '<img src=x onerror=alert(1)>',
        last_name: 'Evil',
        email: 'evil@example.se',
        password: 'Evil-password-1',
        role: 'customer',
        privacy: true,
      },
    });
    await call('POST', '/api/auth/create-verify-link/', { body: { email: 'evil@example.se' } });
    const { html } = await page();
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('has no axe violations', async () => {
    await sendBoth();
    const doc = parse((await page()).html);
    document.documentElement.lang = doc.documentElement.lang;
    document.head.innerHTML = doc.head.innerHTML;
    document.body.innerHTML = doc.body.innerHTML;
    // jsdom renders nothing, so colour contrast cannot be measured here (the browser journeys check it).
    const results = await axe.run(document, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
