import { ApiError } from '../../../../src/api/apiError';
import {
  inviteDetailsMessage,
  inviteFailureMessage,
  removeFailureMessage,
  usersLoadError,
} from '../../../../src/features/companyArea/users/errors';
import { emptyInvite, invitePayload, inviteSchema } from '../../../../src/features/companyArea/users/schemas';

/** The proxy's error body: its status text in `error`, plus what the route adds. */
const proxyError = (statusCode: number, error: string, extra: Record<string, unknown> = {}) =>
  new ApiError({ message: error, statusCode, body: { error, ...extra } });

describe('usersLoadError', () => {
  it("keeps an 'Unauthorized' refusal's details as a list", () => {
    const refused = proxyError(403, 'Forbidden', {
      message: 'Unauthorized',
      details: ['only admins, see the list', 'ask your admin'],
    });
    expect(usersLoadError(refused)).toEqual({
      kind: 'unauthorized',
      details: ['only admins, see the list', 'ask your admin'],
    });
  });

  it("takes a single detail, and no details at all, of an 'Unauthorized' answer", () => {
    expect(usersLoadError(proxyError(403, 'Unauthorized', { details: 'not an admin' }))).toEqual({
      kind: 'unauthorized',
      details: ['not an admin'],
    });
    expect(usersLoadError(proxyError(401, 'Unauthorized'))).toEqual({ kind: 'unauthorized', details: [] });
  });

  it('anything else is a failure to retry', () => {
    expect(usersLoadError(proxyError(500, 'Internal mock error'))).toEqual({ kind: 'failed' });
    expect(usersLoadError(new Error('boom'))).toEqual({ kind: 'failed' });
  });
});

describe('removeFailureMessage', () => {
  it("is the backend's text, else a translated fallback", () => {
    expect(removeFailureMessage(proxyError(400, 'You cannot remove yourself'))).toEqual({
      text: 'You cannot remove yourself',
    });
    expect(removeFailureMessage(new ApiError({ message: 'somethingWentWrong', statusCode: 502 }))).toEqual({
      id: 'companyUsers.remove.unknownError',
    });
  });
});

describe('invite failure messages', () => {
  it('translates an invitation of someone already in the company', () => {
    const duplicate = proxyError(409, 'user already in company', { details: 'user already in company' });
    expect(inviteFailureMessage(duplicate)).toEqual({ id: 'companyUsers.invite.alreadyMember' });
  });

  it('shows other refusals as the backend wrote them, and a generic text when it said nothing', () => {
    expect(inviteFailureMessage(proxyError(400, 'email must be a valid e-mail address'))).toEqual({
      text: 'email must be a valid e-mail address',
    });
    expect(inviteFailureMessage(new ApiError({ message: 'somethingWentWrong', statusCode: 500 }))).toEqual({
      id: 'companyUsers.invite.failed',
    });
    expect(inviteDetailsMessage(undefined)).toEqual({ id: 'companyUsers.invite.failed' });
  });
});

describe('the invite form', () => {
  it('needs both names and a valid e-mail address', async () => {
    await expect(inviteSchema.validate(emptyInvite, { abortEarly: false })).rejects.toMatchObject({
      errors: [
        'companyUsers.validation.firstNameRequired',
        'companyUsers.validation.lastNameRequired',
        'companyUsers.validation.emailRequired',
      ],
    });
    await expect(
      inviteSchema.validate({ ...emptyInvite, first_name: 'Ny', last_name: 'Person', email: 'ny@' }),
    ).rejects.toMatchObject({ errors: ['companyUsers.validation.email'] });
  });

  it('sends trimmed names, the address in lower case and the level by name', () => {
    expect(
      invitePayload({
        first_name: ' Ny ',
        last_name: 'Person ',
        email: ' Ny.Person@Example.se',
        admin: true,
      }),
    ).toEqual({ first_name: 'Ny', last_name: 'Person', email: 'ny.person@example.se', level: 'admin' });
    expect(invitePayload({ ...emptyInvite, email: 'a@b.se' }).level).toBe('default');
  });
});
