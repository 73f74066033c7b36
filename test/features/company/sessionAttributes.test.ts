import { checkoutCompanyAttributes, loginCompanyAttributes } from '../../../src/features/company';
import {
  anna,
  demoContact,
  demoSessionAttributes,
  erik,
  maria,
  NORDIC_PRINT_ID,
  nordicPrint,
} from '../../support/demoAccounts';

/** Maria's membership of Nordic Print AB, as her login answers it. */
const mariaInNordicPrint = maria.organisations.find((organisation) => organisation.id === NORDIC_PRINT_ID)!;

describe('what a login attaches to the cart session', () => {
  it("builds the attributes from the first active organisation, with the user's name as reference", () => {
    expect(loginCompanyAttributes(maria)).toEqual(demoSessionAttributes(nordicPrint, 'Maria Admin'));
  });

  it('uses the contact name when the user has no name, and removes only the first hyphen', () => {
    const attributes = loginCompanyAttributes({
      ...maria,
      first_name: '',
      last_name: ' ',
      organisations: [
        { ...mariaInNordicPrint, organisation_number: '556-123-4567', contact_name: 'Kontakt Person' },
      ],
    });
    expect(attributes?.company.reference).toBe('Kontakt Person');
    expect(attributes?.merchantReference1).toBe('556123-4567');
  });

  it('sends nothing for an inactive first organisation, one without a number, or no organisation', () => {
    expect(
      loginCompanyAttributes({ ...maria, organisations: [{ ...mariaInNordicPrint, status: 'inactive' }] }),
    ).toBeNull();
    expect(
      loginCompanyAttributes({
        ...maria,
        organisations: [{ ...mariaInNordicPrint, organisation_number: '' }],
      }),
    ).toBeNull();
    expect(loginCompanyAttributes(anna)).toBeNull();
  });
});

describe('what the customer information card sends', () => {
  it('the attributes carry the contact name as reference and the number without its first hyphen', () => {
    expect(checkoutCompanyAttributes(nordicPrint, demoContact(erik))).toEqual(
      demoSessionAttributes(nordicPrint, 'Erik Buyer', erik.id),
    );
  });
});
