import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError, toErrorInfo } from '../../../src/api/apiError';
import type { SignupOrganisationPayload } from '../../../src/api/types';
import { sessionReducer } from '../../../src/core/session';
import { marketReducer } from '../../../src/features/market';
import {
  contactPayload,
  customerPayload,
  organisationContactPayload,
  organisationPayload,
} from '../../../src/features/signup/payloads';
import { selectSignupFailure } from '../../../src/features/signup/selectors';
import {
  signupCustomer,
  signupOrganisation,
  signupRootSaga,
  signupTokenMemory,
} from '../../../src/features/signup/signupSagas';
import {
  customerSignupRequested,
  organisationSignupRequested,
  signupContactCreated,
  signupContactForgotten,
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
  const userPayload = organisationContactPayload(organisationValues, { market: sweden });

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

  it('marks the user creation as an organisation sign-up; a contact-only sign-up is a plain one', () => {
    expect(userPayload).toEqual({
      ...contactPayload(organisationValues, { market: sweden }),
      organisation_signup: true,
    });
    expect(contactPayload(organisationValues, { market: sweden })).not.toHaveProperty('organisation_signup');
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
      .call(api.proxy.signup, contactPayload(organisationValues, { market: sweden }), once('id-1'))
      .not.call.fn(api.proxy.signupOrganisation)
      .not.put.actionType(signupContactCreated.type)
      .put(signupSucceeded({ email: 'lina@firma.se' }))
      .run();
  });
});

