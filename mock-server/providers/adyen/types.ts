// The wire of Adyen's session endpoints as the mock serves them
// (/mock-providers/adyen/checkoutshopper/v1/sessions/{id}/…?clientKey=…), which the Drop-in look-alike
// calls itself, as Adyen Web 6 does in the sessions flow (its core/Services/sessions/*). The look-alike
// imports these as types only.

/** Minor units, as Adyen counts them. */
export interface AdyenAmount {
  value: number;
  currency: string;
}

/**
 * An Adyen session id as the mock's merchant backend hands it out: `CS{value}{currency}.{publicToken}`.
 * Adyen fixes the amount in a session, so a new total is a new session with an id of its own; the
 * mock's Adyen server finds the provider order from the id, as Adyen finds the order a session was
 * made for, and the look-alike finds the order its form shows the same way.
 */
export type AdyenSessionId = string;

/** What the mock puts in `sessionData` (base64 of JSON): opaque to the Drop-in, checked by the server. */
export interface AdyenSessionPayload {
  id: AdyenSessionId;
  reference: string;
  amount: AdyenAmount;
  /** Set on the copies the server hands back, so each answer carries a fresh one. */
  nonce?: string;
}

/** POST …/setup: the body Adyen Web sends when AdyenCheckout (or update()) sets up the session. */
export interface AdyenSetupRequest {
  sessionData: string;
  browserInfo?: unknown;
}

/** A payment method the session offers (…/setup's `paymentMethods.paymentMethods`). */
export type AdyenPaymentMethodEntry =
  | { type: 'scheme'; name: string; brands: string[] }
  /** Trustly: a redirect method, paid on Trustly's own page. */
  | { type: 'trustly'; name: string };

/** …/setup's answer. */
export interface AdyenSetupResponse {
  id: AdyenSessionId;
  sessionData: string;
  countryCode: string;
  amount: AdyenAmount;
  /** ISO 8601 */
  expiresAt: string;
  paymentMethods: { paymentMethods: AdyenPaymentMethodEntry[] };
  returnUrl: string;
  configuration: { enableStoreDetails: boolean };
  shopperLocale: string;
}

/**
 * A card as the Drop-in's secured fields hand it over. The test environment also takes the fields
 * unencrypted with a `test_` prefix (`test_4111111111111111`, `test_03`, `test_2030`, `test_737`,
 * Adyen's documented way to test without encryption); the look-alike sends them so.
 */
export interface AdyenCardPaymentMethod {
  type: 'scheme';
  encryptedCardNumber: string;
  encryptedExpiryMonth: string;
  encryptedExpiryYear: string;
  encryptedSecurityCode: string;
  holderName?: string;
}

/**
 * Trustly as Adyen takes it: the type and nothing the shopper enters (Adyen Web's redirect element
 * sends only the type). The shopper pays on Trustly's page, where the payments answer's redirect
 * action sends them.
 */
export interface AdyenTrustlyPaymentMethod {
  type: 'trustly';
}

/** The payment methods the mock's sessions take: a card, or Trustly. */
export type AdyenPaymentMethod = AdyenCardPaymentMethod | AdyenTrustlyPaymentMethod;

/** POST …/payments: `{ sessionData, ...state.data }`. No paymentMethod only when nothing is due. */
export interface AdyenPaymentsRequest {
  sessionData: string;
  paymentMethod?: AdyenPaymentMethod;
  browserInfo?: unknown;
  origin?: string;
  clientStateDataIndicator?: boolean;
}

/** The 3-D Secure 2 challenge Adyen asks the Drop-in to run. */
export interface AdyenThreeDS2ChallengeAction {
  type: 'threeDS2';
  subtype: 'challenge';
  paymentMethodType: 'scheme';
  token: string;
  authorisationToken: string;
}

/**
 * A redirect method's action (Adyen's CheckoutRedirectAction): the Drop-in sends the shopper's page to
 * `url` (with GET, `window.location.assign`). The shopper comes back to the session's returnUrl with
 * `redirectResult` in the query, which the merchant's backend submits (Adyen's /payments/details).
 */
export interface AdyenRedirectAction {
  type: 'redirect';
  method: 'GET';
  url: string;
  paymentMethodType: 'trustly';
}

/** The result codes the mock answers (of Adyen Web's ResultCode). */
export type AdyenResultCode = 'Authorised' | 'Refused' | 'ChallengeShopper' | 'RedirectShopper';

/** …/payments' and …/paymentDetails' answer. */
export interface AdyenPaymentResponse {
  sessionData: string;
  sessionResult: string;
  resultCode: AdyenResultCode;
  action?: AdyenThreeDS2ChallengeAction | AdyenRedirectAction;
}

/** POST …/paymentDetails after the challenge. */
export interface AdyenPaymentDetailsRequest {
  sessionData: string;
  details: { threeDSResult: string };
}

/**
 * What the mock puts in `threeDSResult` (base64 of JSON): the challenge's authorisation token and the
 * transStatus the notification page told. Adyen's is opaque to the Drop-in too; the server decides by
 * what the issuer told it, never by the transStatus in here.
 */
export interface AdyenThreeDSResultPayload {
  authorisationToken: string;
  transStatus: string;
}

/** The challenge action's `token` (base64 of JSON): where the Drop-in posts the challenge request. */
export interface AdyenChallengeToken {
  acsURL: string;
  threeDSServerTransID: string;
  messageVersion: string;
}

/** The challenge request the Drop-in posts to the issuer (`creq`, base64url of JSON), as EMVCo's CReq. */
export interface ThreeDSChallengeRequest {
  threeDSServerTransID: string;
  messageType: 'CReq';
  messageVersion: string;
  challengeWindowSize: string;
}

/** What Adyen's notification page posts to the shop's page once the issuer has its answer. */
export interface ThreeDSChallengeResultMessage {
  type: 'threeDS2:challengeResult';
  threeDSServerTransID: string;
  transStatus: 'Y' | 'N';
}

/** Adyen's error body (`{ status, errorCode, message, errorType }`), with the mock's `error` beside it. */
export interface AdyenErrorBody {
  status: number;
  errorCode: string;
  message: string;
  errorType: 'validation' | 'security' | 'internal';
  error: string;
}

/** A card as the mock's test rules read it: the test_ fields decoded, the expiry as MM/YY. */
export interface AdyenTestCardInput {
  number: string;
  expiry: string;
  cvc: string;
  holderName: string;
}
