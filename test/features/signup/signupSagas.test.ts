import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError, toErrorInfo } from '../../../src/api/apiError';
import type { SignupOrganisationPayload } from '../../../src/api/types';
import { sessionReducer } from '../../../src/core/session';
import { marketReducer } from '../../../src/features/market';
import { contactPayload, customerPayload, organisationPayload } from '../../../src/features/signup/payloads';
import { signupCustomer, signupOrganisation, signupRootSaga } from '../../../src/features/signup/signupSagas';
import {
  customerSignupRequested,
  organisationSignupRequested,
  signupFailed,
  signupReducer,
  signupSucceeded,
} from '../../../src/features/signup/signupSlice';
import { notificationsReducer } from '../../../src/features/notifications';
import { sweden } from '../../support/fixtures';
import { lostFirstAnswer } from '../../support/lostAnswer';
import { sagaHarness } from '../../support/sagaHarness';
import { waitForState } from '../../support/testStore';
import { customerValues, organisationValues } from './fixtures';

const once = (idempotencyKey: string) => ({ idempotencyKey });

const { reducer, setup } = sagaHarness(
  combineReducers({
    signup: signupReducer,
    market: marketReducer,
    session: sessionReducer,
    notifications: notificationsReducer,
  }),
);
type State = ReturnType<typeof reducer>;

const conflict = (details: string) =>
  new ApiError({ message: details, statusCode: 409, body: { error: details, details } });
const verifyLinkCreated = { message: 'Email verification link created' };

describe('customer sign-up saga', () => {
  const action = customerSignupRequested(customerValues);
  const payload = customerPayload(customerValues, { market: sweden });

  it('creates the user, asks for the verification link and shows the confirm card', async () => {
    const { api, providers } = setup();
    const { storeState } = await expectSaga(signupCustomer, action)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(api.proxy.signup), { id: 'user-9', details: 'user created' }],
        [matchers.call.fn(api.proxy.createVerifyLink), verifyLinkCreated],
        ...providers,
      ])
      .call(api.proxy.signup, payload, once('id-1'))
      .call(api.proxy.createVerifyLink, 'lina.berg@example.se', once('id-2'))
      .put(signupSucceeded({ email: 'lina.berg@example.se' }))
      .run();
    expect((storeState as State).signup.confirmEmailFor).toBe('lina.berg@example.se');
  });

  it('sends the store group slug cookie as the store group', async () => {
    const { api, providers } = setup({ cookies: { storeGroupSlug: 'business' } });
    await expectSaga(signupCustomer, action)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(api.proxy.signup), { id: 'user-9' }],
        [matchers.call.fn(api.proxy.createVerifyLink), verifyLinkCreated],
        ...providers,
      ])
      .call(api.proxy.signup, { ...payload, store_group: 'business' }, once('id-1'))
      .run();
  });

  it("re-requests verification for an existing unverified user ('email not verified') and shows the confirm card", async () => {
    const { api, providers } = setup();
    await expectSaga(signupCustomer, action)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(api.proxy.signup), throwError(conflict('email not verified'))],
        [matchers.call.fn(api.proxy.createVerifyLink), verifyLinkCreated],
        ...providers,
      ])
      .call(api.proxy.createVerifyLink, 'lina.berg@example.se', once('id-2'))
      .put(signupSucceeded({ email: 'lina.berg@example.se' }))
      .not.put.actionType(signupFailed.type)
      .run();
  });

  it("puts signupFailed for 'user already exists' and asks for no verification link", async () => {
    const { api, providers } = setup();
    const error = conflict('user already exists');
    const { storeState } = await expectSaga(signupCustomer, action)
      .withReducer(reducer)
      .provide([[matchers.call.fn(api.proxy.signup), throwError(error)], ...providers])
      .put(signupFailed(toErrorInfo(error)))
      .not.call.fn(api.proxy.createVerifyLink)
      .run();
    expect((storeState as State).signup.request.status).toBe('failed');
    expect((storeState as State).signup.confirmEmailFor).toBeNull();
  });

  it('puts signupFailed when the verification link cannot be created', async () => {
    const { api, providers } = setup();
    const error = new ApiError({ message: 'Bad Gateway', statusCode: 502, body: { error: 'Bad Gateway' } });
    await expectSaga(signupCustomer, action)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(api.proxy.signup), { id: 'user-9' }],
        [matchers.call.fn(api.proxy.createVerifyLink), throwError(error)],
        ...providers,
      ])
      .put(signupFailed(toErrorInfo(error)))
      .not.put.actionType(signupSucceeded.type)
      .run();
  });
});

