import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { anna, DEMO_PASSWORD, fullName } from '../support/demoAccounts';
import { finland } from '../support/fixtures';
import { renderApp } from '../support/renderApp';

async function loginThroughMock(email = anna.email) {
  const response = await fetch('http://localhost/api/auth/login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { data } = await response.json();
  Cookies.set('userToken', data.access_token);
  Cookies.set('refreshToken', data.refresh_token);
  return data;
}

describe('app shell', () => {
  it('opens in Swedish on the Swedish market, with the cart started in SEK', async () => {
    const { store } = renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Välkommen till Printfabriken' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('sv');
    expect(screen.getByRole('button', { name: /Marknad: Sverige, SEK/ })).toBeInTheDocument();
    await waitFor(() => expect(store.getState().cart.cart?.currencyCode).toBe('SEK'));
    expect(Cookies.get('cartToken')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Varukorg, 0 artiklar' })).toBeInTheDocument();
  });

  it('lists the markets with name, currency and upper-cased language, checks the current one, and switches language on choice', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const selector = await screen.findByRole('button', { name: /Marknad: Sverige, SEK/ });
    await waitFor(() => expect(selector).toBeEnabled());
    await user.click(selector);
    const menu = await screen.findByRole('menu');
    const options = within(menu).getAllByRole('menuitemradio');
    expect(options.map((o) => o.textContent?.replace('✓', '').trim())).toEqual([
      'Sverige SEK SV',
      'Norge NOK EN',
      'Suomi EUR EN',
    ]);
    expect(options[0]).toHaveAttribute('aria-checked', 'true');
    expect(options[1]).toHaveAttribute('aria-checked', 'false');

    await user.click(options[1]!);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Printfabriken' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Market: Norge, NOK/ })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(JSON.parse(window.localStorage.getItem('market') ?? '{}').id).toBe('no');
  });

  it('remembers the chosen market on the next visit', async () => {
    window.localStorage.setItem('market', JSON.stringify(finland));
    renderApp('/');
    expect(await screen.findByRole('button', { name: /Market: Suomi, EUR/ })).toBeInTheDocument();
  });

  it('follows the footer links to the legal pages', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Köpvillkor' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Köpvillkor' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/terms');
    await user.click(within(footer).getByRole('link', { name: 'Integritetspolicy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Integritetspolicy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privacy-policy/');
  });

  it('shows the not-found page with a way home for an unknown path', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sidan hittades inte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
  });

  it("shows the signed-in user's name, and logs out through its menu", async () => {
    const user = userEvent.setup();
    await loginThroughMock();
    const { navigations } = renderApp('/');
    const account = await screen.findByRole('button', { name: fullName(anna) });
    await user.click(account);
    await user.click(await screen.findByRole('menuitem', { name: 'Logga ut' }));
    expect(await screen.findByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/login');
    expect(Cookies.get('userToken')).toBeUndefined();
    expect(Cookies.get('refreshToken')).toBeUndefined();
    expect(navigations).toContain('/');
  });

  it('keeps the user signed in when the access token has expired, by refreshing it', async () => {
    const login = await loginThroughMock();
    await fetch('http://localhost/__mock/expire-tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'user' }),
    });
    renderApp('/');
    expect(await screen.findByRole('button', { name: fullName(anna) })).toBeInTheDocument();
    expect(Cookies.get('userToken')).toBeTruthy();
    expect(Cookies.get('userToken')).not.toBe(login.access_token);
  });

  it('ends the session with a message when the refresh token is refused, and stays usable', async () => {
    await loginThroughMock();
    Cookies.set('refreshToken', 'revoked-or-unknown');
    await fetch('http://localhost/__mock/expire-tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'user' }),
    });
    renderApp('/');
    expect(await screen.findByText('Du har loggats ut')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Logga in' })).toBeInTheDocument();
    expect(Cookies.get('userToken')).toBeUndefined();
    expect(Cookies.get('refreshToken')).toBeUndefined();
  });

  it('downloads the support log from the footer', async () => {
    const user = userEvent.setup();
    const { downloads, store } = renderApp('/');
    await waitFor(() => expect(store.getState().cart.request.status).toBe('succeeded'));
    await user.click(await screen.findByRole('button', { name: 'Ladda ner supportlogg' }));
    expect(downloads).toHaveLength(1);
    const log = JSON.parse(downloads[0]!.text);
    expect(JSON.parse(log.payload).length).toBeGreaterThan(0);
    expect(typeof JSON.parse(log.preloadedState)).toBe('object');
  });

  it('shows a reload prompt when a flow fails past its own error handling', async () => {
    const { store } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    act(() => {
      store.dispatch({ type: 'fatalError/fatalErrorRecorded', payload: { message: 'boom', source: 'test' } });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Något gick fel' });
    expect(within(dialog).getByRole('button', { name: 'Ladda om sidan' })).toBeInTheDocument();
  });
});
