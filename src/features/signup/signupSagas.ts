import { call, put, select, takeEvery, takeLeading } from 'typed-redux-saga';
import { toErrorInfo, type ErrorInfo } from '../../api/apiError';
import type { SignupUserPayload, SignupUserResult } from '../../api/types';
import { callApiOnce } from '../../core/callApi';
import { service } from '../../core/services';
import { cookieNames } from '../../services/cookies';
import { selectCurrentMarket } from '../market';
import {
  contactPayload,
  customerPayload,
  organisationContactPayload,
  organisationPayload,
  type SignupContext,
} from './payloads';
import { selectCreatedContact } from './selectors';
import { signupErrorKind } from './signupErrors';
import {
  customerSignupRequested,
  organisationSignupRequested,
  signupContactCreated,
  signupContactForgotten,
  signupFailed,
  signupReset,
  signupSucceeded,
  type SignupContact,
} from './signupSlice';
import type { OrganisationSignupValues } from './types';

export function* signupContext() {
  const cookies = yield* service('cookies');
  const market = yield* select(selectCurrentMarket);
  const storeGroupSlug = yield* call(cookies.get, cookieNames.storeGroupSlug);
  return { market, ...(storeGroupSlug ? { storeGroupSlug } : {}) } satisfies SignupContext;
}

type CreatedUser = ({ kind: 'created' } & SignupUserResult) | { kind: 'unverified' };

/** An existing user whose email is not verified is not an error: verification is asked for again. */
function* createUser(payload: SignupUserPayload) {
  const api = yield* service('api');
  try {
    const result = yield* callApiOnce(api.proxy.signup, payload);
    return { kind: 'created', ...result } as CreatedUser;
  } catch (error) {
    if (signupErrorKind(toErrorInfo(error)) === 'emailNotVerified')
      return { kind: 'unverified' } as CreatedUser;
    throw error;
  }
}

/**
 * The verification link is part of the sign-up: if it cannot be sent the form shows the error, and
 * submitting again asks for the link again (the account then answers 'email not verified').
 */
function* confirmByEmail(email: string) {
  const api = yield* service('api');
  yield* callApiOnce(api.proxy.createVerifyLink, email);
  yield* put(signupSucceeded({ email }));
}

export function* signupCustomer({ payload: values }: ReturnType<typeof customerSignupRequested>) {
  try {
    const payload = customerPayload(values, yield* call(signupContext));
    yield* call(createUser, payload);
    yield* call(confirmByEmail, payload.email);
  } catch (error) {
    yield* put(signupFailed(toErrorInfo(error)));
  }
}

const noUserId = (details?: string): ErrorInfo => ({
  ...toErrorInfo(new Error(details || 'somethingWentWrong')),
  details: details ?? null,
});

/**
 * The sign-up token of the account an organisation sign-up created, kept for the company's call
 * and its retries. It is a credential, so it stays in the saga's memory: never in state or in an
 * action, which the support log records.
 */
export interface SignupTokenMemory {
  remember(userId: string, token: string): void;
  tokenFor(userId: string): string | null;
  forget(): void;
}

export function signupTokenMemory(): SignupTokenMemory {
  let held: { userId: string; token: string } | null = null;
  return {
    remember: (userId, token) => {
      held = { userId, token };
    },
    tokenFor: (userId) => (held?.userId === userId ? held.token : null),
    forget: () => {
      held = null;
    },
  };
}

type ContactWithToken = SignupContact & { token: string };

/**
 * Creates the contact person, or answers null when the sign-up ended here: an unverified existing
 * account was asked to verify (docs/rules.md#signup), or the creation answered without an id.
 */
function* createContact(values: OrganisationSignupValues, memory: SignupTokenMemory) {
  const payload = organisationContactPayload(values, yield* call(signupContext));
  const created = yield* call(createUser, payload);
  if (created.kind === 'unverified') {
    yield* call(confirmByEmail, payload.email);
    return null;
  }
  if (!created.id || !created.signup_token) {
    yield* put(signupFailed(noUserId(created.details)));
    return null;
  }
  memory.remember(created.id, created.signup_token);
  const contact: SignupContact = { userId: created.id, email: payload.email };
  yield* put(signupContactCreated(contact));
  return { ...contact, token: created.signup_token } satisfies ContactWithToken;
}

function* createCompany(values: OrganisationSignupValues, contact: ContactWithToken) {
  const api = yield* service('api');
  yield* callApiOnce(
    api.proxy.signupOrganisation,
    organisationPayload(values, contact.userId, contact.token),
  );
}

/**
 * The company for the account an earlier attempt created. Returns false when the backend no
 * longer takes that sign-up token (expired, or spent by an attempt whose answer was lost): the
 * caller then signs up again, which the backend answers by resuming that account.
 */
function* retryCompany(
  values: OrganisationSignupValues,
  contact: ContactWithToken,
  memory: SignupTokenMemory,
) {
  try {
    yield* call(createCompany, values, contact);
    return true;
  } catch (error) {
    if (signupErrorKind(toErrorInfo(error)) !== 'signupTokenRefused') throw error;
    memory.forget();
    yield* put(signupContactForgotten());
    return false;
  }
}

/**
 * The organisation is created only when the user creation returned an id
 * (docs/rules.md#organisation-signup), and with the sign-up token of that answer: the backend
 * attaches the user it was issued for, no other. When the company's call fails the account stays
 * remembered, so the next submit creates only the company for it; the verification link is asked
 * for once both exist.
 */
export function* signupOrganisation(
  { payload: request }: ReturnType<typeof organisationSignupRequested>,
  memory: SignupTokenMemory = signupTokenMemory(),
) {
  const { values, withOrganisation } = request;
  try {
    if (!withOrganisation) {
      const payload = contactPayload(values, yield* call(signupContext));
      yield* call(createUser, payload);
      yield* call(confirmByEmail, payload.email);
      return;
    }
    const remembered = yield* select(selectCreatedContact);
    const token = remembered ? memory.tokenFor(remembered.userId) : null;
    if (remembered && token) {
      const contact = { ...remembered, token };
      if (yield* call(retryCompany, values, contact, memory)) {
        yield* call(confirmByEmail, contact.email);
        return;
      }
    }
    const contact = yield* call(createContact, values, memory);
    if (!contact) return;
    yield* call(createCompany, values, contact);
    yield* call(confirmByEmail, contact.email);
  } catch (error) {
    yield* put(signupFailed(toErrorInfo(error)));
  }
}

export function* signupRootSaga() {
  const memory = signupTokenMemory();
  yield* takeLeading(customerSignupRequested.type, signupCustomer);
  yield* takeLeading(
    organisationSignupRequested.type,
    (action: ReturnType<typeof organisationSignupRequested>) => signupOrganisation(action, memory),
  );
  // Leaving the page forgets the account (signupReset); its token need not outlive it.
  yield* takeEvery(signupReset.type, () => memory.forget());
}
