import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { db } from '../../../mock-server/node';
import { loginRedirectTarget } from '../../../src/features/auth/redirect';
import { loginThroughMock } from '../../support/signIn';
import { renderApp } from '../../support/renderApp';
import { waitForState } from '../../support/testStore';
import { NORDIC_PRINT_ID as NORDIC } from '../../support/demoAccounts';
import {
  accessTokenOf,
  expireInvitation,
  failNext,
  inviteToNordic,
  proxyPost,
  withdrawFromNordic,
} from './invite';

// The page the invitation e-mail opens, on the real store and sagas against the mock's handlers:
// Maria (admin of Nordic Print AB) invites, the mock's outbox holds the link.

const main = () => within(screen.getByRole('main'));
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('an address without an account', () => {
  it('chooses a password, gets an account in the company, and can log in with it', async () => {
    const invitation = await inviteToNordic('ny.person@example.se');
    expect(invitation.pathname).toBe('/invitation/');
    const user = userEvent.setup();
    renderApp(invitation.path);
    expect(await heading('Inbjudan till Nordic Print AB')).toBeInTheDocument();
    expect(
      main().getByText('Du har bjudits in till Nordic Print AB som ny.person@example.se.'),
    ).toBeInTheDocument();
    await user.type(main().getByLabelText(/^Välj lösenord/), 'Nytt-losen-22');
    await user.type(main().getByLabelText(/^Bekräfta lösenord/), 'Nytt-losen-22');
    await user.click(main().getByRole('button', { name: 'Skapa konto och gå med' }));

    expect(await heading('Kontot är skapat')).toBeInTheDocument();
    expect(
      main().getByText(
        'Kontot är skapat och du är användare i Nordic Print AB. Logga in med ny.person@example.se.',
      ),
    ).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Logga in' })).toHaveAttribute(
      'href',
      '/login?redirect=/my-account/company/',
    );
    const account = await accessTokenOf('ny.person@example.se', 'Nytt-losen-22');
    expect(account.user.organisations.map((o) => o.id)).toContain(NORDIC);
  });

  it('checks the password rules before sending anything', async () => {
    const invitation = await inviteToNordic('ny.person@example.se');
    const user = userEvent.setup();
    const { store } = renderApp(invitation.path);
    await user.type(await main().findByLabelText(/^Välj lösenord/), 'utan-siffror');
    await user.type(main().getByLabelText(/^Bekräfta lösenord/), 'annat-losen-1');
    await user.click(main().getByRole('button', { name: 'Skapa konto och gå med' }));
    expect(await screen.findByText('Lösenordet måste innehålla minst en siffra')).toBeInTheDocument();
    expect(screen.getByText('Lösenorden matchar inte')).toBeInTheDocument();
    expect(store.getState().invitation.answer.status).toBe('idle');
  });

  it('a failed call shows a retryable error and keeps what was typed', async () => {
    const invitation = await inviteToNordic('ny.person@example.se');
    await failNext('POST', '/api/auth/accept-invitation/', 503);
    const user = userEvent.setup();
    renderApp(invitation.path);
    await user.type(await main().findByLabelText(/^Välj lösenord/), 'Nytt-losen-22');
    await user.type(main().getByLabelText(/^Bekräfta lösenord/), 'Nytt-losen-22');
    await user.click(main().getByRole('button', { name: 'Skapa konto och gå med' }));
    expect(await main().findByRole('alert')).toHaveTextContent(
      'Något gick fel och svaret kunde inte skickas. Försök igen.',
    );
    expect(main().getByLabelText(/^Välj lösenord/)).toHaveValue('Nytt-losen-22');
    expect(main().getByLabelText(/^Bekräfta lösenord/)).toHaveValue('Nytt-losen-22');
    await user.click(main().getByRole('button', { name: 'Skapa konto och gå med' }));
    expect(await heading('Kontot är skapat')).toBeInTheDocument();
  });
});

