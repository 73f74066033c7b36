import { http, HttpResponse, type RequestHandler } from 'msw';
import type { PaymentProviderName } from '../../contracts/types/shopper-providers';
import { orderByToken } from '../checkout/providerOrderStore';
import { readJson, readOptionalJson } from '../kit/body';
import { now } from '../kit/clock';
import { guard, HttpError, type Resolver } from '../kit/guard';
import { newToken } from '../kit/ids';
import type {
  AdyenAmount,
  AdyenCardPaymentMethod,
  AdyenChallengeToken,
  AdyenErrorBody,
  AdyenPaymentResponse,
  AdyenRedirectAction,
  AdyenResultCode,
  AdyenSessionId,
  AdyenSessionPayload,
  AdyenSetupResponse,
  AdyenTestCardInput,
  AdyenThreeDS2ChallengeAction,
  AdyenThreeDSResultPayload,
} from './adyen/types';
import { isDeclinedEmail, isTestCard, sessionChargesTheOrder } from './rules';
import {
  challengeOfSession,
  forgetChallenge,
  forgetOrderChallenges,
  openChallenge,
} from './threeDS/challenges';
import { threeDSHandlers } from './threeDS/handlers';
import { redirectHandlers } from './redirects/handlers';
import { bankPageUrl } from './redirects/pages';
import {
  forgetOrderRedirects,
  forgetRedirect,
  openRedirect,
  settleApprovedRedirects,
} from './redirects/payments';
import { isIssuedAdyenSession } from './paymentSessions';
import {
  abortPurchase,
  completePurchase,
  providerOrderView,
  refusalLocationOf,
  setProviderCustomer,
  setProviderLocked,
  type ProviderOrderView,
} from './providerOrders';
import { SHOPPER_DETAILS_INCOMPLETE, shopperDetailsErrors } from './shopperDetails';
import { shopperProviderHandlers } from './shopperProviderHandlers';
import { frameBundle } from './scriptBundles';
import { hostOfFile, servedOnHost } from './hosts';
import { mockProviderOrigin } from '../../shared/mockProviderOrigin';
import { framePage, PROVIDER_SCRIPTS, scriptSource } from './scripts';
import { FRAME_PAGE, FRAME_SCRIPT } from './browser/channel';
import type { ProviderPurchaseAnswer, ProviderSessionView } from './types';
import {
  adyenDetailsInput,
  adyenPaymentsInput,
  adyenSetupInput,
  customerInput,
  lockedOf,
  shownAmountOf,
} from './validation';

// The payment providers' own servers (/mock-providers/{slug}/api/…), which their widget scripts call
// from the shopper's browser, and the scripts themselves (/mock-providers/{slug}/{file}.js). The
// orders are the checkout domain's provider orders (providerOrders.ts), by public token.

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

/**
 * A payment goes no further than the form would let it: without the details the shopper must enter
 * there (shopperDetails.ts), 422 with the missing ones as 'path: message' errors, and nothing changes.
 */