describe('an organisation sign-up whose company fails after the user was created', () => {
  const values = organisationValues;
  const action = organisationSignupRequested({ values, withOrganisation: true });
  const created = { id: 'user-9', details: 'User created', signup_token: 'signup-token-9' };
  const contact = { userId: 'user-9', email: 'lina@firma.se' };
  const companyCreated = { company: { id: 'company-9' }, details: 'Company created' };

  /** The first submit: the user is created, the company's call fails with `error`. */
  async function firstSubmit(error: ApiError, memory = signupTokenMemory()) {
    const { api, providers } = setup();
    const { storeState } = await expectSaga(signupOrganisation, action, memory)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(api.proxy.signup), created],
        [matchers.call.fn(api.proxy.signupOrganisation), throwError(error)],
        ...providers,
      ])
      .put(signupContactCreated(contact))
      .put.actionType(signupFailed.type)
      .not.call.fn(api.proxy.createVerifyLink)
      .not.put.actionType(signupSucceeded.type)
      .run();
    return { state: storeState as State, memory };
  }

  /** A later submit from that state: only the company's call, for the same user, then the link. */
  async function retry(state: State, memory: ReturnType<typeof signupTokenMemory>) {
    const { api, providers } = setup();
    const companies: SignupOrganisationPayload[] = [];
    const { storeState } = await expectSaga(signupOrganisation, action, memory)
      .withReducer(reducer, state)
      .provide([
        [
          matchers.call.fn(api.proxy.signupOrganisation),
          dynamic(({ args }: { args: [SignupOrganisationPayload] }) => {
            companies.push(args[0]);
            return companyCreated;
          }),
        ],
        [matchers.call.fn(api.proxy.createVerifyLink), verifyLinkCreated],
        ...providers,
      ])
      .not.call.fn(api.proxy.signup)
      .call(
        api.proxy.signupOrganisation,
        organisationPayload(values, 'user-9', 'signup-token-9'),
        once('id-1'),
      )
      .call(api.proxy.createVerifyLink, 'lina@firma.se', once('id-2'))
      .put(signupSucceeded({ email: 'lina@firma.se' }))
      .run();
    return { state: storeState as State, companies };
  }

  it("'Company already exists': the reason is shown, the user remembered; a retry creates only the company", async () => {
    const { state, memory } = await firstSubmit(conflict('Company already exists'));
    expect(state.signup.createdContact).toEqual(contact);
    expect(selectSignupFailure(state)).toEqual({
      kind: 'companyExists',
      message: 'Company already exists',
      contactEmail: 'lina@firma.se',
    });
    // The support log records the state: neither the sign-up token nor the password is in it.
    expect(JSON.stringify(state)).not.toContain('signup-token-9');
    expect(JSON.stringify(state)).not.toContain(values.password);

    const after = await retry(state, memory);
    expect(after.companies).toHaveLength(1);
    expect(after.companies[0]).toMatchObject({ user_id: 'user-9', signup_token: 'signup-token-9' });
    expect(after.state.signup).toEqual({
      request: { status: 'succeeded', error: null },
      confirmEmailFor: 'lina@firma.se',
      createdContact: null,
    });
  });

  it('a network failure (after callApi gave up): a retry text, the user remembered; the retry completes', async () => {
    const network = new ApiError({ message: 'Network Error', isNetworkError: true });
    const { state, memory } = await firstSubmit(network);
    expect(selectSignupFailure(state)).toMatchObject({ kind: 'unreachable', contactEmail: 'lina@firma.se' });
    expect(state.signup.request.error).toMatchObject({ statusCode: 500 });
    await retry(state, memory);
  });

  it('a retry whose sign-up token the backend refuses signs up again (resumed) and then creates the company', async () => {
    const { state, memory } = await firstSubmit(conflict('Company already exists'));
    const { api, providers } = setup();
    const refused = new ApiError({
      message: 'invalid signup token',
      statusCode: 403,
      body: { error: 'invalid signup token', details: 'invalid signup token' },
    });
    const resumed = { id: 'user-9', details: 'Signup resumed', signup_token: 'signup-token-10' };
    const { storeState } = await expectSaga(signupOrganisation, action, memory)
      .withReducer(reducer, state)
      .provide([
        [
          matchers.call.fn(api.proxy.signupOrganisation),
          dynamic(({ args }: { args: [SignupOrganisationPayload] }) => {
            if (args[0].signup_token === 'signup-token-9') throw refused;
            return companyCreated;
          }),
        ],
        [matchers.call.fn(api.proxy.signup), resumed],
        [matchers.call.fn(api.proxy.createVerifyLink), verifyLinkCreated],
        ...providers,
      ])
      .put(signupContactForgotten())
      .call(api.proxy.signup, userPayload(), once('id-2'))
      .put(signupContactCreated(contact))
      .call(
        api.proxy.signupOrganisation,
        organisationPayload(values, 'user-9', 'signup-token-10'),
        once('id-3'),
      )
      .put(signupSucceeded({ email: 'lina@firma.se' }))
      .run();
    expect((storeState as State).signup.createdContact).toBeNull();
  });

  it('a remembered user without its token in memory (another store) signs up again rather than guess', async () => {
    const { state } = await firstSubmit(conflict('Company already exists'));
    const { api, providers } = setup();
    await expectSaga(signupOrganisation, action, signupTokenMemory())
      .withReducer(reducer, state)
      .provide([
        [matchers.call.fn(api.proxy.signup), { ...created, details: 'Signup resumed' }],
        [matchers.call.fn(api.proxy.signupOrganisation), companyCreated],
        [matchers.call.fn(api.proxy.createVerifyLink), verifyLinkCreated],
        ...providers,
      ])
      .call(api.proxy.signup, userPayload(), once('id-1'))
      .put(signupSucceeded({ email: 'lina@firma.se' }))
      .run();
  });

  it("answers a failed user creation as the rules say: 'user already exists' remembers no user", async () => {
    const { api, providers } = setup();
    const { storeState } = await expectSaga(signupOrganisation, action, signupTokenMemory())
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(api.proxy.signup), throwError(conflict('user already exists'))],
        ...providers,
      ])
      .not.call.fn(api.proxy.signupOrganisation)
      .not.put.actionType(signupContactCreated.type)
      .run();
    expect(selectSignupFailure(storeState as State)).toEqual({
      kind: 'userExists',
      message: 'user already exists',
      contactEmail: null,
    });
  });

  const userPayload = () => organisationContactPayload(values, { market: sweden });
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
