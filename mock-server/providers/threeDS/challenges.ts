import { db } from '../../db';
import { newToken } from '../../kit/ids';
import type { ThreeDSChallenge } from '../types';

// The 3-D Secure challenges of Adyen payments: one per Adyen session at most (a new payment replaces
// its session's), spent when the payment's details are sent or the order is paid. The issuer records
// the shopper's answer here; Adyen's paymentDetails reads it, never what the browser says of it.

const challenges = () => db().providers.challenges;

/** A new challenge for the session's payment, replacing any earlier one. */
export function openChallenge(
  sessionId: string,
  shopOrigin: string,
  language: ThreeDSChallenge['language'],
): ThreeDSChallenge {
  const challenge: ThreeDSChallenge = {
    sessionId,
    threeDSServerTransID: newToken().slice(0, 32),
    shopOrigin,
    language,
    transStatus: 'pending',
  };
  challenges().set(sessionId, challenge);
  return challenge;
}

export function challengeOfSession(sessionId: string): ThreeDSChallenge | undefined {
  return challenges().get(sessionId);
}

export function challengeByTransId(threeDSServerTransID: string): ThreeDSChallenge | undefined {
  for (const challenge of challenges().values()) {
    if (challenge.threeDSServerTransID === threeDSServerTransID) return challenge;
  }
  return undefined;
}

/** The issuer's verdict on the shopper's code; the first answer stands (a second submit changes nothing). */
export function answerChallenge(challenge: ThreeDSChallenge, passed: boolean): ThreeDSChallenge {
  if (challenge.transStatus === 'pending') challenge.transStatus = passed ? 'Y' : 'N';
  return challenge;
}

export function forgetChallenge(sessionId: string): void {
  challenges().delete(sessionId);
}

/** The challenges of the order's sessions are spent once it is paid. */
export function forgetOrderChallenges(publicToken: string): void {
  for (const id of challenges().keys()) if (id.endsWith(`.${publicToken}`)) challenges().delete(id);
}
