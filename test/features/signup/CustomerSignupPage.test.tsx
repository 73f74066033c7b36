import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findUserByEmail } from '../../../mock-server/accounts/users';
import { db } from '../../../mock-server/db';
import { renderApp } from '../../support/renderApp';
import { anna, nils } from '../../support/demoAccounts';

type User = ReturnType<typeof userEvent.setup>;

async function openForm() {
  const user = userEvent.setup();
  const rendered = renderApp('/create-account/');
  await screen.findByRole('heading', { level: 1, name: 'Skapa ett kundkonto' });
  return { user, ...rendered };
}

/** A labelled input; MUI adds ' *' to required labels. */
const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`), { selector: 'input' });

/** Typing a whole value at once: validation still runs on the change, and the test stays fast. */
async function fill(user: User, label: string, text: string) {
  await user.click(input(label));
  await user.paste(text);
}

async function fillValidForm(user: User, email: string) {
  await fill(user, 'Förnamn', 'Lina');
  await fill(user, 'Efternamn', 'Berg');
  await fill(user, 'E-postadress', email);
  await fill(user, 'Telefonnummer', '070-123 45 67');
  await fill(user, 'Lösenord', 'Secret-pass1');
  await fill(user, 'Bekräfta lösenord', 'Secret-pass1');
  await user.click(screen.getByRole('checkbox', { name: 'Jag har läst och godkänner integritetspolicyn' }));
}

describe('customer sign-up page', () => {
  it('shows the sign-up fields, the phone with its label, and the login link', async () => {
    await openForm();
    expect(screen.getByRole('textbox', { name: /^Förnamn/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Efternamn/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^E-postadress/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Telefonnummer' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Landsnummer' })).toHaveValue('SE');
    expect(screen.getByRole('button', { name: 'Visa Lösenord' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Visa Bekräfta lösenord' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Läs integritetspolicyn' })).toHaveAttribute(
      'href',
      '/privacy-policy/',
    );
    expect(await within(screen.getByRole('main')).findByRole('link', { name: 'Logga in' })).toHaveAttribute(
      'href',
      '/login/',
    );
  });

  it('shows and hides the password with its toggle', async () => {
    const { user } = await openForm();
    const password = input('Lösenord');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Visa Lösenord' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Visa Lösenord' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the communication preferences with three channels', async () => {
    const { user } = await openForm();
    const toggle = screen.getByRole('button', { name: 'Kommunikationsinställningar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: /Hur vill du att vi kontaktar dig/ })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('group', { name: /Hur vill du att vi kontaktar dig/ });
    expect(group).toBeVisible();
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('name')),
    ).toEqual(['allow_email_notifications', 'allow_phone_notifications', 'allow_postal_notifications']);
  });

  it('updates the checklist and the strength score as the password is typed', async () => {
    const { user } = await openForm();
    const meter = screen.getByRole('progressbar', { name: 'Lösenordets styrka' });
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    const password = input('Lösenord');
    await user.click(password);
    await user.paste('abcdefghij');
    expect(meter).toHaveAttribute('aria-valuenow', '50');
    await user.type(password, '1');
    expect(meter).toHaveAttribute('aria-valuenow', '100');
    const list = screen.getByRole('list', { name: 'Krav på lösenordet' });
    expect(within(list).getByText('Minst 10 tecken')).toHaveTextContent('uppfyllt');
    expect(within(list).getByText('Innehåller ett specialtecken (rekommenderas)')).toHaveTextContent(
      'inte uppfyllt',
    );
  });

  it('validates with the catalogue’s messages', async () => {
    const { user } = await openForm();
    await fill(user, 'Lösenord', 'short');
    await fill(user, 'Bekräfta lösenord', 'other');
    await user.tab();
    expect(await screen.findByText('Lösenordet måste vara minst 10 tecken')).toBeInTheDocument();
    expect(screen.getByText('Lösenorden matchar inte')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));
    expect(await screen.findByText('Du måste godkänna integritetspolicyn')).toBeInTheDocument();
    expect(screen.getAllByText('Fältet är obligatoriskt')).toHaveLength(2);
  });

  it('signs up, asks for the verification mail and shows the confirm card', async () => {
    const { user } = await openForm();
    await fillValidForm(user, 'Lina.Berg@Example.se');
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bekräfta din e-postadress' }),
    ).toBeInTheDocument();
    expect(screen.getByText('lina.berg@example.se')).toBeInTheDocument();
    const created = findUserByEmail('lina.berg@example.se');
    expect(created).toMatchObject({
      phone_number: '+46701234567',
      market: 'se',
      language: 'SV',
      email_verified: false,
    });
    expect(db().accounts.outbox.map((mail) => [mail.to, mail.kind])).toEqual([
      ['lina.berg@example.se', 'verify-email'],
    ]);
  });

  it("shows the alert titled 'Fel' when the user already exists, and keeps the form", async () => {
    const { user } = await openForm();
    await fillValidForm(user, anna.email);
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Fel')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Det finns redan ett konto med den här e-postadressen');
    expect(screen.getByRole('textbox', { name: /^Förnamn/ })).toHaveValue('Lina');
  });

  it('re-requests verification for an unverified user and shows the confirm card', async () => {
    const { user } = await openForm();
    await fillValidForm(user, nils.email);
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bekräfta din e-postadress' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(db().accounts.outbox.map((mail) => mail.to)).toEqual([nils.email]));
  });

  it('offers the business sign-up in one step, and marks the private one as the current page', async () => {
    const { user, router } = await openForm();
    const chooser = await screen.findByRole('navigation', { name: 'Jag handlar som' });
    expect(within(chooser).getByRole('link', { name: 'Privatperson' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(chooser).getByRole('link', { name: 'Företag' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Företagsinformation' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup/');
  });

  it('offers no choice when organisation sign-up is off', async () => {
    db().management.settings.organisationSignupEnabled = false;
    await openForm();
    // The login link also depends on the settings: once it shows, they are loaded.
    await within(screen.getByRole('main')).findByRole('link', { name: 'Logga in' });
    expect(screen.queryByRole('navigation', { name: 'Jag handlar som' })).not.toBeInTheDocument();
  });
});
