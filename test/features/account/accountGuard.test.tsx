import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { rootReducer } from '../../../src/app/rootReducer';
import { sessionEnded } from '../../../src/core/session';
import { renderApp } from '../../support/renderApp';
import { loginThroughMock } from '../../support/signIn';
import { replaySupportLog } from '../../replay/replay';
import { anna, DEMO_PASSWORD, fullName } from '../../support/demoAccounts';

const OVERVIEW = '/my-account/overview/';
const LOGIN = `/login?redirect=${OVERVIEW}`;

/** Every address the router showed, the first included, as path and query. */
function addresses(router: ReturnType<typeof renderApp>['router']) {
  const seen = [`${router.state.location.pathname}${router.state.location.search}`];
  router.subscribe((state) => {
    const address = `${state.location.pathname}${state.location.search}`;
    if (seen.at(-1) !== address) seen.push(address);
  });
  return seen;
}

/** Keeps the user loading for a while, so the page shows what it shows in between. */
async function slowUser() {
  await fetch('http://localhost/__mock/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/api/auth/get-user', latencyMs: 1500, times: 1 }),
  });
}

/** The account overview's guard, on the real store and router: the rule every account page follows. */
describe('the account overview is for signed-in users', () => {
  it('a visitor with no user-token cookie goes to the login, in place of the overview, and back after it', async () => {
    const { router, navigations } = renderApp(OVERVIEW);
    const seen = addresses(router);
    expect(await screen.findByRole('heading', { level: 1, name: 'Logga in' })).toBeInTheDocument();
    expect(seen).toEqual([OVERVIEW, LOGIN]);
    // Replaced, so Back does not return to a page that sends the visitor on again.
    expect(router.state.historyAction).toBe('REPLACE');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-postadress/), anna.email);
    await user.type(screen.getByLabelText(/^Lösenord/), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Logga in' }));
    await waitFor(() => expect(navigations).toEqual([OVERVIEW]));
  });

  it('a reload while signed in shows the skeleton while the user loads, never the login, then the overview', async () => {
    await loginThroughMock(anna.email);
    await slowUser();
    const { router, navigations } = renderApp(OVERVIEW, {}, { strictMode: true });
    const seen = addresses(router);
    const loading = await screen.findByText('Laddar ditt konto…');
    expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
    expect(document.title).toMatch(/^Mitt konto – /);

    expect(
      await screen.findByRole('heading', { level: 1, name: `Hej ${fullName(anna)}` }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Mitt konto – /);
    expect(seen).toEqual([OVERVIEW]);
    expect(navigations).toEqual([]);
  });

  it.each([
    ['refused and cannot be refreshed', { userToken: 'stale', refreshToken: 'stale' }],
    ['refused, with no refresh token', { userToken: 'stale' }],
  ])('a user token that is %s: the login, which brings the shopper back', async (_case, cookies) => {
    for (const [name, value] of Object.entries(cookies)) Cookies.set(name, value);
    const { router } = renderApp(OVERVIEW);
    const seen = addresses(router);
    expect(await screen.findByRole('heading', { level: 1, name: 'Logga in' })).toBeInTheDocument();
    expect(seen).toEqual([OVERVIEW, LOGIN]);
  });

  it('when the session ends on the page: the start page, with the notice that it ended', async () => {
    await loginThroughMock(anna.email);
    const { router, store } = renderApp(OVERVIEW);
    await screen.findByRole('heading', { level: 1, name: `Hej ${fullName(anna)}` });
    const seen = addresses(router);
    // What core/callApi.ts puts when a refresh of the access token is refused.
    act(() => void store.dispatch(sessionEnded()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(seen).toEqual([OVERVIEW, '/']);
    expect(await screen.findByText('Du har loggats ut')).toBeInTheDocument();
  });

  it('logging out on the overview leads to the start page, not to the login', async () => {
    await loginThroughMock(anna.email);
    const user = userEvent.setup();
    const { router, navigations } = renderApp(OVERVIEW);
    await screen.findByRole('heading', { level: 1, name: `Hej ${fullName(anna)}` });
    const seen = addresses(router);
    await user.click(screen.getByRole('button', { name: 'Logga ut' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(seen).toEqual([OVERVIEW, '/']);
    await waitFor(() => expect(navigations).toEqual(['/']));
  });

  it('the guard keeps nothing in the store: the state has no account slice', async () => {
    await loginThroughMock(anna.email);
    const { store } = renderApp(OVERVIEW);
    await screen.findByRole('heading', { level: 1, name: `Hej ${fullName(anna)}` });
    expect(Object.keys(store.getState())).not.toContain('account');
  });
});

describe('a support log recorded while the account slice existed', () => {
  it('still imports: the old key and actions are ignored, and no reducer fails', () => {
    // Redux warns in development about a state key it has no reducer for, then drops the key.
    const warn = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const fresh = rootReducer(undefined, { type: '@@INIT' });
      const log = {
        preloadedState: JSON.stringify({ ...fresh, account: { guard: 'idle' } }),
        payload: JSON.stringify([
          { type: 'account/accountPageOpened', payload: { path: OVERVIEW } },
          { type: 'account/accountGuardRedirected' },
        ]),
      };
      const state = replaySupportLog(log);
      expect(state).toEqual(fresh);
      expect(state).not.toHaveProperty('account');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unexpected key "account"'));
    } finally {
      warn.mockRestore();
    }
  });
});
