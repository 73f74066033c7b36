import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findUserByEmail } from '../../../mock-server/accounts/users';
import { db } from '../../../mock-server/db';
import { renderApp } from '../../support/renderApp';

jest.setTimeout(30_000);

type User = ReturnType<typeof userEvent.setup>;

const input = (label: string, scope: Pick<typeof screen, 'getByLabelText'> = screen) =>
  scope.getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`), { selector: 'input' });
const billing = () => within(screen.getByRole('group', { name: 'Fakturaadress' }));
const delivery = () => within(screen.getByRole('group', { name: 'Leveransadress' }));

async function fill(user: User, label: string, text: string, scope?: Pick<typeof screen, 'getByLabelText'>) {
  await user.click(input(label, scope));
  await user.paste(text);
}

async function openForm() {
  const user = userEvent.setup();
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
});
