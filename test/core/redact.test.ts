import { redact, REDACTED } from '../../src/core/redact';
import { anna, DEMO_PASSWORD } from '../support/demoAccounts';

describe('redact', () => {
  it('hides passwords, confirmations, PINs and every kind of token at any depth', () => {
    const action = {
      type: 'auth/loginRequested',
      payload: {
        email: anna.email,
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
        nested: { pin: '1234', access_token: 'a', refresh_token: 'r', reset_password_token: 't', token: 'x' },
        list: [{ password: 'p' }],
      },
    };
    expect(redact(action)).toEqual({
      type: 'auth/loginRequested',
      payload: {
        email: anna.email,
        password: REDACTED,
        confirmPassword: REDACTED,
        nested: {
          pin: REDACTED,
          access_token: REDACTED,
          refresh_token: REDACTED,
          reset_password_token: REDACTED,
          token: REDACTED,
        },
        list: [{ password: REDACTED }],
      },
    });
  });

  it('hides file contents (base64 data URLs) but keeps the file name', () => {
    const upload = { filename: 'logo.png', base64: 'data:image/png;base64,AAAA', companyId: 'c-1' };
    expect(redact(upload)).toEqual({ filename: 'logo.png', base64: REDACTED, companyId: 'c-1' });
  });

  it("keeps a gift card's code but hides its PIN when stored as 'code|pin'", () => {
    expect(redact({ giftCards: ['1111 2222 3333 4444|1234'] })).toEqual({
      giftCards: [`1111 2222 3333 4444|${REDACTED}`],
    });
  });

  it('leaves empty secrets visible as empty, so a support agent sees the field was blank', () => {
    expect(redact({ password: '' })).toEqual({ password: '' });
  });

  it('does not change its input', () => {
    const input = { password: 'secret', deep: { pin: '1' } };
    redact(input);
    expect(input).toEqual({ password: 'secret', deep: { pin: '1' } });
  });

  it('passes through values without secrets unchanged in shape', () => {
    const state = { market: { selected: { id: 'se', name: 'Sverige' } }, count: 3, flag: null };
    expect(redact(state)).toEqual(state);
  });
});
