import { db } from '../../mock-server/db';
import type { ProviderSessionView } from '../../mock-server/providers/types';
import { mockProviderOrigin } from '../../shared/mockProviderOrigin';
import { call, ORIGIN, withMockBackend } from './helpers';
import {
  adyenPath,
  adyenSessionCalls,
  answerIssuer,
  customerBody,
  openSession,
  providerCall,
  TEST_CARD,
  threeDSResult,
  type OpenedSession,
} from './providerSessions';

withMockBackend();

// A card payment's 3-D Secure challenge across its three parties: Adyen (the payment and its
// details), the card issuer's access control server (its own host, where the shopper answers), and
// Adyen's notification page (which tells the Drop-in's page). Adyen decides by what the issuer
// recorded, never by what the browser says of it.

const ISSUER = mockProviderOrigin(ORIGIN, 'issuer');
const ADYEN = mockProviderOrigin(ORIGIN, 'adyen');

const formPost = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual',
});
const creqOf = (threeDSServerTransID: string) =>
  Buffer.from(
    JSON.stringify({
      threeDSServerTransID,
      messageType: 'CReq',
      messageVersion: '2.2.0',
      challengeWindowSize: '05',
    }),
  ).toString('base64url');

interface ChallengeToken {
  acsURL: string;
  threeDSServerTransID: string;
  messageVersion: string;
}

let opened: OpenedSession;
let adyen: ReturnType<typeof adyenSessionCalls>;
beforeEach(async () => {
  opened = await openSession('Adyen');
  adyen = adyenSessionCalls(opened.session.adyenSession!);
  await providerCall('POST', 'Adyen', opened.publicToken, '/customer', customerBody());
});

const orderStatus = async () =>
  (await providerCall<ProviderSessionView>('GET', 'Adyen', opened.publicToken)).body.status;

async function challenged(): Promise<ChallengeToken> {
  const paid = await adyen.pay(TEST_CARD);
  expect(paid.body.resultCode).toBe('ChallengeShopper');
  return JSON.parse(Buffer.from(adyen.actionToken(), 'base64').toString('utf8')) as ChallengeToken;
}