describe('organisation sign-up saga', () => {
  const action = organisationSignupRequested({ values: organisationValues, withOrganisation: true });
  const userPayload = contactPayload(organisationValues, { market: sweden });

  const created = { id: 'user-9', details: 'User created', signup_token: 'signup-token-9' };

  it('creates the user, then the organisation with the returned id and sign-up token, then asks for verification', async () => {
    const { api, providers } = setup();
    await expectSaga(signupOrganisation, action)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(api.proxy.signup), created],
        [
          matchers.call.fn(api.proxy.signupOrganisation),
          { company: { id: 'company-9' }, details: 'created' },
        ],
        [matchers.call.fn(api.proxy.createVerifyLink), verifyLinkCreated],
        ...providers,
      ])
      .call(api.proxy.signup, userPayload, once('id-1'))
      .call(
        api.proxy.signupOrganisation,
        organisationPayload(organisationValues, 'user-9', 'signup-token-9'),
        once('id-2'),
      )
      .call(api.proxy.createVerifyLink, 'lina@firma.se', once('id-3'))
      .put(signupSucceeded({ email: 'lina@firma.se' }))
      .run();
  });

  it('creates no organisation when the user creation returned no id', async () => {
    const { api, providers } = setup();
    await expectSaga(signupOrganisation, action)
      .withReducer(reducer)
      .provide([[matchers.call.fn(api.proxy.signup), { details: 'user not created' }], ...providers])
      .not.call.fn(api.proxy.signupOrganisation)
      .not.call.fn(api.proxy.createVerifyLink)
      .put.like({ action: { type: signupFailed.type, payload: { message: 'user not created' } } })
      .run();
  });

  it('sends the sign-up token of the user creation in the organisation payload', async () => {
    const { api, providers } = setup();
    let sent: SignupOrganisationPayload | undefined;
    await expectSaga(signupOrganisation, action)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(api.proxy.signup), created],
        [
          matchers.call.fn(api.proxy.signupOrganisation),
          dynamic(({ args }: { args: [SignupOrganisationPayload] }) => {
            sent = args[0];
            return { company: { id: 'company-9' } };
          }),
        ],
        [matchers.call.fn(api.proxy.createVerifyLink), verifyLinkCreated],
        ...providers,
      ])
      .run();
    expect(sent).toMatchObject({ user_id: 'user-9', signup_token: 'signup-token-9', name: 'Firma AB' });
  });

  it('creates no organisation when the user creation answered without a sign-up token', async () => {
    const { api, providers } = setup();
    await expectSaga(signupOrganisation, action)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(api.proxy.signup), { id: 'user-9', details: 'User created' }],
        ...providers,
      ])
      .not.call.fn(api.proxy.signupOrganisation)
      .not.call.fn(api.proxy.createVerifyLink)
      .put.actionType(signupFailed.type)
      .run();
  });

  it('asks for verification again for an unverified existing user and creates no organisation', async () => {
    const { api, providers } = setup();
    await expectSaga(signupOrganisation, action)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(api.proxy.signup), throwError(conflict('email not verified'))],
        [matchers.call.fn(api.proxy.createVerifyLink), verifyLinkCreated],
        ...providers,
      ])
      .not.call.fn(api.proxy.signupOrganisation)
      .put(signupSucceeded({ email: 'lina@firma.se' }))
      .run();
  });

  it("puts signupFailed for 'Company already exists' (the form stays, without a message)", async () => {
    const { api, providers } = setup();
    const error = conflict('Company already exists');
    await expectSaga(signupOrganisation, action)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(api.proxy.signup), created],
        [matchers.call.fn(api.proxy.signupOrganisation), throwError(error)],
        ...providers,
      ])
      .put(signupFailed(toErrorInfo(error)))
      .not.call.fn(api.proxy.createVerifyLink)
      .run();
  });

  it('creates only the user (a customer account) when the organisation sections are off', async () => {
    const { api, providers } = setup();
    await expectSaga(
      signupOrganisation,
      organisationSignupRequested({ values: organisationValues, withOrganisation: false }),
    )
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(api.proxy.signup), { id: 'user-9' }],
        [matchers.call.fn(api.proxy.createVerifyLink), verifyLinkCreated],
        ...providers,
      ])
      .not.call.fn(api.proxy.signupOrganisation)
      .put(signupSucceeded({ email: 'lina@firma.se' }))
      .run();
  });
});

