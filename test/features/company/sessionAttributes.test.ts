import { checkoutCompanyAttributes, loginCompanyAttributes } from '../../../src/features/company';
import { anna, maria, nordicPrint } from '../../support/fixtures';
import { asContact, erik, nordicPrint as nordicPrintCompany } from '../checkout/customer/fixtures';

describe('what a login attaches to the cart session', () => {
  it("builds the attributes from the first active organisation, with the user's name as reference", () => {
    expect(loginCompanyAttributes(maria)).toEqual({
      company: {
        registrationNumber: '556123-4567',
        taxId: 'SE556123456701',
        name: 'Nordic Print AB',
        reference: 'Maria Admin',
      },
      merchantReference1: '5561234567',
    });
  });

  it('uses the contact name when the user has no name, and removes only the first hyphen', () => {
    const attributes = loginCompanyAttributes({
      ...maria,
      first_name: '',
      last_name: ' ',
      organisations: [
        { ...nordicPrint, organisation_number: '556-123-4567', contact_name: 'Kontakt Person' },
      ],
    });
    expect(attributes?.company.reference).toBe('Kontakt Person');
    expect(attributes?.merchantReference1).toBe('556123-4567');
  });

  it('sends nothing for an inactive first organisation, one without a number, or no organisation', () => {
    expect(
      loginCompanyAttributes({ ...maria, organisations: [{ ...nordicPrint, status: 'inactive' }] }),
    ).toBeNull();
    expect(
      loginCompanyAttributes({ ...maria, organisations: [{ ...nordicPrint, organisation_number: '' }] }),
    ).toBeNull();
    expect(loginCompanyAttributes(anna)).toBeNull();
  });
});

describe('what the customer information card sends', () => {
  it('the attributes carry the contact name as reference and the number without its first hyphen', () => {
    expect(checkoutCompanyAttributes(nordicPrintCompany, asContact(erik))).toEqual({
      company: {
        registrationNumber: '556123-4567',
        taxId: 'SE556123456701',
        name: 'Nordic Print AB',
        reference: 'Erik Buyer',
      },
      merchantReference1: '5561234567',
      contactId: erik.id,
    });
  });
});
