import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { db } from '../../../mock-server/db';
import { renderApp } from '../../support/renderApp';
import { proxyPost } from '../password/outbox';

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-postadress/), email);
  await user.type(screen.getByLabelText(/^Lösenord/), password);
  await user.click(screen.getByRole('button', { name: 'Logga in' }));
  return user;
}

describe('login page', () => {
  it('shows the spec’s validation messages and sends nothing while the form is invalid', async () => {
    const { store } = renderApp('/login');
    await fillIn('anna@', 'kort');
    expect(await screen.findByText('Ange en giltig e-postadress')).toBeInTheDocument();
    expect(screen.getByText('Lösenordet måste vara minst 10 tecken')).toBeInTheDocument();
    expect(store.getState().auth.login.status).toBe('idle');
  });

  it('logs in, keeps the tokens in cookies and lands on the account overview', async () => {
    const { store, navigations } = renderApp('/login/');
    await fillIn('anna.andersson@example.se', 'Demo-password-1');
    await waitFor(() => expect(navigations).toContain('/my-account/overview/'));
    expect(store.getState().auth.user?.first_name).toBe('Anna');
    expect(Cookies.get('userToken')).toBeTruthy();
    expect(Cookies.get('refreshToken')).toBeTruthy();
    expect(Cookies.get('userId')).toBe('user-anna');
  });

  it('shows the wrong-password message and keeps what was typed', async () => {
    renderApp('/login');
    await fillIn('anna.andersson@example.se', 'Wrong-password-9');
    expect(await screen.findByRole('alert')).toHaveTextContent('Fel lösenord. Försök igen.');
    expect(screen.getByLabelText(/E-postadress/)).toHaveValue('anna.andersson@example.se');
    expect(screen.getByLabelText(/^Lösenord/)).toHaveValue('Wrong-password-9');
    expect(Cookies.get('userToken')).toBeUndefined();
  });

  it('after 5 wrong passwords says when to try again, refuses the right one too and keeps the e-mail', async () => {
    // The first five wrong passwords go straight to the mock; the page then meets the lockout.
    for (let n = 1; n <= 5; n += 1) {
      const answer = await proxyPost('login', {
        email: 'anna.andersson@example.se',
        password: `Wrong-pass-${n}`,
      });
      expect(answer.status).toBe(401);
    }
    const { store, navigations } = renderApp('/login');
    await fillIn('anna.andersson@example.se', 'Demo-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'För många försök. Försök igen om 15 minuter.',
    );
    expect(screen.getByLabelText(/E-postadress/)).toHaveValue('anna.andersson@example.se');
    expect(store.getState().auth.login.error).toMatchObject({ statusCode: 429 });
    expect(Cookies.get('userToken')).toBeUndefined();
    expect(navigations).toEqual([]);
  });

  it.each([
    ['nobody@example.se', 'Det finns inget konto med den e-postadressen.'],
    ['petra.pending@example.se', 'Ditt konto väntar på godkännande.'],
    ['nils.unverified@example.se', 'Din e-postadress är inte bekräftad.'],
  ])('shows the message for %s', async (email, message) => {
    renderApp('/login');
    await fillIn(email, 'Demo-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("shows the status banner split at '|', and the link-not-found message", async () => {
    const { view } = renderApp('/login?status=Kontot%20bekräftat|Du%20kan%20nu%20logga%20in');
    expect(await screen.findByRole('status')).toHaveTextContent('Kontot bekräftatDu kan nu logga in');
    view.unmount();
    renderApp('/login?error=Fel|link%20not%20found');
    expect(await screen.findByRole('alert')).toHaveTextContent('Länken hittades inte');
  });

  it('links to the forgot-password and sign-up pages when the settings allow them', async () => {
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Glömt lösenordet?' })).toHaveAttribute(
      'href',
      '/reset-password/',
    );
    expect(screen.getByRole('link', { name: 'Skapa konto som privatperson' })).toHaveAttribute(
      'href',
      '/create-account/',
    );
    expect(screen.getByRole('link', { name: 'Skapa företagskonto' })).toHaveAttribute('href', '/signup/');
    expect(screen.getByRole('heading', { level: 1, name: 'Logga in' })).toBeInTheDocument();
  });

  it('takes a private shopper to the customer sign-up, and a business buyer to the organisation form, in one click', async () => {
    const user = userEvent.setup();
    const { view } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Skapa konto som privatperson' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Skapa ett kundkonto' })).toBeInTheDocument();
    view.unmount();

    renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Skapa företagskonto' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Företagsinformation' })).toBeInTheDocument();
  });

  it('offers one customer sign-up link when organisation sign-up is off', async () => {
    db().management.settings.organisationSignupEnabled = false;
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Skapa konto' })).toHaveAttribute(
      'href',
      '/create-account/',
    );
    expect(screen.queryByRole('link', { name: 'Skapa företagskonto' })).not.toBeInTheDocument();
  });
});