describe('signup root saga', () => {
  it('ignores a second submit while the first is under way (takeLeading)', async () => {
    const { services } = setup();
    let calls = 0;
    let answer: (value: { id: string }) => void = () => undefined;
    services.api.proxy.signup = () => {
      calls += 1;
      return new Promise((resolve) => (answer = resolve));
    };
    services.api.proxy.createVerifyLink = () => Promise.resolve(verifyLinkCreated);
    // A plain store, so both submits arrive while the first sign-up still waits for its answer.
    const sagaMiddleware = createSagaMiddleware({ context: services });
    const store = configureStore({
      reducer,
      middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
    });
    const task = sagaMiddleware.run(signupRootSaga);
    store.dispatch(customerSignupRequested(customerValues));
    store.dispatch(customerSignupRequested(customerValues));
    answer({ id: 'user-9' });
    await waitForState(store, (state) => state.signup.request.status === 'succeeded');
    task.cancel();
    expect(calls).toBe(1);
  });
});

describe('sign-ups whose answer is lost after the backend applied them', () => {
  /** The backend's one-account-per-address rule: a second creation of the address is a 409. */
  function accounts() {
    const emails = new Set<string>();
    return (payload: unknown) => {
      const { email } = payload as { email: string };
      if (emails.has(email)) throw conflict('user already exists');
      emails.add(email);
      return { id: 'user-9', details: 'User created', signup_token: 'signup-token-9' };
    };
  }

  it('customer: the retry carries the same key and gets "created", not "user already exists"', async () => {
    const { api, providers } = setup();
    const backend = lostFirstAnswer(accounts());
    const { storeState } = await expectSaga(signupCustomer, customerSignupRequested(customerValues))
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(api.proxy.signup), backend.provider],
        [matchers.call.fn(api.proxy.createVerifyLink), verifyLinkCreated],
        ...providers,
      ])
      .put(signupSucceeded({ email: 'lina.berg@example.se' }))
      .run();
    expect(backend.applications()).toBe(1);
    expect(backend.keys()).toEqual(['id-1', 'id-1']);
    expect((storeState as State).signup.confirmEmailFor).toBe('lina.berg@example.se');
  });

  it('organisation: lost answers of both calls still create one user and one company, with its token', async () => {
    const { api, providers } = setup();
    const users = lostFirstAnswer(accounts());
    const companies: SignupOrganisationPayload[] = [];
    const organisations = lostFirstAnswer((payload) => {
      companies.push(payload as SignupOrganisationPayload);
      return { company: { id: 'company-9' }, details: 'created' };
    });
    await expectSaga(
      signupOrganisation,
      organisationSignupRequested({ values: organisationValues, withOrganisation: true }),
    )
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(api.proxy.signup), users.provider],
        [matchers.call.fn(api.proxy.signupOrganisation), organisations.provider],
        [matchers.call.fn(api.proxy.createVerifyLink), verifyLinkCreated],
        ...providers,
      ])
      .put(signupSucceeded({ email: 'lina@firma.se' }))
      .not.put.actionType(signupFailed.type)
      .run();
    expect([users.applications(), organisations.applications()]).toEqual([1, 1]);
    expect(organisations.keys()).toEqual(['id-2', 'id-2']);
    expect(companies[0]).toMatchObject({ signup_token: 'signup-token-9' });
  });
});