describe('an address with an account', () => {
  it('signed in as that account: joins the company, and the signed-in user has it', async () => {
    const invitation = await inviteToNordic('anna.andersson@example.se', {
      first_name: 'Anna',
      last_name: 'Andersson',
    });
    await loginThroughMock('anna.andersson@example.se');
    const user = userEvent.setup();
    const { store } = renderApp(invitation.path);
    const join = await main().findByRole('button', { name: 'Gå med i Nordic Print AB' });
    expect(
      main().getByText('Du har bjudits in till Nordic Print AB som anna.andersson@example.se.'),
    ).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Avböj' })).toBeInTheDocument();
    await user.click(join);

    expect(await heading('Välkommen till Nordic Print AB')).toBeInTheDocument();
    expect(main().getByText('Du är nu användare i Nordic Print AB.')).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Till företagssidan' })).toHaveAttribute(
      'href',
      '/my-account/company/',
    );
    expect(store.getState().auth.user?.organisations.map((o) => o.id)).toContain(NORDIC);
  });

  it('signed in with a cart: the cart follows her to the company’s prices, with the company attached', async () => {
    const invitation = await inviteToNordic('anna.andersson@example.se');
    await loginThroughMock('anna.andersson@example.se');
    const started = await fetch('http://localhost/shopper/sessions/start', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ storeGroupId: 'default', countryCode: 'SE', languageCode: 'sv' }),
    });
    const { token } = (await started.json()) as { token: string };
    const added = await fetch('http://localhost/shopper/sessions/items', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ productVariantId: 'TEE-BLUE-M', quantity: 2, options: {} }),
    });
    expect(added.status).toBe(200);
    Cookies.set('cartToken', token);
    const user = userEvent.setup();
    const { store } = renderApp(invitation.path);
    await waitFor(() => expect(store.getState().cart.cart?.storeGroupId).toBe('sg-default'));
    await user.click(await main().findByRole('button', { name: 'Gå med i Nordic Print AB' }));
    expect(await heading('Välkommen till Nordic Print AB')).toBeInTheDocument();

    await waitFor(() => expect(store.getState().cart.cart?.storeGroupId).toBe('sg-business'));
    const cart = store.getState().cart.cart!;
    expect(cart.items.map((item) => [item.productVariantId, item.quantity])).toEqual([['TEE-BLUE-M', 2]]);
    expect(Cookies.get('storeGroupSlug')).toBe('business');
    await waitFor(() =>
      expect(db().shopper.sessionAttributes.get(cart.id)).toMatchObject({
        company: { name: 'Nordic Print AB' },
      }),
    );
  });

  it('not signed in: asked to log in (and back here), and after the login joins', async () => {
    const invitation = await inviteToNordic('anna.andersson@example.se');
    const user = userEvent.setup();
    const { router, navigations, store } = renderApp(invitation.path);
    expect(await main().findByText('Logga in för att tacka ja.')).toBeInTheDocument();
    expect(
      main().getByText('Du har bjudits in till Nordic Print AB som anna.andersson@example.se.'),
    ).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Avböj' })).toBeInTheDocument();
    expect(main().queryByRole('button', { name: /Gå med/ })).not.toBeInTheDocument();
    const login = main().getByRole('link', { name: 'Logga in' });
    const href = login.getAttribute('href')!;
    expect(href).toBe(
      `/login?redirect=/invitation/${encodeURIComponent(`?token=${encodeURIComponent(invitation.token)}`)}`,
    );
    // The login accepts it as a path on this site and sends the shopper back to this invitation.
    const redirect = new URL(href, 'http://localhost').searchParams.get('redirect');
    expect(loginRedirectTarget(redirect)).toBe(invitation.path);

    await user.click(login);
    await user.type(await main().findByLabelText(/^E-postadress/), 'anna.andersson@example.se');
    await user.type(main().getByLabelText(/^Lösenord/), 'Demo-password-1');
    await user.click(main().getByRole('button', { name: 'Logga in' }));
    await waitFor(() => expect(navigations).toContain(invitation.path));
    // The login navigates through the app's navigation service, which the test records.
    await act(() => router.navigate(invitation.path));
    await user.click(await main().findByRole('button', { name: 'Gå med i Nordic Print AB' }));
    expect(await heading('Välkommen till Nordic Print AB')).toBeInTheDocument();
    await waitForState(store, (s) => s.auth.user?.organisations.some((o) => o.id === NORDIC) ?? false);
  });

  it('not signed in: declines', async () => {
    const invitation = await inviteToNordic('anna.andersson@example.se');
    const user = userEvent.setup();
    renderApp(invitation.path);
    await user.click(await main().findByRole('button', { name: 'Avböj' }));
    expect(await heading('Inbjudan är avböjd')).toBeInTheDocument();
    expect(main().getByText('Du har tackat nej till inbjudan.')).toBeInTheDocument();
    const again = await fetch(
      `http://localhost/api/auth/invitation/?token=${encodeURIComponent(invitation.token)}`,
    );
    expect(again.status).toBe(409);
  });

  it('signed in as another account: says whom it is for and offers no accept', async () => {
    const invitation = await inviteToNordic('anna.andersson@example.se');
    await loginThroughMock('maria.admin@example.se');
    renderApp(invitation.path);
    expect(await main().findByRole('alert')).toHaveTextContent(
      'Inbjudan gäller anna.andersson@example.se, men du är inloggad som maria.admin@example.se. Logga ut och logga in med anna.andersson@example.se för att tacka ja.',
    );
    expect(main().queryByRole('button', { name: /Gå med/ })).not.toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Logga in med anna.andersson@example.se' })).toHaveAttribute(
      'href',
      `/login?redirect=/invitation/${encodeURIComponent(`?token=${encodeURIComponent(invitation.token)}`)}`,
    );
  });
});