describe('the 3-D Secure challenge of an Adyen card payment', () => {
  it("names the issuer's page on the issuer's own host for the Drop-in to post the challenge request to", async () => {
    const token = await challenged();
    expect(token).toEqual({
      acsURL: `${ISSUER}/mock-providers/issuer/challenge`,
      threeDSServerTransID: expect.stringMatching(/^[A-Za-z0-9_-]{16,}$/),
      messageVersion: '2.2.0',
    });
  });

  it("the issuer's page asks for the one-time code, in the shopper's language, with a labelled field", async () => {
    const token = await challenged();
    const page = await fetch(token.acsURL, formPost({ creq: creqOf(token.threeDSServerTransID) }));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain('<label for="code">Ange engångskoden 1234</label>');
    expect(html).toContain(`value="${token.threeDSServerTransID}"`);
  });

  it('the right code passes: the issuer sends the frame on to Adyen’s notification page, which tells only the shop’s page', async () => {
    const token = await challenged();
    const answer = await fetch(
      `${ISSUER}/mock-providers/issuer/challenge/answer`,
      formPost({ threeDSServerTransID: token.threeDSServerTransID, code: ' 1234 ' }),
    );
    expect(answer.status).toBe(303);
    const next = answer.headers.get('location')!;
    expect(new URL(next).origin).toBe(ADYEN);
    const notification = await (await fetch(next)).text();
    expect(notification).toContain(
      `parent.postMessage({"type":"threeDS2:challengeResult","threeDSServerTransID":"${token.threeDSServerTransID}","transStatus":"Y"}, "${ORIGIN}");`,
    );
    expect((await adyen.detailsUnanswered()).body.resultCode).toBe('Authorised');
    expect(await orderStatus()).toBe('completed');
    expect(db().providers.challenges.size).toBe(0);
  });

  it('a wrong code fails it, and a browser that says it passed is not believed', async () => {
    await challenged();
    await answerIssuer(adyen.actionToken(), '9999');
    // The Drop-in's threeDSResult says 'Y'; the issuer said no.
    expect((await adyen.detailsUnanswered()).body.resultCode).toBe('Refused');
    expect(await orderStatus()).toBe('open');
  });

  it('details before the shopper answered the issuer are refused with 422, and the challenge stays open', async () => {
    await challenged();
    const early = await adyen.detailsUnanswered();
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({ message: 'the 3-D Secure challenge is not answered' });
    expect(await orderStatus()).toBe('open');
    expect((await adyen.details('1234')).body.resultCode).toBe('Authorised');
  });

  it('a second submit of the answer (a double click) keeps the first verdict and goes on the same way', async () => {
    const token = await challenged();
    const send = (code: string) =>
      fetch(
        `${ISSUER}/mock-providers/issuer/challenge/answer`,
        formPost({ threeDSServerTransID: token.threeDSServerTransID, code }),
      );
    const [first, second] = await Promise.all([send('1234'), send('0000')]);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    expect((await adyen.detailsUnanswered()).body.resultCode).toBe('Authorised');
  });

  it('an empty code shows the page again with its message (422), changing nothing', async () => {
    const token = await challenged();
    const again = await fetch(
      `${ISSUER}/mock-providers/issuer/challenge/answer`,
      formPost({ threeDSServerTransID: token.threeDSServerTransID, code: '  ' }),
    );
    expect(again.status).toBe(422);
    const html = await again.text();
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('Ange koden.');
    expect(db().providers.challenges.get(opened.session.adyenSession!.id)?.transStatus).toBe('pending');
  });

  it('refuses a challenge request it cannot read (400), names no challenge (404) or was answered (409), as pages', async () => {
    const token = await challenged();
    const post = (creq: string) => fetch(token.acsURL, formPost({ creq }));
    expect((await post('not base64 json')).status).toBe(400);
    expect((await post(Buffer.from('{"messageType":"ARes"}').toString('base64url'))).status).toBe(400);
    expect((await post('x'.repeat(5000))).status).toBe(400);
    const unknown = await post(creqOf('made-up'));
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^text\/html/);
    await answerIssuer(adyen.actionToken(), '1234');
    expect((await post(creqOf(token.threeDSServerTransID))).status).toBe(409);
    const oversize = await fetch(token.acsURL, formPost({ creq: 'x'.repeat(20_000) }));
    expect(oversize.status).toBe(413);
  });

  it('answers no notification for an unknown or unanswered challenge', async () => {
    const token = await challenged();
    const notification = (id: string) =>
      fetch(`${ADYEN}/mock-providers/adyen/threeDS2/notification?threeDSServerTransID=${id}`);
    expect((await notification(token.threeDSServerTransID)).status).toBe(404);
    expect((await notification('made-up')).status).toBe(404);
  });

  it('a card payment must name the page it runs on (422), which the notification answers', async () => {
    const { body, status } = await payWithoutOrigin();
    expect(status).toBe(422);
    expect(body).toMatchObject({ message: 'origin is required for a card payment' });
  });

  it('a new payment replaces the session’s challenge: the old one is no longer the issuer’s', async () => {
    const first = await challenged();
    await challenged();
    const old = await fetch(first.acsURL, formPost({ creq: creqOf(first.threeDSServerTransID) }));
    expect(old.status).toBe(404);
    expect(db().providers.challenges.size).toBe(1);
  });
});

function payWithoutOrigin() {
  const session = opened.session.adyenSession!;
  return call('POST', adyenPath(session.id, 'payments'), {
    body: { sessionData: session.sessionData, paymentMethod: TEST_CARD },
  });
}

// The threeDSResult helper is the Drop-in's wire: a test of its shape keeps the two in step.
it('threeDSResult carries the authorisation token and the claimed status, as the Drop-in sends it', () => {
  expect(JSON.parse(Buffer.from(threeDSResult('t', 'N'), 'base64').toString('utf8'))).toEqual({
    authorisationToken: 't',
    transStatus: 'N',
  });
});
