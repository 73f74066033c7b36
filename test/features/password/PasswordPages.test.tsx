import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/renderApp';
import { latestLink, proxyPost } from './outbox';
import { anna, DEMO_PASSWORD, nils } from '../../support/demoAccounts';

async function requestReset(email: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-postadress/), email);
  await user.click(screen.getByRole('button', { name: 'Återställ lösenord' }));
  return user;
}

describe('forgot-password page', () => {
  it('shows the check-your-email card with the resend button locked by a 05:00 countdown', async () => {
    renderApp('/reset-password/');
    await requestReset(anna.email);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kolla din e-post' })).toBeInTheDocument();
    expect(screen.getByText(anna.email)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skicka igen om 05:00' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Tillbaka till inloggningen' })).toHaveAttribute(
      'href',
      '/login/',
    );
  });

  it('"use another address" and back to the same one keeps its lock and sends no second mail', async () => {
    renderApp('/reset-password/');
    const user = await requestReset(anna.email);
    await screen.findByRole('heading', { level: 1, name: 'Kolla din e-post' });
    await user.click(screen.getByRole('button', { name: 'Använd en annan e-postadress' }));
    await user.type(await screen.findByLabelText(/E-postadress/), anna.email);
    await user.click(screen.getByRole('button', { name: 'Återställ lösenord' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kolla din e-post' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Skicka igen om 0[45]:/ })).toBeDisabled();
    const response = await fetch(`http://localhost/__mock/outbox.json?to=${encodeURIComponent(anna.email)}`);
    const { mails } = (await response.json()) as { mails: unknown[] };
    expect(mails).toHaveLength(1);
  });

  it('validates the email before sending', async () => {
    const { store } = renderApp('/reset-password/');
    await requestReset('anna.example.se');
    expect(await screen.findByText('Ange en giltig e-postadress')).toBeInTheDocument();
    expect(store.getState().passwordRecovery.forgot.request.status).toBe('idle');
  });

  it('an unverified address shows the alert and the resend-verification card, then the verification-sent card', async () => {
    const user = userEvent.setup();
    renderApp('/reset-password/');
    await requestReset(nils.email);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bekräfta din e-postadress' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('E-postadressen är inte bekräftad.');
    await user.click(screen.getByRole('button', { name: 'Skicka bekräftelselänk igen' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bekräftelselänk skickad' }),
    ).toBeInTheDocument();
  });

  it('an unknown address shows the not-found card with a sign-up link', async () => {
    renderApp('/reset-password/');
    await requestReset('nobody@example.se');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'E-postadressen hittades inte' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skapa konto' })).toHaveAttribute('href', '/signup/');
  });
});

describe('new-password page', () => {
  it('sets a new password from the e-mail link and offers the login', async () => {
    await proxyPost('create-reset-password-link', { email: anna.email });
    const link = await latestLink(anna.email);
    expect(link.pathname).toBe('/new-password/');
    const user = userEvent.setup();
    renderApp(`${link.pathname}${link.search}`);
    await user.type(await screen.findByLabelText(/^Nytt lösenord/), 'Nytt-losen-22');
    await user.type(screen.getByLabelText(/^Bekräfta nytt lösenord/), 'Nytt-losen-22');
    await user.click(screen.getByRole('button', { name: 'Spara nytt lösenord' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lösenordet är uppdaterat' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Logga in' })).toHaveAttribute(
      'href',
      '/login/',
    );
    const login = await proxyPost('login', { email: anna.email, password: 'Nytt-losen-22' });
    expect(login.status).toBe(200);
  });

  it('checks the rules: a digit, and the confirmation on its own field', async () => {
    const user = userEvent.setup();
    renderApp('/new-password/?token=abc');
    await user.type(await screen.findByLabelText(/^Nytt lösenord/), 'utan-siffror');
    await user.type(screen.getByLabelText(/^Bekräfta nytt lösenord/), 'annat-losen-1');
    await user.click(screen.getByRole('button', { name: 'Spara nytt lösenord' }));
    expect(await screen.findByText('Lösenordet måste innehålla minst en siffra')).toBeInTheDocument();
    expect(screen.getByText('Lösenorden matchar inte')).toBeInTheDocument();
  });

  it('an unknown link shows the link-not-found alert with a link to /reset-password/', async () => {
    const user = userEvent.setup();
    renderApp('/new-password/?token=no-such-token');
    await user.type(await screen.findByLabelText(/^Nytt lösenord/), 'Nytt-losen-22');
    await user.type(screen.getByLabelText(/^Bekräfta nytt lösenord/), 'Nytt-losen-22');
    await user.click(screen.getByRole('button', { name: 'Spara nytt lösenord' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Länken hittades inte');
    expect(within(alert).getByRole('link', { name: 'Begär en ny länk' })).toHaveAttribute(
      'href',
      '/reset-password/',
    );
  });

  it('without a token shows the link-not-found alert at once', async () => {
    renderApp('/new-password/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Länken hittades inte');
    expect(screen.queryByLabelText(/^Nytt lösenord/)).not.toBeInTheDocument();
  });
});

describe('e-mail verification landing', () => {
  it('confirms the account from the e-mail link, and the user can then log in', async () => {
    await proxyPost('create-verify-link', { email: nils.email });
    const link = await latestLink(nils.email);
    renderApp(`${link.pathname}${link.search}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontot är bekräftat' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Logga in' })).toHaveAttribute(
      'href',
      '/login/',
    );
    await waitFor(async () =>
      expect((await proxyPost('login', { email: nils.email, password: DEMO_PASSWORD })).status).toBe(200),
    );
  });

  it('confirms the account under StrictMode, where the page effect runs twice (as on npm start)', async () => {
    await proxyPost('create-verify-link', { email: nils.email });
    const link = await latestLink(nils.email);
    renderApp(`${link.pathname}${link.search}`, {}, { strictMode: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontot är bekräftat' })).toBeInTheDocument();
    expect(screen.queryByText(/Länken hittades inte/)).not.toBeInTheDocument();
  });

  it('an unknown link shows the alert and lets the user ask for a new link', async () => {
    const user = userEvent.setup();
    renderApp('/verify-email/?token=no-such-token');
    expect(await screen.findByRole('alert')).toHaveTextContent('Länken hittades inte');
    await user.type(screen.getByLabelText(/E-postadress/), nils.email);
    await user.click(screen.getByRole('button', { name: 'Skicka ny bekräftelselänk' }));
    expect(
      await screen.findByText('En ny bekräftelselänk är skickad. Kolla din e-post.'),
    ).toBeInTheDocument();
  });
});
