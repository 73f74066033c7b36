import Cookies from 'js-cookie';
import { loginRequested } from '../../src/features/auth';
import { anna, DEMO_PASSWORD, maria } from '../support/demoAccounts';
import { createTestStore, waitForState } from '../support/testStore';
import { replaySupportLog, visibleState } from './replay';

describe('replaying a support log of a login', () => {
  it('holds neither the password nor any token, and rebuilds the visible state', async () => {
    const { store, recorder, navigations } = createTestStore();
    await waitForState(store, (s) => s.cart.request.status === 'succeeded');

    store.dispatch(loginRequested({ email: maria.email, password: DEMO_PASSWORD }));
    await waitForState(store, (s) => s.auth.login.status === 'succeeded');
    expect(navigations).toEqual(['/my-account/overview/']);

    const secrets = [
      DEMO_PASSWORD,
      Cookies.get('userToken'),
      Cookies.get('refreshToken'),
      Cookies.get('cartToken'),
    ];
    for (const secret of secrets) expect(secret).toBeTruthy();

    const text = recorder.exportText();
    for (const secret of secrets) expect(text).not.toContain(secret!);
    const types = (JSON.parse(JSON.parse(text).payload) as { type: string }[]).map((a) => a.type);
    expect(types).toEqual(
      expect.arrayContaining(['auth/loginRequested', 'auth/userSucceeded', 'auth/loginSucceeded']),
    );

    const replayed = replaySupportLog(recorder.exportLog());
    expect(replayed).toEqual(visibleState(store.getState()));
    expect(replayed.auth.user?.email).toBe(maria.email);
  });

  it('records a failed login without its password', async () => {
    const { store, recorder } = createTestStore();
    await waitForState(store, (s) => s.settings.request.status === 'succeeded');
    store.dispatch(loginRequested({ email: anna.email, password: 'Wrong-password-9' }));
    await waitForState(store, (s) => s.auth.login.status === 'failed');
    const text = recorder.exportText();
    expect(text).not.toContain('Wrong-password-9');
    expect(replaySupportLog(text)).toEqual(visibleState(store.getState()));
  });
});
