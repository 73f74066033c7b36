import { http, HttpResponse, type RequestHandler } from 'msw';
import type { PaymentProviderName } from '../../src/api/types';
import {
  abortPurchase,
  completePurchase,
  providerOrderView,
  setProviderCustomer,
  setProviderLocked,
  type ProviderOrderView,
} from '../checkout/providerOrders';
import { db } from '../db';
import { readJson } from '../kit/body';
import { guard, HttpError, type Resolver } from '../kit/guard';
import { ADYEN_CHALLENGE_CODE, isDeclinedEmail, isTestCard } from './rules';
import { PROVIDER_SCRIPTS, scriptSource } from './scripts';
import type {
  AdyenDetailsAnswer,
  AdyenPaymentAnswer,
  ProviderPurchaseAnswer,
  ProviderSessionView,
} from './types';
import { cardInput, challengeCodeOf, customerInput, lockedOf } from './validation';

// The payment providers' own servers (/mock-providers/{slug}/api/…), which their widget scripts call
// from the shopper's browser, and the scripts themselves (/mock-providers/{slug}/{file}.js). The
// orders are the checkout domain's provider orders (checkout/providerOrders.ts), by public token.

const SESSION_NOT_FOUND = 'session not found';
const LOCKED = 'the order is locked while the merchant updates it';

const route = (resolver: Resolver) => guard('control', resolver);

function providerOfSlug(slug: unknown): PaymentProviderName {
  const script =
    typeof slug === 'string' && Object.hasOwn(PROVIDER_SCRIPTS, slug) ? PROVIDER_SCRIPTS[slug] : undefined;
  if (!script) throw new HttpError(404, 'unknown payment provider');
  return script.provider;
}

/** The session of the path's token, if it is this provider's; else 404. */
function sessionOf(params: Record<string, unknown>): ProviderSessionView {
  const provider = providerOfSlug(params.slug);
  const view: ProviderOrderView | undefined = providerOrderView(String(params.publicToken));
  if (!view || view.provider !== provider) throw new HttpError(404, SESSION_NOT_FOUND);
  return view;
}

function requireOpenAndUnlocked(view: ProviderSessionView): void {
  if (view.status !== 'open') {
    throw new HttpError(409, 'provider order is not open', { details: `the order is ${view.status}` });
  }
  if (view.locked) throw new HttpError(409, LOCKED);
}

const getSession = route(({ params }) => HttpResponse.json(sessionOf(params)));

const postCustomer = route(async ({ request, params }) => {
  sessionOf(params);
  const input = customerInput(await readJson(request));
  const view: ProviderSessionView = setProviderCustomer(sessionOf(params).publicToken, input);
  return HttpResponse.json(view);
});

/** The widget's suspend (locked) and resume; unlocking an order that is no longer open changes nothing. */
const postLock = route(async ({ request, params }) => {
  sessionOf(params);
  const locked = lockedOf(await readJson(request));
  const view = sessionOf(params);
  if (locked || view.status === 'open') setProviderLocked(view.publicToken, locked);
  return HttpResponse.json(sessionOf(params));
});

const postPurchase = route(({ params }) => {
  const view = sessionOf(params);
  if (view.status === 'open' && view.locked) throw new HttpError(409, LOCKED);
  let answer: ProviderPurchaseAnswer;
  if (view.status === 'open' && isDeclinedEmail(view.billingAddress?.email)) {
    abortPurchase(view.publicToken);
    answer = { status: 'declined', reason: 'Payment declined' };
  } else {
    answer = completePurchase(view.publicToken);
  }
  return HttpResponse.json(answer);
});

/** Adyen: the card payment. The test card asks for a 3-D Secure challenge; any other is refused. */
const postAdyenPayment = route(async ({ request, params }) => {
  sessionOf(params);
  const body = await readJson(request);
  const view = sessionOf(params);
  requireOpenAndUnlocked(view);
  // Gift cards paid it all: nothing to charge, so no card (and no challenge) is asked for.
  if (body.card === undefined && view.totals.grandTotal === 0) {
    return HttpResponse.json(adyenOutcome(completePurchase(view.publicToken)));
  }
  const card = cardInput(body);
  const { pendingChallenges } = db().providers;
  let answer: AdyenPaymentAnswer;
  if (isTestCard(card)) {
    pendingChallenges.add(view.publicToken);
    answer = { resultCode: 'ChallengeShopper' };
  } else {
    pendingChallenges.delete(view.publicToken);
    abortPurchase(view.publicToken);
    answer = { resultCode: 'Refused', refusalReason: 'Refused' };
  }
  return HttpResponse.json(answer);
});

/** Adyen: the answer to the challenge; the right code completes the purchase. */
const postAdyenDetails = route(async ({ request, params }) => {
  sessionOf(params);
  const code = challengeCodeOf(await readJson(request));
  const view = sessionOf(params);
  requireOpenAndUnlocked(view);
  const { pendingChallenges } = db().providers;
  if (!pendingChallenges.has(view.publicToken))
    throw new HttpError(409, 'no payment is waiting for a challenge');
  pendingChallenges.delete(view.publicToken);
  let answer: AdyenDetailsAnswer;
  if (code.trim() !== ADYEN_CHALLENGE_CODE) {
    answer = { resultCode: 'Refused', refusalReason: '3DS challenge failed' };
  } else {
    answer = adyenOutcome(completePurchase(view.publicToken));
  }
  return HttpResponse.json(answer);
});

/** A completed purchase or the merchant's refusal, as Adyen answers a payment. */
function adyenOutcome(outcome: ReturnType<typeof completePurchase>): AdyenDetailsAnswer {
  return outcome.status === 'completed'
    ? { resultCode: 'Authorised', reference: outcome.reference }
    : {
        resultCode: 'ValidationFailed',
        productVariantIDs: outcome.productVariantIDs,
        errors: outcome.errors,
      };
}

/** GET /mock-providers/{slug}/{file}: the provider's loader script, never cached. */
const getScript = route(({ request, params }) => {
  const slug = String(params.slug);
  const script = Object.hasOwn(PROVIDER_SCRIPTS, slug) ? PROVIDER_SCRIPTS[slug] : undefined;
  if (!script || script.file !== params.file) throw new HttpError(404, 'script not found');
  const apiBase = `${new URL(request.url).origin}/mock-providers/${slug}/api`;
  return new HttpResponse(scriptSource(script, apiBase), {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' },
  });
});

const base = '*/mock-providers/:slug';
const session = `${base}/api/sessions/:publicToken`;

export const providerHandlers: RequestHandler[] = [
  http.get(session, getSession),
  http.post(`${session}/customer`, postCustomer),
  http.post(`${session}/lock`, postLock),
  http.post(`${session}/purchase`, postPurchase),
  http.post('*/mock-providers/adyen/api/sessions/:publicToken/payments', (info) =>
    postAdyenPayment({ ...info, params: { ...info.params, slug: 'adyen' } }),
  ),
  http.post('*/mock-providers/adyen/api/sessions/:publicToken/payments/details', (info) =>
    postAdyenDetails({ ...info, params: { ...info.params, slug: 'adyen' } }),
  ),
  http.get(`${base}/:file`, getScript),
  // Anything else under the providers' prefix (another provider's Adyen route, a typo) is theirs to refuse.
  http.all(
    '*/mock-providers/*',
    route(() => {
      throw new HttpError(404, 'not found');
    }),
  ),
];
