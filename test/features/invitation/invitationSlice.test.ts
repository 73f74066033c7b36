import type { UnknownAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../../src/api/apiError';
import { ApiError, toErrorInfo } from '../../../src/api/apiError';
import { answerFailureMessage, invitationProblemOf } from '../../../src/features/invitation/answerErrors';
import {
  invitationAccepted,
  invitationAcceptRequested,
  invitationAnswerFailed,
  invitationDeclined,
  invitationDeclineRequested,
  invitationLoaded,
  invitationLoadFailed,
  invitationReducer,
  invitationRequested,
  invitationReset,
  type InvitationState,
} from '../../../src/features/invitation/invitationSlice';
import { invitationPasswordSchema } from '../../../src/features/invitation/schemas';
import { invitationView, selectInvitationView } from '../../../src/features/invitation/selectors';
import { redact, REDACTED } from '../../../src/core/redact';
import { t } from '../../../src/i18n/localText';
import { anna, demoInvitation, maria, NORDIC_PRINT_ID } from '../../support/demoAccounts';

const state = (...actions: UnknownAction[]): InvitationState =>
  actions.reduce(invitationReducer, invitationReducer(undefined, { type: '@@init' }));

const errorOf = (status: number | null, text?: string): ErrorInfo =>
  toErrorInfo(
    status === null
      ? new ApiError({ message: 'Network Error', isNetworkError: true })
      : new ApiError({
          message: text ?? 'x',
          statusCode: status,
          body: text ? { error: text, details: text } : null,
        }),
  );

const loaded = [invitationRequested({ token: 'tok' }), invitationLoaded(demoInvitation())];

describe('invitation reducer', () => {
  it('starts idle with nothing loaded', () => {
    expect(state()).toMatchObject({
      load: { status: 'idle' },
      invitation: null,
      problem: null,
      outcome: null,
    });
  });

  it('records the loaded invitation', () => {
    expect(state(...loaded)).toMatchObject({ load: { status: 'succeeded' }, invitation: demoInvitation() });
  });

  it('a failed load records the error and why the link cannot be used', () => {
    const error = errorOf(410, 'invitation expired');
    expect(
      state(invitationRequested({ token: 'tok' }), invitationLoadFailed({ error, problem: 'expired' })),
    ).toMatchObject({
      load: { status: 'failed', error },
      problem: 'expired',
    });
  });

  it('a new request starts over', () => {
    const answered = state(...loaded, invitationDeclineRequested({ token: 'tok' }), invitationDeclined());
    expect(invitationReducer(answered, invitationRequested({ token: 'other' }))).toEqual({
      ...state(),
      load: { status: 'loading', error: null },
    });
  });

  it('accepting marks the answer as under way and clears an earlier message', () => {
    const failed = state(
      ...loaded,
      invitationAcceptRequested({ token: 'tok' }),
      invitationAnswerFailed({ error: errorOf(500), problem: null, message: t('invitation.error.retry') }),
    );
    expect(failed).toMatchObject({
      answer: { status: 'failed' },
      answering: null,
      answerMessage: t('invitation.error.retry'),
    });
    expect(invitationReducer(failed, invitationAcceptRequested({ token: 'tok' }))).toMatchObject({
      answer: { status: 'loading' },
      answering: 'accept',
      answerMessage: null,
    });
  });

  it('ignores a decline while an accept is under way (as the saga does)', () => {
    expect(
      state(
        ...loaded,
        invitationAcceptRequested({ token: 'tok' }),
        invitationDeclineRequested({ token: 'tok' }),
      ),
    ).toMatchObject({ answering: 'accept' });
  });

  it('an accept records the company and whether an account was created', () => {
    expect(
      state(
        ...loaded,
        invitationAcceptRequested({ token: 'tok' }),
        invitationAccepted({ companyId: NORDIC_PRINT_ID, accountCreated: false }),
      ),
    ).toMatchObject({
      outcome: 'accepted',
      companyId: NORDIC_PRINT_ID,
      answer: { status: 'succeeded' },
      answering: null,
    });
    expect(
      state(...loaded, invitationAccepted({ companyId: NORDIC_PRINT_ID, accountCreated: true })),
    ).toMatchObject({
      outcome: 'accountCreated',
    });
  });

  it('a decline records the outcome', () => {
    expect(
      state(...loaded, invitationDeclineRequested({ token: 'tok' }), invitationDeclined()),
    ).toMatchObject({
      outcome: 'declined',
      answering: null,
    });
  });

  it('an answer refused for the link shows the problem, not a message', () => {
    expect(
      state(
        ...loaded,
        invitationAcceptRequested({ token: 'tok' }),
        invitationAnswerFailed({
          error: errorOf(409, 'invitation already answered'),
          problem: 'answered',
          message: t('invitation.error.retry'),
        }),
      ),
    ).toMatchObject({ problem: 'answered', answerMessage: null });
  });

  it('a reset forgets the invitation', () => {
    expect(state(...loaded, invitationReset())).toEqual(state());
  });

  it('keeps the token and the password out of recordings and the token out of the state', () => {
    const action = invitationAcceptRequested({ token: 'tok', password: 'Hemligt-losen-1' });
    expect(redact(action).payload).toEqual({ token: REDACTED, password: REDACTED });
    expect(redact(invitationDeclineRequested({ token: 'tok' })).payload).toEqual({ token: REDACTED });
    expect(JSON.stringify(state(...loaded, action))).not.toContain('tok"');
    expect(JSON.stringify(state(...loaded, action))).not.toContain('Hemligt');
  });
});

describe('invitationView', () => {
  const view = (s: InvitationState, user: { email: string } | null = null, userLoading = false) =>
    invitationView(s, user, userLoading);

  it('is loading until the invitation is there', () => {
    expect(view(state())).toEqual({ kind: 'loading' });
    expect(view(state(invitationRequested({ token: 'tok' })))).toEqual({ kind: 'loading' });
  });

  it('shows why the link cannot be used, or that loading failed', () => {
    const expired = state(
      invitationLoadFailed({ error: errorOf(410, 'invitation expired'), problem: 'expired' }),
    );
    expect(view(expired)).toEqual({ kind: 'problem', problem: 'expired' });
    expect(view(state(invitationLoadFailed({ error: errorOf(500), problem: null })))).toEqual({
      kind: 'loadFailed',
    });
  });

  it('an address without an account chooses a password, whoever is signed in', () => {
    const fresh = state(
      invitationLoaded(demoInvitation({ email: 'ny.person@example.se', account_exists: false })),
    );
    expect(view(fresh).kind).toBe('createAccount');
    expect(view(fresh, { email: maria.email }).kind).toBe('createAccount');
  });

  it('an existing account: log in first; another account: the explanation; that account: join', () => {
    const s = state(...loaded);
    expect(view(s)).toEqual({ kind: 'signIn', invitation: demoInvitation() });
    expect(view(s, { email: maria.email })).toEqual({
      kind: 'otherAccount',
      invitation: demoInvitation(),
      signedInAs: maria.email,
    });
    expect(view(s, { email: ' Anna.Andersson@example.se ' })).toEqual({
      kind: 'join',
      invitation: demoInvitation(),
    });
  });

  it('waits for a session that is still being restored, but not for a reload of a known user', () => {
    const s = state(...loaded);
    expect(view(s, null, true)).toEqual({ kind: 'loading' });
    expect(view(s, { email: anna.email }, true).kind).toBe('join');
  });

  it('shows the outcome once answered', () => {
    const s = state(...loaded, invitationAccepted({ companyId: NORDIC_PRINT_ID, accountCreated: false }));
    expect(view(s, { email: anna.email })).toEqual({
      kind: 'done',
      outcome: 'accepted',
      invitation: demoInvitation(),
    });
  });

  it('selectInvitationView reads the signed-in user from the auth slice', () => {
    const root = {
      invitation: state(...loaded),
      auth: {
        user: anna,
        request: { status: 'succeeded' as const, error: null },
        login: { status: 'idle' as const, error: null },
        loginMessage: null,
      },
    };
    expect(selectInvitationView(root).kind).toBe('join');
  });
});

describe('what a refusal means', () => {
  it.each([
    [404, 'invitation not found', 'notFound'],
    [410, 'invitation expired', 'expired'],
    [409, 'invitation already answered', 'answered'],
    [404, undefined, 'notFound'],
    [410, undefined, 'expired'],
    [409, 'user already exists', null],
    [401, 'login required', null],
    [500, 'Injected fault 500', null],
    [null, undefined, null],
  ])('%s %j is the link problem %j', (status, text, problem) => {
    expect(invitationProblemOf(errorOf(status, text))).toBe(problem);
  });

  it.each([
    [401, 'login required', 'invitation.error.loginRequired'],
    [403, 'invitation is for another account', 'invitation.error.otherAccount'],
    [409, 'user already exists', 'invitation.error.accountExists'],
    [400, 'password must be at least 10 characters and contain a digit', 'invitation.error.passwordRejected'],
    [500, 'Injected fault 500', 'invitation.error.retry'],
    [null, undefined, 'invitation.error.retry'],
  ])('a failed answer %s %j says %s', (status, text, id) => {
    expect(answerFailureMessage(errorOf(status, text))).toEqual(t(id));
  });
});

describe('invitationPasswordSchema (sign-up and new-password rules)', () => {
  const errorsOf = async (values: object) => {
    try {
      await invitationPasswordSchema.validate(values, { abortEarly: false });
      return [];
    } catch (error) {
      return (error as { inner: { path: string; message: string }[] }).inner.map((e) => [e.path, e.message]);
    }
  };

  it('accepts 10 characters with a digit and an equal confirmation', async () => {
    expect(await errorsOf({ password: 'abcdefghi1', confirmPassword: 'abcdefghi1' })).toEqual([]);
  });

  it('rejects fewer than 10 characters, a missing digit, and a different confirmation', async () => {
    expect(await errorsOf({ password: 'abcdefgh1', confirmPassword: 'abcdefgh1' })).toEqual([
      ['password', 'invitation.validation.passwordMinLength'],
    ]);
    expect(await errorsOf({ password: 'abcdefghij', confirmPassword: 'abcdefghij' })).toEqual([
      ['password', 'invitation.validation.passwordRequirements'],
    ]);
    expect(await errorsOf({ password: 'abcdefghi1', confirmPassword: 'abcdefghi2' })).toEqual([
      ['confirmPassword', 'invitation.validation.passwordsDoesNotMatch'],
    ]);
  });

  it('asks for both fields (the first error of each is the one the form shows)', async () => {
    const errors = await errorsOf({ password: '', confirmPassword: '' });
    expect(errors.find(([path]) => path === 'password')).toEqual([
      'password',
      'invitation.validation.passwordRequired',
    ]);
    expect(errors.find(([path]) => path === 'confirmPassword')).toEqual([
      'confirmPassword',
      'invitation.validation.confirmRequired',
    ]);
  });
});
