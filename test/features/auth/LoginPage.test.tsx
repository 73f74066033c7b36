import { screen, waitFor, within } from '@testing-library/react';
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
  it('shows the validation messages and sends nothing while the form is invalid', async () => {
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

describe('login during an unfinished company sign-up', () => {
  const email = 'lina@firma.se';
  const password = 'Secret-pass1';
  const verificationMails = () =>
    db().accounts.outbox.filter((mail) => mail.kind === 'verify-email' && mail.to === email);

  /** The contact person's account of an organisation sign-up, whose company was never created. */
  async function startCompanySignup() {
    const answer = await proxyPost('signup', {
      first_name: 'Lina',
      last_name: 'Berg',
      email,
      password,
      phone_number: '+46701234567',
      language: 'SV',
      country_code: 'SE',
      country: 'SE',
      market: 'se',
      store_group: 'default',
      role: 'customer',
      allow_email_notifications: false,
      allow_phone_notifications: false,
      allow_postal_notifications: false,
      status: 'active',
      privacy: true,
      organisation_signup: true,
    });
    expect(answer.status).toBe(201);
  }

  it('says the sign-up is not finished and no link was sent, keeps what was typed, and the step it names completes it', async () => {
    await startCompanySignup();
    const { store, navigations } = renderApp('/login');
    const user = await fillIn(email, password);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Företagsregistreringen för den här e-postadressen är inte slutförd, så ingen bekräftelselänk har skickats.',
    );
    expect(alert).toHaveTextContent('Välj ”Skapa företagskonto”');
    expect(alert).not.toHaveTextContent('Vi har skickat en ny bekräftelselänk');
    // The mock refused the link (409) and sent nothing.
    expect(verificationMails()).toEqual([]);
    expect(screen.getByLabelText(/E-postadress/)).toHaveValue(email);
    expect(screen.getByLabelText(/^Lösenord/)).toHaveValue(password);
    expect(store.getState().auth.user).toBeNull();
    expect(Cookies.get('userToken')).toBeUndefined();
    expect(navigations).toEqual([]);

    // The step the message names: the business sign-up again, with the same e-mail and password.
    await user.click(screen.getByRole('link', { name: 'Skapa företagskonto' }));
    await screen.findByRole('heading', { level: 2, name: 'Företagsinformation' });
    const input = (label: string, scope: Pick<typeof screen, 'getByLabelText'> = screen) =>
      scope.getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`), { selector: 'input' });
    const billing = within(screen.getByRole('group', { name: 'Fakturaadress' }));
    const fill = async (label: string, text: string, scope?: Pick<typeof screen, 'getByLabelText'>) => {
      await user.click(input(label, scope));
      await user.paste(text);
    };
    await fill('Förnamn', 'Lina');
    await fill('Efternamn', 'Berg');
    await fill('E-postadress', email);
    await fill('Telefonnummer', '0701234567');
    await fill('Lösenord', password);
    await fill('Bekräfta lösenord', password);
    await fill('Företagsnamn', 'Firma AB');
    await fill('Organisationsnummer', '5561112222');
    await fill('Gatuadress', 'Storgatan 1', billing);
    await fill('Postnummer', '11122', billing);
    await fill('Ort', 'Stockholm', billing);
    await user.click(
      screen.getByRole('checkbox', { name: 'Jag godkänner villkoren och integritetspolicyn' }),
    );
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bekräfta din e-postadress' }),
    ).toBeInTheDocument();
    expect(verificationMails()).toHaveLength(1);
  });
});
