import { http, type RequestHandler } from 'msw';
import { mockProviderOrigin } from '../../../shared/mockProviderOrigin';
import { readFormOrJson } from '../../kit/body';
import { guard, type Resolver } from '../../kit/guard';
import { htmlAnswer, PAGE_FORM_LIMITS, seeOther } from '../thirdPartyPages';
import type { ThreeDSChallengeRequest } from '../adyen/types';
import { ADYEN_CHALLENGE_CODE } from '../rules';
import { TEXTS } from '../browser/frame/texts';
import { answerChallenge, challengeByTransId } from './challenges';
import { challengePage, noChallengePage, notificationPage } from './pages';

// A card issuer's access control server (on its own host, acs.issuer.localhost) and Adyen's 3-D
// Secure notification page, as a challenged card payment meets them: the Drop-in posts the challenge
// request (`creq`) into a frame on the shop's page; the issuer asks for the one-time code, records its
// verdict and sends the frame on to Adyen's notification page, which tells the shop's page.

const route = (resolver: Resolver) => guard('control', resolver);
const CREQ_MAX = 2000;

/** The CReq in a `creq` field (base64url of JSON), or null if it is not one. */
function challengeRequestOf(value: unknown): ThreeDSChallengeRequest | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > CREQ_MAX) return null;
  try {
    const parsed = JSON.parse(
      Buffer.from(value, 'base64url').toString('utf8'),
    ) as Partial<ThreeDSChallengeRequest>;
    if (parsed.messageType !== 'CReq' || typeof parsed.threeDSServerTransID !== 'string') return null;
    return parsed as ThreeDSChallengeRequest;
  } catch {
    return null;
  }
}

/** POST …/issuer/challenge (creq): the challenge page, if the request names a challenge waiting. */
const postChallenge = route(async ({ request }) => {
  const body = await readFormOrJson(request, PAGE_FORM_LIMITS);
  const creq = challengeRequestOf(body.creq);
  const challenge = creq ? challengeByTransId(creq.threeDSServerTransID) : undefined;
  if (!challenge) return htmlAnswer(noChallengePage('en'), creq ? 404 : 400);
  if (challenge.transStatus !== 'pending') return htmlAnswer(noChallengePage(challenge.language), 409);
  return htmlAnswer(challengePage(challenge));
});

/**
 * POST …/issuer/challenge/answer (threeDSServerTransID, code): the verdict, once; then on to Adyen's
 * notification page. A second submit of the same form (a double click) finds the verdict and goes on
 * the same way.
 */
const postAnswer = route(async ({ request }) => {
  const body = await readFormOrJson(request, PAGE_FORM_LIMITS);
  const id = typeof body.threeDSServerTransID === 'string' ? body.threeDSServerTransID : '';
  const challenge = id ? challengeByTransId(id) : undefined;
  if (!challenge) return htmlAnswer(noChallengePage('en'), 404);
  const code = typeof body.code === 'string' ? body.code.trim() : '';
  if (challenge.transStatus === 'pending' && code === '') {
    return htmlAnswer(challengePage(challenge, TEXTS[challenge.language].challengeRequired), 422);
  }
  answerChallenge(challenge, code === ADYEN_CHALLENGE_CODE);
  const adyen = mockProviderOrigin(new URL(request.url).origin, 'adyen');
  const next = `${adyen}/mock-providers/adyen/threeDS2/notification?threeDSServerTransID=${encodeURIComponent(id)}`;
  return seeOther(next);
});

/** GET …/adyen/threeDS2/notification: tells the Drop-in's page the verdict of an answered challenge. */
const getNotification = route(({ request }) => {
  const id = new URL(request.url).searchParams.get('threeDSServerTransID') ?? '';
  const challenge = id ? challengeByTransId(id) : undefined;
  if (!challenge || challenge.transStatus === 'pending') return htmlAnswer(noChallengePage('en'), 404);
  return htmlAnswer(notificationPage(challenge));
});

export const threeDSHandlers: RequestHandler[] = [
  http.post('*/mock-providers/issuer/challenge', postChallenge),
  http.post('*/mock-providers/issuer/challenge/answer', postAnswer),
  http.get('*/mock-providers/adyen/threeDS2/notification', getNotification),
];
