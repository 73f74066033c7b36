import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { findUserByEmail } from '../../../mock-server/accounts/users';
import { db } from '../../../mock-server/db';
import { mockServer } from '../../../mock-server/node';
import { renderApp } from '../../support/renderApp';
import { nordicPrint } from '../../support/demoAccounts';

type User = ReturnType<typeof userEvent.setup>;

const input = (label: string, scope: Pick<typeof screen, 'getByLabelText'> = screen) =>
  scope.getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`), { selector: 'input' });
const billing = () => within(screen.getByRole('group', { name: 'Fakturaadress' }));
const delivery = () => within(screen.getByRole('group', { name: 'Leveransadress' }));

async function fill(user: User, label: string, text: string, scope?: Pick<typeof screen, 'getByLabelText'>) {
  await user.click(input(label, scope));
  await user.paste(text);
}

/** The form filled in as a business buyer would, with this organisation number. */
async function fillForm(user: User, organisationNumber = '556111-2222') {
  await fill(user, 'Förnamn', 'Lina');
  await fill(user, 'Efternamn', 'Berg');
  await fill(user, 'E-postadress', 'lina@firma.se');
  await fill(user, 'Telefonnummer', '0701234567');
  await fill(user, 'Lösenord', 'Secret-pass1');
  await fill(user, 'Bekräfta lösenord', 'Secret-pass1');
  await fill(user, 'Företagsnamn', 'Firma AB');
  await fill(user, 'Organisationsnummer', organisationNumber);
  await fill(user, 'Gatuadress', 'Storgatan 1', billing());
  await fill(user, 'Postnummer', '111 22', billing());
  await fill(user, 'Ort', 'Stockholm', billing());
  await user.click(screen.getByRole('checkbox', { name: 'Jag godkänner villkoren och integritetspolicyn' }));
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Skapa konto' }));

/** The sign-up calls the page sends in each test, by path. */
function countSignupCalls() {
  const counts = { user: 0, organisation: 0, verifyLink: 0 };
  const listener = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/auth/signup/') counts.user += 1;
    if (pathname === '/api/auth/organisation/signup/') counts.organisation += 1;
    if (pathname === '/api/auth/create-verify-link/') counts.verifyLink += 1;
  };
  beforeEach(() => {
    Object.assign(counts, { user: 0, organisation: 0, verifyLink: 0 });
    mockServer.events.on('request:start', listener);
  });
  afterEach(() => mockServer.events.removeListener('request:start', listener));
  return counts;
}

const companiesNamed = (name: string) => [...db().companies.values()].filter((c) => c.name === name);
const verificationMails = () => db().accounts.outbox.filter((mail) => mail.kind === 'verify-email');

async function openForm() {
  const user = userEvent.setup({ delay: null });
  const rendered = renderApp('/signup/');
  await screen.findByRole('heading', { level: 1, name: 'Skapa konto' });
  await screen.findByRole('heading', { level: 2, name: 'Företagsinformation' });
  return { user, ...rendered };
}

describe('organisation sign-up page', () => {
  it('shows the four sections and the links to login and the privacy policy', async () => {
    await openForm();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Kontaktperson',
      'Företagsinformation',
      'Fakturaadress',
      'Leveransadress',
    ]);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/login');
    expect(within(main).getByRole('link', { name: 'Läs integritetspolicyn' })).toHaveAttribute(
      'href',
      '/privacy-policy/',
    );
  });

  it('autofills the organisation email, invoice email, phone and VAT number, and copies billing to delivery', async () => {
    const { user } = await openForm();
    await fill(user, 'E-postadress', 'lina@firma.se');
    await fill(user, 'Telefonnummer', '070-123 45 67');
    await user.tab();
    expect(input('Företagets e-postadress')).toHaveValue('lina@firma.se');
    expect(input('E-postadress för fakturor')).toHaveValue('lina@firma.se');
    expect(input('Företagets telefonnummer')).toHaveValue('+46701234567');

    await fill(user, 'Organisationsnummer', '556 111-2222');
    expect(input('Organisationsnummer')).toHaveValue('5561112222');
    expect(input('Momsregistreringsnummer')).toHaveValue('SE556111222201');

    await fill(user, 'Gatuadress', 'Storgatan 1', billing());
    const street = input('Gatuadress', delivery());
    expect(street).toHaveValue('Storgatan 1');
    expect(street).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Samma som fakturaadress' }));
    expect(street).toBeEnabled();
  });

  it('signs up the contact and the company with its attribute, then shows the confirm card', async () => {
    const { user } = await openForm();
    await fill(user, 'Förnamn', 'Lina');
    await fill(user, 'Efternamn', 'Berg');
    await fill(user, 'E-postadress', 'lina@firma.se');
    await fill(user, 'Telefonnummer', '0701234567');
    await fill(user, 'Lösenord', 'Secret-pass1');
    await fill(user, 'Bekräfta lösenord', 'Secret-pass1');
    await fill(user, 'Företagsnamn', 'Firma AB');
    await fill(user, 'Organisationsnummer', '556111-2222');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bransch' }), 'Handel');
    await fill(user, 'Gatuadress', 'Storgatan 1', billing());
    await fill(user, 'Postnummer', '111 22', billing());
    await fill(user, 'Ort', 'Stockholm', billing());
    await user.click(
      screen.getByRole('checkbox', { name: 'Jag godkänner villkoren och integritetspolicyn' }),
    );
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bekräfta din e-postadress' }),
    ).toBeInTheDocument();
    const contact = findUserByEmail('lina@firma.se');
    expect(contact?.phone_number).toBe('+46701234567');
    const company = [...db().companies.values()].find((c) => c.name === 'Firma AB');
    expect(company).toMatchObject({ organisation_number: '5561112222', tax_id_vat_number: 'SE556111222201' });
    expect(db().accounts.companyAttributeIds.get(company!.id)).toEqual(['industry-retail']);
    expect(db().accounts.outbox.map((mail) => mail.to)).toEqual(['lina@firma.se']);
  });

  it('requires the terms and the company fields on submit', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));
    expect(await screen.findByText('Du måste godkänna villkoren')).toBeInTheDocument();
    expect(screen.getByText('Ange ett giltigt telefonnummer')).toBeInTheDocument();
    expect(input('Företagsnamn')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers no choice when organisation sign-up is off: the page then makes a customer account', async () => {
    db().management.settings.organisationSignupEnabled = false;
    renderApp('/signup/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Kontaktperson' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Jag handlar som' })).not.toBeInTheDocument();
  });

  it('offers the private sign-up in one step, and marks the business one as the current page', async () => {
    const { user, router } = await openForm();
    const chooser = screen.getByRole('navigation', { name: 'Jag handlar som' });
    expect(within(chooser).getByRole('link', { name: 'Företag' })).toHaveAttribute('aria-current', 'page');
    const privat = within(chooser).getByRole('link', { name: 'Privatperson' });
    expect(privat).not.toHaveAttribute('aria-current');
    await user.click(privat);
    expect(await screen.findByRole('heading', { level: 1, name: 'Skapa ett kundkonto' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create-account/');
  });
});

describe('an organisation sign-up whose company cannot be created', () => {
  const calls = countSignupCalls();

  it("'Company already exists': says so, keeps every field, and a retry creates only the company", async () => {
    const { user } = await openForm();
    // Nordic Print AB's number: the company exists.
    await fillForm(user, nordicPrint.organisation_number);
    await submit(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Företaget kunde inte registreras');
    expect(alert).toHaveTextContent('Det finns redan ett företag med det organisationsnumret');
    expect(alert).toHaveFocus();
    expect(screen.getByText(/Ditt konto för/)).toHaveTextContent('Ditt konto för lina@firma.se är skapat');
    expect(input('Organisationsnummer')).toHaveValue('5561234567');
    expect(input('Företagsnamn')).toHaveValue('Firma AB');
    expect(input('Ort', billing())).toHaveValue('Stockholm');
    // The account exists: its fields keep what was typed and cannot change now.
    expect(input('E-postadress')).toHaveValue('lina@firma.se');
    expect(input('E-postadress')).toBeDisabled();
    expect(input('Lösenord')).toHaveValue('Secret-pass1');
    expect(findUserByEmail('lina@firma.se')?.organisations).toEqual([]);
    expect(verificationMails()).toEqual([]);

    await user.clear(input('Organisationsnummer'));
    await fill(user, 'Organisationsnummer', '5561112222');
    await submit(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bekräfta din e-postadress' }),
    ).toBeInTheDocument();
    expect(calls).toEqual({ user: 1, organisation: 2, verifyLink: 1 });
    const [company] = companiesNamed('Firma AB');
    expect(company).toMatchObject({ organisation_number: '5561112222' });
    expect(findUserByEmail('lina@firma.se')?.organisations).toEqual([
      { id: company!.id, role: 'customer', level: 'admin' },
    ]);
    expect(verificationMails().map((mail) => mail.to)).toEqual(['lina@firma.se']);
  });

  it('a network failure that outlasts the retries asks to try again; the retry completes with one mail', async () => {
    let failures = 0;
    // No answer at all, four times: the first attempt and callApi's three retries.
    mockServer.use(
      http.post('*/api/auth/organisation/signup/', () => {
        if (failures >= 4) return undefined;
        failures += 1;
        return HttpResponse.error();
      }),
    );
    const { user } = await openForm();
    await fillForm(user);
    await submit(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Företaget kunde inte registreras');
    expect(alert).toHaveTextContent('Vi fick inget svar från servern. Kontrollera din internetanslutning');
    expect(input('Företagsnamn')).toHaveValue('Firma AB');
    expect(companiesNamed('Firma AB')).toEqual([]);
    expect(verificationMails()).toEqual([]);

    await submit(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bekräfta din e-postadress' }),
    ).toBeInTheDocument();
    expect(calls.user).toBe(1);
    expect(companiesNamed('Firma AB')).toHaveLength(1);
    expect(verificationMails().map((mail) => mail.to)).toEqual(['lina@firma.se']);
  });

  it('a one-time lost answer of the company call is retried with its key: one company, one mail', async () => {
    await fetch('http://localhost/__mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        method: 'POST',
        path: '/api/auth/organisation/signup',
        dropAnswer: true,
        times: 1,
      }),
    });
    const { user } = await openForm();
    await fillForm(user);
    await submit(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bekräfta din e-postadress' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(verificationMails()).toHaveLength(1));
    expect(companiesNamed('Firma AB')).toHaveLength(1);
    expect(calls).toEqual({ user: 1, organisation: 2, verifyLink: 1 });
  });
});
