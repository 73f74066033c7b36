import { http, HttpResponse, type RequestHandler } from 'msw';
import type { NewsletterAnswer } from '../../contracts/types/newsletter';
import { db } from '../db';
import { readJson } from '../kit/body';
import { now } from '../kit/clock';
import { errorResponse, HttpError } from '../kit/httpError';
import { checkQuery } from '../kit/paths';
import { findContact, MESSAGES, newContact, subscriptionOf } from './subscriptionRules';

// The list answers `{ success, message }`, failures too. Its failures also carry `error` (the same
// text), the key every other backend of the mock and the app's error normalisation read first.

function failure(status: number, message: string): Response {
  return errorResponse('newsletter', status, message);
}

/** Like kit/guard, but in the list's own answer shape. */
function listGuard(resolver: (request: Request) => Promise<Response>) {
  return async ({ request }: { request: Request }) => {
    try {
      checkQuery(new URL(request.url));
      return await resolver(request);
    } catch (thrown) {
      if (thrown instanceof HttpError) return failure(thrown.status, thrown.error);
      console.error('[mock] newsletter handler failed', thrown);
      return failure(500, 'Internal mock error');
    }
  };
}

/**
 * POST /newsletter/subscribe `{ email, listId }`: a new address gets a contact record with an
 * e-mail consent; one already on the list keeps its record (no second one, its first consent as it
 * was). Both get the same answer: anyone may type any address, so an answer that differed would tell
 * them who is on the list. A list that mails a confirmation tells the address's owner, not whoever
 * typed it; the thanks ('Check your email for confirmation', docs/rules.md#newsletter) holds either way.
 */
async function subscribe(request: Request): Promise<Response> {
  const { email, listId } = subscriptionOf(await readJson(request));
  const { lists } = db().newsletter;
  // hasOwn: a listId such as '__proto__' must not reach the object's prototype.
  const list = Object.hasOwn(lists, listId) ? lists[listId] : undefined;
  if (!list) throw new HttpError(404, MESSAGES.listNotFound);
  if (!findContact(list, email)) list.contacts.push(newContact(email, listId, new Date(now()).toISOString()));
  const answer: NewsletterAnswer = { success: true, message: MESSAGES.subscribed };
  return HttpResponse.json(answer);
}

export const newsletterHandlers: RequestHandler[] = [
  http.post('*/newsletter/subscribe', listGuard(subscribe)),
  http.post('*/newsletter/subscribe/', listGuard(subscribe)),
];
