import { call, put, select, takeLeading } from 'typed-redux-saga';
import { toErrorInfo, type ErrorInfo } from '../../api/apiError';
import type { SignupUserPayload, SignupUserResult } from '../../api/types';
import { callApiOnce } from '../../core/callApi';
import { service } from '../../core/services';
import { cookieNames } from '../../services/cookies';
import { selectCurrentMarket } from '../market';
import { contactPayload, customerPayload, organisationPayload, type SignupContext } from './payloads';
import { signupErrorKind } from './signupErrors';
import {
  customerSignupRequested,
  organisationSignupRequested,
  signupFailed,
  signupSucceeded,
} from './signupSlice';

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
 * The organisation is created only when the user creation returned an id (spec point 4), and with
 * the sign-up token of that answer: the backend attaches the user it was issued for, no other.
 */
export function* signupOrganisation({ payload: request }: ReturnType<typeof organisationSignupRequested>) {
  const api = yield* service('api');
  try {
    const payload = contactPayload(request.values, yield* call(signupContext));
    const created = yield* call(createUser, payload);
    if (created.kind === 'created' && request.withOrganisation) {
      if (!created.id || !created.signup_token) {
        yield* put(signupFailed(noUserId(created.details)));
        return;
      }
      const organisation = organisationPayload(request.values, created.id, created.signup_token);
      yield* callApiOnce(api.proxy.signupOrganisation, organisation);
    }
    yield* call(confirmByEmail, payload.email);
  } catch (error) {
    yield* put(signupFailed(toErrorInfo(error)));
  }
}

export function* signupRootSaga() {
  yield* takeLeading(customerSignupRequested.type, signupCustomer);
  yield* takeLeading(organisationSignupRequested.type, signupOrganisation);
}