function requireShopperDetails(view: ProviderSessionView): void {
  const errors = shopperDetailsErrors(view);
  if (errors.length > 0) throw new HttpError(422, SHOPPER_DETAILS_INCOMPLETE, { errors });
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

/**
 * The shopper pays in the form: 409 while the merchant has it locked, 422 without the details the
 * form requires; then the provider's risk check, then the merchant's (completePurchase).
 */
const postPurchase = route(async ({ request, params }) => {
  sessionOf(params);
  const shownAmount = shownAmountOf(await readOptionalJson(request));
  const view = sessionOf(params); // after the last await
  // Adyen has no such call: its orders are paid only through the Drop-in's card flow (below).
  if (view.provider === 'Adyen') throw new HttpError(404, 'not found');
  if (view.status === 'open' && view.locked) throw new HttpError(409, LOCKED);
  if (view.status === 'open') requireShopperDetails(view);
  let answer: ProviderPurchaseAnswer;
  if (view.status === 'open' && isDeclinedEmail(view.billingAddress?.email)) {
    abortPurchase(view.publicToken);
    answer = { status: 'declined', reason: 'Payment declined' };
  } else {
    answer = completePurchase(view.publicToken, shownAmount);
    // Klarna asks the merchant's validation URL before it charges: the merchant's refusal is a 303,
    // and Klarna takes the shopper's page where it points. A form that showed another amount than
    // Klarna holds is Klarna's own refusal, made before it asks the merchant: the form says so.
    const staleForm = shownAmount !== undefined && shownAmount !== orderByToken(view.publicToken)?.amount;
    const location =
      view.provider === 'KlarnaCheckout' && answer.status === 'validation_failed' && !staleForm
        ? refusalLocationOf(view.publicToken)
        : null;
    if (location) answer = { status: 'redirect', location };
  }
  return HttpResponse.json(answer);
});

// Adyen's session endpoints (Adyen Web 6, sessions flow), which the Drop-in look-alike calls itself:
// POST {loadingContext}v1/sessions/{id}/setup | payments | paymentDetails ?clientKey=…, each with the
// session's latest sessionData and answering a fresh one. Errors carry Adyen's error body
// (adyen/types.ts, AdyenErrorBody), which the Drop-in turns into a NETWORK_ERROR.

const ADYEN_SESSION_ID = /^CS(\d+)([A-Z]{3})\.([A-Za-z0-9_-]+)$/;

interface AdyenSession {
  id: AdyenSessionId;
  /** The amount the session fixes: what a payment in it charges. */
  amount: AdyenAmount;
  view: ProviderSessionView;
}

/** Base64 of JSON, as the Drop-in carries it unread. */
const opaque = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

function unopaque(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function adyenErrorType(status: number): AdyenErrorBody['errorType'] {
  if (status === 401 || status === 403) return 'security';
  return status < 500 ? 'validation' : 'internal';
}

/** A route whose refusals are Adyen's error body (the mock's `error` stays beside it). */
/**
 * Adyen's client API answers the shop's page cross-origin: it knows the caller by its client key, not
 * by cookies, so any origin may read its answers.
 */
const ADYEN_CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
};

const withCors =
  (resolver: Resolver): Resolver =>
  async (info) => {
    const response = (await resolver(info)) as Response;
    for (const [name, value] of Object.entries(ADYEN_CORS)) response.headers.set(name, value);
    return response;
  };

const adyenRoute = (resolver: Resolver) =>
  withCors(
    route(async (info) => {
      try {
        return await resolver(info);
      } catch (thrown) {
        if (!(thrown instanceof HttpError)) throw thrown;
        const body: Omit<AdyenErrorBody, 'error'> = {
          status: thrown.status,
          errorCode: String(thrown.status),
          message: thrown.error,
          errorType: adyenErrorType(thrown.status),
        };
        throw new HttpError(thrown.status, thrown.error, { ...thrown.extra, ...body });
      }
    }),
  );

/** Every call names the client key (`?clientKey=`), as the Drop-in sends it; else 400. */
function requireClientKey(request: Request): void {
  if (!new URL(request.url).searchParams.get('clientKey')) throw new HttpError(400, 'clientKey is required');
}

/** The session of the path's id, and its order; 404 for an id the merchant was never given. */
function adyenSessionOf(params: Record<string, unknown>): AdyenSession {
  const id = String(params.sessionId);
  const match = ADYEN_SESSION_ID.exec(id);
  const order = match ? orderByToken(match[3]!) : undefined;
  const view = match ? providerOrderView(match[3]!) : undefined;
  // Adyen knows the sessions it made (POST /sessions): a made-up id of the same shape is unknown.
  if (!match || !view || !order || view.provider !== 'Adyen' || !isIssuedAdyenSession(order, id))
    throw new HttpError(404, SESSION_NOT_FOUND);
  return { id, amount: { value: Number(match[1]), currency: match[2]! }, view };
}

/** The body's sessionData must be one of this session's (any of them: the Drop-in keeps the latest). */
function requireSessionData(session: AdyenSession, sessionData: string): void {
  const payload = unopaque(sessionData);
  if (!payload || payload.id !== session.id) throw new HttpError(422, 'sessionData is not of this session');
}

/** A fresh sessionData for each answer. */
function freshSessionData(session: AdyenSession): string {
  const payload: AdyenSessionPayload = {
    id: session.id,
    reference: session.view.reference,
    amount: session.amount,
    nonce: newToken().slice(0, 12),
  };
  return opaque(payload);
}

/** What the merchant reads the outcome by (GET /sessions/{id}?sessionResult=…, server side). */
const sessionResultOf = (session: AdyenSession, resultCode: AdyenResultCode) =>
  opaque({ id: session.id, resultCode });

function paymentAnswer(session: AdyenSession, resultCode: AdyenResultCode): AdyenPaymentResponse {
  return {
    sessionData: freshSessionData(session),
    sessionResult: sessionResultOf(session, resultCode),
    resultCode,
  };
}

/** The challenge of a session's payment is answered with this token in its threeDSResult. */
const authorisationTokenOf = (session: AdyenSession) => opaque({ id: session.id, step: 'challenge' });

/** A session charges its own amount: one made for another total than the order's now does not pay it. */
const chargesTheOrder = (session: AdyenSession) => sessionChargesTheOrder(session.amount, session.view);

/**
 * The merchant's check completes the order or refuses it. Adyen tells the Drop-in no reason for a
 * refusal (its result carries only the code): the merchant learns why from its own backend.
 */
function adyenOutcome(session: AdyenSession): AdyenPaymentResponse {
  if (!chargesTheOrder(session)) return paymentAnswer(session, 'Refused');
  const outcome = completePurchase(session.view.publicToken);
  if (outcome.status !== 'completed') return paymentAnswer(session, 'Refused');
  forgetOrderChallenges(session.view.publicToken);
  forgetOrderRedirects(session.view.publicToken);
  return paymentAnswer(session, 'Authorised');
}

/** `test_4111…`, `test_03`, `test_2030`, `test_737` → the card; null for anything else. */
function testCardOf(method: AdyenCardPaymentMethod): AdyenTestCardInput | null {
  const plain = (value: string) => (value.startsWith('test_') ? value.slice('test_'.length) : null);
  const number = plain(method.encryptedCardNumber);
  const month = plain(method.encryptedExpiryMonth);
  const year = plain(method.encryptedExpiryYear);
  const cvc = plain(method.encryptedSecurityCode);
  if (number === null || month === null || year === null || cvc === null) return null;
  return {
    number,
    expiry: `${month.trim()}/${year.trim().slice(-2)}`,
    cvc,
    holderName: method.holderName ?? '',
  };
}

/** POST …/setup: the session as the Drop-in renders it. */
const postAdyenSetup = adyenRoute(async ({ request, params }) => {
  requireClientKey(request);
  adyenSessionOf(params);
  const { sessionData } = adyenSetupInput(await readJson(request));
  const session = adyenSessionOf(params);
  requireSessionData(session, sessionData);
  const { view } = session;
  const answer: AdyenSetupResponse = {
    id: session.id,
    sessionData: freshSessionData(session),
    countryCode: view.countryCode,
    amount: session.amount,
    expiresAt: new Date(now() + 60 * 60 * 1000).toISOString(),
    paymentMethods: {
      paymentMethods: [
        { type: 'scheme', name: 'Cards', brands: ['visa', 'mc'] },
        { type: 'trustly', name: 'Trustly' },
      ],
    },
    returnUrl: orderByToken(view.publicToken)?.options.confirmationUrl ?? '',
    configuration: { enableStoreDetails: false },
    shopperLocale: `${view.languageCode.toLowerCase()}-${view.countryCode.toUpperCase()}`,
  };
  return HttpResponse.json(answer);
});

/**
 * The session's returnUrl, absolute as Adyen requires it: the order's confirmationUrl, which the shop
 * sends absolute; a relative one (the mock's own tests send them) is read from the page the Drop-in
 * runs on (the call's Origin), else from the call's own origin. Anything but http(s) → 422.
 */
function returnUrlOf(view: ProviderSessionView, request: Request): string {
  const confirmationUrl = orderByToken(view.publicToken)?.options.confirmationUrl ?? '';
  const header = request.headers.get('origin');
  const base = header && /^https?:\/\/[^/]+$/.test(header) ? header : new URL(request.url).origin;
  const url = URL.canParse(confirmationUrl, base) ? new URL(confirmationUrl, base) : null;
  if (!url || !/^https?:$/.test(url.protocol)) throw new HttpError(422, 'returnUrl is not a web address');
  return url.href;
}

/**
 * POST …/payments: the shopper's details must be complete, as the form requires (422). The test card
 * then gets a 3-D Secure challenge, any other card is refused (the attempt counted); a `declined@…`
 * shopper is refused by the risk check. Trustly sends the shopper to its page (a redirect action);
 * the return's redirectResult is the merchant's backend's to submit (redirects/payments.ts). With
 * nothing due (gift cards paid it all) the order completes without a card; with an amount due a
 * payment method is required (422). A new payment replaces the session's challenge or redirect.
 */
const postAdyenPayments = adyenRoute(async ({ request, params }) => {
  requireClientKey(request);
  adyenSessionOf(params);
  const input = adyenPaymentsInput(await readJson(request));
  // A bank payment approved whose return never came was authorised: it counts before another try.
  settleApprovedRedirects(adyenSessionOf(params).view.publicToken);
  const session = adyenSessionOf(params);
  requireSessionData(session, input.sessionData);
  const { view } = session;
  requireOpenAndUnlocked(view);
  requireShopperDetails(view);
  const returnUrl = input.paymentMethod?.type === 'trustly' ? returnUrlOf(view, request) : '';
  forgetChallenge(session.id);
  forgetRedirect(session.id);
  if (isDeclinedEmail(view.billingAddress?.email)) {
    abortPurchase(view.publicToken);
    return HttpResponse.json(paymentAnswer(session, 'Refused'));
  }
  if (!input.paymentMethod) {
    if (session.amount.value !== 0) throw new HttpError(422, 'paymentMethod is required');
    return HttpResponse.json(adyenOutcome(session));
  }
  if (input.paymentMethod.type === 'trustly') {
    const payment = openRedirect({
      sessionId: session.id,
      publicToken: view.publicToken,
      amount: session.amount,
      language: view.languageCode.toLowerCase() === 'sv' ? 'sv' : 'en',
      returnUrl,
    });
    const action: AdyenRedirectAction = {
      type: 'redirect',
      method: 'GET',
      url: bankPageUrl(new URL(request.url).origin, payment.paymentId),
      paymentMethodType: 'trustly',
    };
    return HttpResponse.json({ ...paymentAnswer(session, 'RedirectShopper'), action });
  }
  const card = testCardOf(input.paymentMethod);
  if (!card) throw new HttpError(422, 'Unable to decrypt data');
  if (!isTestCard(card)) {
    abortPurchase(view.publicToken);
    return HttpResponse.json(paymentAnswer(session, 'Refused'));
  }
  // Adyen asks for the page's origin for a 3-D Secure payment: its notification page answers it.
  if (!input.origin) throw new HttpError(422, 'origin is required for a card payment');
  const challenge = openChallenge(
    session.id,
    input.origin,
    view.languageCode.toLowerCase() === 'sv' ? 'sv' : 'en',
  );
  const token: AdyenChallengeToken = {
    acsURL: `${mockProviderOrigin(new URL(request.url).origin, 'issuer')}/mock-providers/issuer/challenge`,
    threeDSServerTransID: challenge.threeDSServerTransID,
    messageVersion: '2.2.0',
  };
  const action: AdyenThreeDS2ChallengeAction = {
    type: 'threeDS2',
    subtype: 'challenge',
    paymentMethodType: 'scheme',
    token: opaque(token),
    authorisationToken: authorisationTokenOf(session),
  };
  return HttpResponse.json({ ...paymentAnswer(session, 'ChallengeShopper'), action });
});

/**
 * POST …/paymentDetails: after the challenge. The issuer's verdict, as it recorded it (not what the
 * browser says), decides: passed, the merchant's check decides; failed, refused; unanswered, 422.
 */
const postAdyenPaymentDetails = adyenRoute(async ({ request, params }) => {
  requireClientKey(request);
  adyenSessionOf(params);
  const input = adyenDetailsInput(await readJson(request));
  const session = adyenSessionOf(params);
  requireSessionData(session, input.sessionData);
  requireOpenAndUnlocked(session.view);
  const challenge = challengeOfSession(session.id);
  if (!challenge) throw new HttpError(422, 'no payment of this session awaits its details');
  // The details may have been changed over the customer call since the card was sent.
  requireShopperDetails(session.view);
  const result = unopaque(input.threeDSResult) as Partial<AdyenThreeDSResultPayload> | null;
  if (!result || result.authorisationToken !== authorisationTokenOf(session)) {
    throw new HttpError(422, 'threeDSResult is not of this payment');
  }
  if (challenge.transStatus === 'pending')
    throw new HttpError(422, 'the 3-D Secure challenge is not answered');
  forgetChallenge(session.id);
  return HttpResponse.json(
    challenge.transStatus === 'Y' ? adyenOutcome(session) : paymentAnswer(session, 'Refused'),
  );
});

const SCRIPT_HEADERS = { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' };

/**
 * GET /mock-providers/{slug}/{file}: the provider's loader script, and its checkout frame's page and
 * script (the frame takes its origin as the provider's API), never cached.
 */
const getScript = route(({ request, params }) => {
  const slug = String(params.slug);
  const script = Object.hasOwn(PROVIDER_SCRIPTS, slug) ? PROVIDER_SCRIPTS[slug] : undefined;
  if (!script) throw new HttpError(404, 'script not found');
  if (params.file === FRAME_PAGE) {
    return new HttpResponse(framePage(script.provider), {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
    });
  }
  if (params.file === FRAME_SCRIPT) return new HttpResponse(frameBundle(), { headers: SCRIPT_HEADERS });
  if (script.provider === 'Adyen' && params.file === ADYEN_STYLESHEET) {
    return new HttpResponse(ADYEN_STYLES, {
      headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' },
    });
  }
  if (script.file !== params.file) throw new HttpError(404, 'script not found');
  // The provider's API may be on another host than its script (Adyen's, Avarda's).
  const apiOrigin = mockProviderOrigin(new URL(request.url).origin, hostOfFile(slug, 'api')!);
  const apiBase = `${apiOrigin}/mock-providers/${slug}/api`;
  return new HttpResponse(scriptSource(script, apiBase), { headers: SCRIPT_HEADERS });
});

/**
 * Adyen Web's stylesheet beside its script, as on Adyen's CDN. The look-alike's Drop-in draws in its
 * own frame; this styles the page's part, the element it mounts into.
 */
const ADYEN_STYLESHEET = 'adyen.css';
// The card brands' picture, from beside the stylesheet on the CDN, as Adyen's logos are.
const ADYEN_STYLES = [
  '.adyen-checkout__dropin, #adyen-dropin-root { display: block; min-height: 120px;',
  '  background: url(images/logos/card.svg) no-repeat right 8px top 8px / 32px 20px; }',
  '',
].join('\n');
const CARD_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 20"><rect width="32" height="20" rx="3" fill="#1a1f71"/><rect x="4" y="13" width="24" height="3" fill="#f7b600"/></svg>';

/** GET …/adyen/images/logos/{name}.svg: the look-alike's one logo, under any brand's name. */
const getAdyenLogo = route(({ params }) => {
  if (!/^[a-z0-9_-]{1,40}\.svg$/.test(String(params.name))) throw new HttpError(404, 'not found');
  return new HttpResponse(CARD_LOGO, {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-cache' },
  });
});

// A wallet's script (as Google Pay's pay.js, which Adyen Web loads from Google): it asks its own
// server whether the shopper can pay with it. No wallet is set up in the look-alike's browser.
/** The wallet's script, which asks its server on the host it was served from. */
const walletScript = (origin: string) =>
  [
    "/* Wallet look-alike of the storefront's mock backend (loaded by the Adyen look-alike). Not a real wallet. */",
    '(function (base) {',
    '  window.mockWallet = {',
    '    isReadyToPay: function () {',
    '      return fetch(base + "/mock-providers/wallet/api/isReadyToPay").then(function (answer) {',
    '        return answer.ok ? answer.json() : { result: false };',
    '      }).then(function (body) { return body.result === true; });',
    '    },',
    '  };',
    `})(${JSON.stringify(origin)});`,
    '',
  ].join('\n');

const getWalletScript = route(
  ({ request }) => new HttpResponse(walletScript(new URL(request.url).origin), { headers: SCRIPT_HEADERS }),
);
const getWalletReady = route(() =>
  HttpResponse.json({ result: false }, { headers: { 'access-control-allow-origin': '*' } }),
);

const base = '*/mock-providers/:slug';
const session = `${base}/api/sessions/:publicToken`;
const adyenSession = '*/mock-providers/adyen/checkoutshopper/v1/sessions/:sessionId';

/** A look-alike's file asked of another look-alike's host: not there. */
const onItsHost = route(({ request, params }) => {
  const url = new URL(request.url);
  const prefix = `/mock-providers/${String(params.slug)}/`;
  const file = url.pathname.slice(url.pathname.indexOf(prefix) + prefix.length);
  if (!servedOnHost(url, String(params.slug), file)) throw new HttpError(404, 'not found on this host');
  return undefined;
});

export const providerHandlers: RequestHandler[] = [
  ...shopperProviderHandlers,
  http.all('*/mock-providers/:slug/*', onItsHost),
  ...threeDSHandlers,
  ...redirectHandlers,
  http.get(session, getSession),
  http.post(`${session}/customer`, postCustomer),
  http.post(`${session}/lock`, postLock),
  http.post(`${session}/purchase`, postPurchase),
  http.options(`${adyenSession}/:step`, () => new HttpResponse(null, { status: 204, headers: ADYEN_CORS })),
  http.post(`${adyenSession}/setup`, postAdyenSetup),
  http.post(`${adyenSession}/payments`, postAdyenPayments),
  http.post(`${adyenSession}/paymentDetails`, postAdyenPaymentDetails),
  http.get('*/mock-providers/adyen/images/logos/:name', getAdyenLogo),
  http.get('*/mock-providers/wallet/pay.js', getWalletScript),
  http.get('*/mock-providers/wallet/api/isReadyToPay', getWalletReady),
  http.get(`${base}/:file`, getScript),
  // Anything else under the providers' prefix (Adyen's routes under another slug, a typo) is theirs to refuse.
  http.all(
    '*/mock-providers/*',
    route(() => {
      throw new HttpError(404, 'not found');
    }),
  ),
];
