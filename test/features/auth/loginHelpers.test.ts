import { lockoutText, loginErrorText, statusBanner } from '../../../src/features/auth/loginMessages';
import { loginRedirectTarget } from '../../../src/features/auth/redirect';

describe('loginRedirectTarget', () => {
  it('falls back to the configured redirect, /my-account/overview/, without a redirect value', () => {
    expect(loginRedirectTarget(null)).toBe('/my-account/overview/');
    expect(loginRedirectTarget('')).toBe('/my-account/overview/');
  });

  it('follows a same-origin path with its query', () => {
    expect(loginRedirectTarget('/my-account/profile/?tab=1')).toBe('/my-account/profile/?tab=1');
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/\t/evil'])(
    'ignores %j, which could leave the site',
    (value) => {
      expect(loginRedirectTarget(value)).toBe('/my-account/overview/');
    },
  );
});

describe('statusBanner', () => {
  it("splits a status at '|' into a success title and detail", () => {
    expect(statusBanner(new URLSearchParams('status=Kontot bekräftat|Du kan nu logga in'))).toEqual({
      severity: 'success',
      title: { text: 'Kontot bekräftat' },
      detail: { text: 'Du kan nu logga in' },
    });
  });

  it('shows an error parameter as an error, with no detail when there is no pipe', () => {
    expect(statusBanner(new URLSearchParams('error=Något gick fel'))).toEqual({
      severity: 'error',
      title: { text: 'Något gick fel' },
      detail: null,
    });
  });

  it("shows the link-not-found message for text containing 'link not found'", () => {
    expect(statusBanner(new URLSearchParams('status=Error|link not found'))).toEqual({
      severity: 'error',
      title: { id: 'auth.status.linkNotFound.title' },
      detail: { id: 'auth.status.linkNotFound.body' },
    });
  });

  it('shows nothing without a status', () => {
    expect(statusBanner(new URLSearchParams('redirect=/x'))).toBeNull();
  });
});

describe('loginErrorText (docs/rules.md#login)', () => {
  it.each([
    ['email not verified', 'auth.login.error.emailNotVerified'],
    ['invalid password', 'auth.login.error.wrongPassword'],
    ['user not found', 'auth.login.error.userNotFound'],
    ['user is in pending state', 'auth.login.error.pending'],
  ])('maps %j to its catalogue message', (detail, id) => {
    expect(loginErrorText(detail, detail)).toEqual({ id });
  });

  it("shows any other failure's message text", () => {
    expect(loginErrorText(null, 'Injected fault 500')).toEqual({ text: 'Injected fault 500' });
  });
});

describe('lockoutText (login throttle, 429)', () => {
  it.each([
    [60, 1],
    [61, 2],
    [900, 15],
    [1, 1],
  ])('%i seconds read as %i minutes, never fewer', (seconds, minutes) => {
    expect(lockoutText(seconds)).toEqual({ id: 'auth.login.error.tooManyAttempts', values: { minutes } });
  });

  it.each([undefined, 0, -5, Number.NaN, '900'])(
    'without a usable wait (%p) says to try again later',
    (value) => {
      expect(lockoutText(value)).toEqual({ id: 'auth.login.error.tooManyAttemptsLater' });
    },
  );
});
