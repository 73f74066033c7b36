import {
  businessPreset,
  defaultAddressId,
  isAgentIn,
  picksContact,
} from '../../../../src/features/checkout/customer/customerRules';
import {
  companyReducer,
  companyChosen,
  contactChosen,
  customerCardOpened,
  ownCompaniesLoaded,
} from '../../../../src/features/checkout/customer/companySlice';
import { asContact, erik, fjordDesign, maria, nordicPrint, olle, otherCompanies, sara } from './fixtures';

const member = { userId: erik.id, isSuperAdmin: false };
const superAdmin = { userId: olle.id, isSuperAdmin: true };

describe('roles on the card', () => {
  it('an agent is an agent only in the companies where her role is agent', () => {
    expect(isAgentIn(sara, nordicPrint.id)).toBe(true);
    expect(isAgentIn(sara, otherCompanies[0]!.id)).toBe(false);
    expect(isAgentIn(maria, nordicPrint.id)).toBe(false);
  });

  it('agents and super admins pick the contact person; admins and members do not', () => {
    expect(picksContact(sara, nordicPrint.id)).toBe(true);
    expect(picksContact(olle, fjordDesign.id)).toBe(true);
    expect(picksContact(maria, nordicPrint.id)).toBe(false);
    expect(picksContact(erik, nordicPrint.id)).toBe(false);
  });
});

describe('addresses and attributes', () => {
  it('the default address is the one marked default, else the first', () => {
    expect(defaultAddressId(nordicPrint.billing_address)).toBe('addr-np-billing-1');
    const noDefault = nordicPrint.shipping_address.map((a) => ({ ...a, is_default: false })).reverse();
    expect(defaultAddressId(noDefault)).toBe('addr-np-shipping-2');
    expect(defaultAddressId([])).toBeNull();
  });

  it('a new address wins over the chosen one and is addressed to the contact person', () => {
    const custom = {
      name: 'Mässa',
      company_name: 'Nordic Print AB',
      street_address: 'Mässans gata 20',
      city: 'Göteborg',
      state_province: 'Västra Götaland',
      postal_code: '41251',
      country: 'SE',
    };
    const preset = businessPreset(
      nordicPrint,
      asContact(erik),
      { addressId: 'addr-np-billing-2', custom: null },
      { addressId: 'addr-np-shipping-1', custom },
    );
    expect(preset?.billingAddress.address).toBe('Box 1234');
    expect(preset?.shippingAddress).toEqual({
      givenName: 'Erik',
      familyName: 'Buyer',
      address: 'Mässans gata 20',
      postalCode: '41251',
      city: 'Göteborg',
      country: 'SE',
      telephoneNumber: erik.phone_number,
      email: erik.email,
    });
  });

  it('an address that is not among the company addresses leaves the preset incomplete', () => {
    expect(
      businessPreset(
        nordicPrint,
        asContact(erik),
        { addressId: 'gone', custom: null },
        { addressId: null, custom: null },
      ),
    ).toBeNull();
  });
});

describe('the selection in the slice', () => {
  const opened = (viewer: { userId: string; isSuperAdmin: boolean }) =>
    companyReducer(undefined, customerCardOpened(viewer));

  it('a company switch selects its default addresses and, for a super admin, clears the contact', () => {
    let state = opened(superAdmin);
    state = companyReducer(state, ownCompaniesLoaded([nordicPrint, fjordDesign]));
    state = companyReducer(state, contactChosen({ contactId: erik.id }));
    state = companyReducer(state, companyChosen({ companyId: fjordDesign.id }));
    expect(state.selection.contactId).toBeNull();
    expect(state.selection.billing.addressId).toBe('addr-fd-billing-1');
  });

  it('a reload without the selected company clears it; the card of another user starts afresh', () => {
    let state = opened(member);
    state = companyReducer(state, ownCompaniesLoaded([nordicPrint, fjordDesign]));
    expect(state.selection.company?.id).toBe(nordicPrint.id);
    state = companyReducer(state, ownCompaniesLoaded([fjordDesign, ...otherCompanies]));
    expect(state.selection.company).toBeNull();
    state = companyReducer(state, customerCardOpened({ userId: sara.id, isSuperAdmin: false }));
    expect(state.own.companies).toEqual([]);
  });

  it('choosing a company that is not in any list changes nothing', () => {
    let state = opened(member);
    state = companyReducer(state, ownCompaniesLoaded([nordicPrint, fjordDesign]));
    const before = state.selection;
    state = companyReducer(state, companyChosen({ companyId: 'company-forged' }));
    expect(state.selection).toBe(before);
  });
});