describe('under StrictMode (as on npm start), where the page effect runs twice', () => {
  it('loads the invitation once shown and keeps it', async () => {
    const invitation = await inviteToNordic('ny.person@example.se');
    renderApp(invitation.path, {}, { strictMode: true });
    expect(await main().findByRole('button', { name: 'Skapa konto och gå med' })).toBeInTheDocument();
    expect(main().queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a link that cannot be used', () => {
  it('an expired invitation says so, with a link home', async () => {
    const invitation = await inviteToNordic('ny.person@example.se');
    await expireInvitation(invitation.token);
    renderApp(invitation.path);
    expect(await heading('Inbjudan har gått ut')).toBeInTheDocument();
    expect(main().getByRole('alert')).toHaveTextContent(
      'Inbjudan har gått ut. Be företagets administratör om en ny.',
    );
    expect(main().getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
  });

  it('an answered invitation says so', async () => {
    const invitation = await inviteToNordic('ny.person@example.se');
    expect((await proxyPost('decline-invitation', { token: invitation.token })).status).toBe(200);
    renderApp(invitation.path);
    expect(await heading('Inbjudan är redan besvarad')).toBeInTheDocument();
    expect(main().getByRole('alert')).toHaveTextContent('Inbjudan har redan accepterats eller avböjts');
  });

  it('a withdrawn invitation says so, with a link home', async () => {
    const invitation = await inviteToNordic('ny.person@example.se');
    await withdrawFromNordic('ny.person@example.se');
    renderApp(invitation.path);
    expect(await heading('Inbjudan har dragits tillbaka')).toBeInTheDocument();
    expect(main().getByRole('alert')).toHaveTextContent(
      'Företagets administratör har dragit tillbaka inbjudan, så länken kan inte användas.',
    );
    expect(main().getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
  });

  it('an invitation withdrawn while the page is open says so when it is answered', async () => {
    const invitation = await inviteToNordic('ny.person@example.se');
    const user = userEvent.setup();
    renderApp(invitation.path);
    const decline = await main().findByRole('button', { name: 'Avböj' });
    await withdrawFromNordic('ny.person@example.se');
    await user.click(decline);
    expect(await heading('Inbjudan har dragits tillbaka')).toBeInTheDocument();
  });

  it('an unknown token is not found', async () => {
    renderApp('/invitation/?token=no-such-token');
    expect(await heading('Inbjudan hittades inte')).toBeInTheDocument();
    expect(main().getByRole('alert')).toHaveTextContent('Länken är ogiltig.');
  });

  it('without a token says not found at once', async () => {
    renderApp('/invitation/');
    expect(await heading('Inbjudan hittades inte')).toBeInTheDocument();
  });

  it('a failed load shows a skeleton first, then a retryable error', async () => {
    const invitation = await inviteToNordic('ny.person@example.se');
    await failNext('GET', '/api/auth/invitation/', 500);
    const user = userEvent.setup();
    renderApp(invitation.path);
    expect(await screen.findByRole('status')).toHaveTextContent('Hämtar inbjudan…');
    expect(await main().findByRole('alert')).toHaveTextContent('Inbjudan kunde inte hämtas.');
    await user.click(main().getByRole('button', { name: 'Försök igen' }));
    expect(await heading('Inbjudan till Nordic Print AB')).toBeInTheDocument();
  });
});
