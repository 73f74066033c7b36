import delayP from '@redux-saga/delay-p';
import { COMPANY_LIST_PAGE_SIZE } from '../../../../src/features/company';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../../src/api/apiError';
import { checkoutInvalidated } from '../../../../src/features/cart/cartSlice';
import { orderChangeSettled, orderChangeStarted } from '../../../../src/core/orderChange';
import {
  addressChosen,
  CARD_SEARCH_DEBOUNCE_MS,
  companyChosen,
  companySearchChanged,
  contactChosen,
  contactsLoaded,
  contactsRequested,
  customerCardOpened,
  directoryLoaded,
  newAddressUsed,
  ownCompaniesLoaded,
} from '../../../../src/features/checkout/customer/companySlice';
import {
  applySelectionChange,
  customerCardWatchers,
  prepareCheckoutCustomer,
} from '../../../../src/features/checkout/customer/customerSagas';
import { sagaHarness } from '../../../support/sagaHarness';
import type { Company, ContactPerson } from '../../../../src/api/types';
import { carriedKey, checkoutCompanyAttributes } from '../../../../src/features/company';
import { withSessionCompanyOwner as withOwner } from '../fixtures';
import {
  sessionBuyerChosen,
  sessionBuyerSettled,
  sessionCompanySucceeded,
} from '../../../../src/features/company/sessionCompanySlice';
import { selfAsContact } from '../../../../src/features/checkout/customer/customerRules';
import {
  anna,
  asContact,
  businessCart,
  companySagaReducer,
  erik,
  fjordDesign,
  nordicContactsForSara,
  nordicPrint,
  olle,
  otherCompanies,
  sara,
  signedIn,
} from './fixtures';
import { runToEnd } from '../../../support/sagaMustFinish';
import { demoSessionAttributes } from '../../../support/demoAccounts';

const { reducer, state, setup } = sagaHarness(companySagaReducer);
type State = ReturnType<typeof reducer>;

const fresh = { fresh: true };

/** The session already carries this buyer for the business cart. */
const carried = (company: Company, contact: ContactPerson) => [
  sessionBuyerChosen({ company, contact }),
  sessionBuyerSettled(),
  sessionCompanySucceeded({
    sentFor: carriedKey(businessCart.id, checkoutCompanyAttributes(company, contact)),
  }),
];
const erikAttributes = demoSessionAttributes(nordicPrint, 'Erik Buyer', erik.id);

describe('preparing the checkout customer', () => {
  it('a visitor has no card: the payment opens without any buyer details', async () => {
    const { services, providers } = setup();
    const { returnValue } = await expectSaga(withOwner, prepareCheckoutCustomer, 'SE', fresh)
      .withReducer(reducer, state())
      .provide(providers)
      .not.call.fn(services.api.companies.myCompanies)
      .run();
    expect(returnValue).toEqual({ complete: true, preset: null });
  });

  it('a consumer sees her own details only: they fill the payment form, no company is loaded', async () => {
    const { services, providers } = setup({ cookies: { cartToken: 'cart-token' } });
    const { returnValue } = await expectSaga(withOwner, prepareCheckoutCustomer, 'SE', fresh)
      .withReducer(reducer, state(...signedIn(anna)))
      .provide(providers)
      .not.call.fn(services.api.companies.myCompanies)
      .not.call.fn(services.api.shopper.setSessionAttributes)
      .run();
    const address = {
      givenName: 'Anna',
      familyName: 'Andersson',
      address: anna.address.street,
      postalCode: anna.address.zip_code,
      city: anna.address.city,
      country: 'SE',
      telephoneNumber: anna.phone_number,
      email: anna.email,
    };
    expect(returnValue).toEqual({
      complete: true,
      preset: { billingAddress: address, shippingAddress: address },
    });
  });

  it('a member: her company and herself preselected, its default addresses, the customer data sent with her name', async () => {
    const { services, providers } = setup({ cookies: { cartToken: 'cart-token' } });
    const { returnValue, storeState } = await expectSaga(withOwner, prepareCheckoutCustomer, 'SE', fresh)
      .withReducer(reducer, state(...signedIn(erik)))
      .provide([
        [matchers.call.fn(services.api.companies.myCompanies), { companies: [nordicPrint] }],
        [matchers.call.fn(services.api.shopper.setSessionAttributes), businessCart],
        ...providers,
      ])
      .put(customerCardOpened({ userId: erik.id, isSuperAdmin: false }))
      .call(services.api.shopper.setSessionAttributes, erikAttributes)
      .put(sessionCompanySucceeded({ sentFor: carriedKey(businessCart.id, erikAttributes) }))
      // A member never picks a contact, so no contact list is asked for.
      .not.call.fn(services.api.companies.companyContacts)
      .run();
    const { selection } = (storeState as State).company;
    expect(selection.company?.id).toBe(nordicPrint.id);
    expect(selection.contactId).toBe(erik.id);
    expect(selection.billing).toEqual({ addressId: 'addr-np-billing-1', custom: null });
    expect(selection.shipping).toEqual({ addressId: 'addr-np-shipping-1', custom: null });
    expect(returnValue).toEqual({
      complete: true,
      preset: {
        billingAddress: {
          givenName: 'Erik',
          familyName: 'Buyer',
          address: 'Tryckerigatan 4',
          postalCode: '41104',
          city: 'Göteborg',
          country: 'SE',
          telephoneNumber: erik.phone_number,
          email: erik.email,
        },
        shippingAddress: {
          givenName: 'Erik',
          familyName: 'Buyer',
          address: 'Hamngatan 18',
          postalCode: '41106',
          city: 'Göteborg',
          country: 'SE',
          telephoneNumber: erik.phone_number,
          email: erik.email,
        },
        company: { name: 'Nordic Print AB', organisationNumber: '556123-4567', reference: 'Erik Buyer' },
      },
    });
  });

  it('sends the customer data once per cart, company and contact: opening again sends nothing', async () => {
    const { services, providers } = setup({ cookies: { cartToken: 'cart-token' } });
    await expectSaga(withOwner, prepareCheckoutCustomer, 'SE', { fresh: false })
      .withReducer(
        reducer,
        state(
          ...signedIn(erik),
          customerCardOpened({ userId: erik.id, isSuperAdmin: false }),
          ownCompaniesLoaded([nordicPrint]),
          ...carried(nordicPrint, selfAsContact(erik)),
        ),
      )
      .provide(providers)
      .not.call.fn(services.api.companies.myCompanies)
      .not.call.fn(services.api.shopper.setSessionAttributes)
      .run();
  });

  it('without a cart token no customer data is sent, and the card is not complete', async () => {
    const { services, providers } = setup();
    const { returnValue } = await expectSaga(withOwner, prepareCheckoutCustomer, 'SE', fresh)
      .withReducer(reducer, state(...signedIn(erik)))
      .provide([
        [matchers.call.fn(services.api.companies.myCompanies), { companies: [nordicPrint] }],
        ...providers,
      ])
      .not.call.fn(services.api.shopper.setSessionAttributes)
      .run();
    expect(returnValue).toEqual({ complete: false, preset: null });
  });

  it('an agent: the company contact persons load, with herself preselected', async () => {
    const { services, providers } = setup({ cookies: { cartToken: 'cart-token' } });
    const { storeState } = await expectSaga(withOwner, prepareCheckoutCustomer, 'SE', fresh)
      .withReducer(reducer, state(...signedIn(sara)))
      .provide([
        [matchers.call.fn(services.api.companies.myCompanies), { companies: [nordicPrint, fjordDesign] }],
        [matchers.call.fn(services.api.companies.companyContacts), { contacts: nordicContactsForSara }],
        [matchers.call.fn(services.api.shopper.setSessionAttributes), businessCart],
        ...providers,
      ])
      .call(services.api.companies.companyContacts, nordicPrint.id)
      .put(contactsLoaded({ companyId: nordicPrint.id, contacts: nordicContactsForSara }))
      .call.like({
        fn: services.api.shopper.setSessionAttributes,
        args: [
          {
            ...erikAttributes,
            company: { ...erikAttributes.company, reference: 'Sara Agent' },
            contactId: sara.id,
          },
        ],
      })
      .run();
    expect((storeState as State).company.selection.contactId).toBe(sara.id);
  });

  it('a super admin: the first page of every company, the first preselected, no contact yet, so not complete', async () => {
    const { services, providers } = setup({ cookies: { cartToken: 'cart-token' } });
    const page = { companies: [nordicPrint, ...otherCompanies], page: 1, total: 25, total_pages: 3 };
    const contacts = [asContact(erik)];
    const { returnValue, storeState } = await expectSaga(withOwner, prepareCheckoutCustomer, 'SE', fresh)
      .withReducer(reducer, state(...signedIn(olle)))
      .provide([
        [matchers.call.fn(services.api.companies.listCompanies), page],
        [matchers.call.fn(services.api.companies.companyContacts), { contacts }],
        ...providers,
      ])
      .call(services.api.companies.listCompanies, { page: 1, per_page: COMPANY_LIST_PAGE_SIZE })
      .not.call.fn(services.api.companies.myCompanies)
      .not.call.fn(services.api.shopper.setSessionAttributes)
      .run();
    const company = (storeState as State).company;
    expect(company.selection.company?.id).toBe(nordicPrint.id);
    expect(company.selection.contactId).toBeNull();
    expect(company.contacts.list).toEqual(contacts);
    expect(returnValue).toEqual({ complete: false, preset: null });
  });

  it('a refused customer data update (403) leaves the card incomplete and says why', async () => {
    const { services, providers } = setup({ cookies: { cartToken: 'cart-token' } });
    const forbidden = new ApiError({ message: 'not allowed to order for this company', statusCode: 403 });
    const { returnValue, storeState } = await expectSaga(withOwner, prepareCheckoutCustomer, 'SE', fresh)
      .withReducer(reducer, state(...signedIn(erik)))
      .provide([
        [matchers.call.fn(services.api.companies.myCompanies), { companies: [nordicPrint] }],
        [matchers.call.fn(services.api.shopper.setSessionAttributes), throwError(forbidden)],
        // callApi refreshes the token once on a 403 and tries again.
        [matchers.call.fn(services.api.proxy.refreshToken), throwError(forbidden)],
        ...providers,
      ])
      .run();
    expect(returnValue).toEqual({ complete: false, preset: null });
    expect((storeState as State).sessionCompany.request.error?.statusCode).toBe(403);
  });
});

/** Sara at the checkout with Nordic Print AB, herself as contact, the customer data sent. */
const saraReady = () =>
  state(
    ...signedIn(sara),
    customerCardOpened({ userId: sara.id, isSuperAdmin: false }),
    ownCompaniesLoaded([nordicPrint, fjordDesign]),
    contactsRequested({ companyId: nordicPrint.id }),
    contactsLoaded({ companyId: nordicPrint.id, contacts: nordicContactsForSara }),
    ...carried(
      nordicPrint,
      nordicContactsForSara.find((contact) => contact.id === sara.id)!,
    ),
  );

describe('changing the selection', () => {
  it('a company switch: default addresses, the contact back to herself, the checkout invalidated, the customer data sent, all inside one order change', async () => {
    const { services, providers } = setup({
      cookies: { cartToken: 'cart-token', checkoutToken: 'checkout-token' },
    });
    const fjordContacts = [asContact(sara, 'agent')];
    const { storeState } = await expectSaga(withOwner, applySelectionChange)
      .withReducer(reducer, reducer(saraReady(), companyChosen({ companyId: fjordDesign.id })))
      .provide([
        [matchers.call.fn(services.api.companies.companyContacts), { contacts: fjordContacts }],
        [matchers.call.fn(services.api.shopper.setSessionAttributes), businessCart],
        ...providers,
      ])
      .put(orderChangeStarted({ changeId: 'id-1' }))
      .put(checkoutInvalidated())
      .call(services.api.companies.companyContacts, fjordDesign.id)
      .call(services.api.shopper.setSessionAttributes, {
        company: {
          registrationNumber: '987654321',
          taxId: 'NO987654321MVA',
          name: 'Fjord Design AS',
          reference: 'Sara Agent',
        },
        merchantReference1: '987654321',
        contactId: sara.id,
      })
      .put(orderChangeSettled({ changeId: 'id-1' }))
      .run();
    const { selection } = (storeState as State).company;
    expect(selection.contactId).toBe(sara.id);
    expect(selection.billing.addressId).toBe('addr-fd-billing-1');
    expect(selection.shipping.addressId).toBe('addr-fd-shipping-1');
  });

  it('a super admin switching company has no contact until she picks one: nothing is sent', async () => {
    const { services, providers } = setup({
      cookies: { cartToken: 'cart-token', checkoutToken: 'checkout-token' },
    });
    const start = state(
      ...signedIn(olle),
      customerCardOpened({ userId: olle.id, isSuperAdmin: true }),
      directoryLoaded({
        companies: [nordicPrint, fjordDesign],
        page: 1,
        total: 2,
        totalPages: 1,
        search: '',
      }),
      contactChosen({ contactId: erik.id }),
      companyChosen({ companyId: fjordDesign.id }),
    );
    expect(start.company.selection.contactId).toBeNull();
    await expectSaga(withOwner, applySelectionChange)
      .withReducer(reducer, start)
      .provide([[matchers.call.fn(services.api.companies.companyContacts), { contacts: [] }], ...providers])
      .put(checkoutInvalidated())
      .not.call.fn(services.api.shopper.setSessionAttributes)
      .run();
  });

  it('an agent picking another contact sends the customer data with that person as the reference', async () => {
    const { services, providers } = setup({
      cookies: { cartToken: 'cart-token', checkoutToken: 'checkout-token' },
    });
    await expectSaga(withOwner, applySelectionChange)
      .withReducer(reducer, reducer(saraReady(), contactChosen({ contactId: erik.id })))
      .provide([[matchers.call.fn(services.api.shopper.setSessionAttributes), businessCart], ...providers])
      .put(checkoutInvalidated())
      .call(services.api.shopper.setSessionAttributes, erikAttributes)
      .not.call.fn(services.api.companies.companyContacts)
      .run();
  });

  it('an address change only invalidates the checkout: the customer data stays as sent', async () => {
    const { services, providers } = setup({
      cookies: { cartToken: 'cart-token', checkoutToken: 'checkout-token' },
    });
    const { storeState } = await expectSaga(withOwner, applySelectionChange)
      .withReducer(
        reducer,
        reducer(saraReady(), addressChosen({ kind: 'shipping', addressId: 'addr-np-shipping-2' })),
      )
      .provide(providers)
      .put.like({ action: { type: orderChangeStarted.type } })
      .put(checkoutInvalidated())
      .not.call.fn(services.api.shopper.setSessionAttributes)
      .put.like({ action: { type: orderChangeSettled.type } })
      .run();
    expect((storeState as State).company.selection.shipping.addressId).toBe('addr-np-shipping-2');
  });

  it('the order change settles also when the backend fails, so the payment widget is resumed', async () => {
    const { services, providers } = setup({ cookies: { cartToken: 'cart-token', checkoutToken: 't' } });
    const down = new ApiError({ message: 'Network Error', isNetworkError: true });
    await expectSaga(withOwner, applySelectionChange)
      .withReducer(reducer, reducer(saraReady(), contactChosen({ contactId: erik.id })))
      .provide([
        [matchers.call.fn(services.api.shopper.setSessionAttributes), throwError(down)],
        [matchers.call.fn(services.api.proxy.refreshToken), throwError(down)],
        ...providers,
      ])
      .put(orderChangeSettled({ changeId: 'id-1' }))
      .run();
  });

  it('each selection action runs the change, the latest winning (root saga)', async () => {
    const { services, providers } = setup({
      cookies: { cartToken: 'cart-token', checkoutToken: 'checkout-token' },
    });
    const address = {
      name: '',
      company_name: 'Nordic Print AB',
      street_address: 'Nya vägen 1',
      city: 'Borås',
      state_province: 'Västra Götaland',
      postal_code: '50330',
      country: 'SE',
    };
    const { storeState } = await runToEnd(
      expectSaga(withOwner, customerCardWatchers)
        .withReducer(reducer, saraReady())
        .provide(providers)
        .dispatch(newAddressUsed({ kind: 'shipping', address }))
        .put(checkoutInvalidated())
        .not.call.fn(services.api.shopper.setSessionAttributes),
    );
    expect((storeState as State).company.selection.shipping.custom).toEqual(address);
  });
});

describe("a super admin's company search", () => {
  const olleOnCard = () =>
    state(
      ...signedIn(olle),
      customerCardOpened({ userId: olle.id, isSuperAdmin: true }),
      directoryLoaded({
        companies: [nordicPrint, ...otherCompanies],
        page: 1,
        total: 25,
        totalPages: 3,
        search: '',
      }),
    );

  it('waits 400 ms, then asks the server for the first page of matches; her chosen company stays', async () => {
    const { services, providers } = setup({ cookies: { cartToken: 'cart-token' } });
    const matches = { companies: [fjordDesign, otherCompanies[0]!], page: 1, total: 2, total_pages: 1 };
    const { storeState } = await runToEnd(
      expectSaga(withOwner, customerCardWatchers)
        .withReducer(reducer, olleOnCard())
        .provide([[matchers.call.fn(services.api.companies.listCompanies), matches], ...providers])
        .dispatch(companySearchChanged('Fjord'))
        .call(delayP, CARD_SEARCH_DEBOUNCE_MS)
        .call(services.api.companies.listCompanies, {
          page: 1,
          per_page: COMPANY_LIST_PAGE_SIZE,
          search: 'Fjord',
        }),
    );
    const company = (storeState as State).company;
    expect(company.directory.companies.map((c) => c.id)).toEqual([fjordDesign.id, otherCompanies[0]!.id]);
    expect(company.selection.company?.id).toBe(nordicPrint.id);
  });

  it('a search that leaves one company chooses it, as a change to the order', async () => {
    const { services, providers } = setup({
      cookies: { cartToken: 'cart-token', checkoutToken: 'checkout-token' },
    });
    const one = { companies: [fjordDesign], page: 1, total: 1, total_pages: 1 };
    const { storeState } = await runToEnd(
      expectSaga(withOwner, customerCardWatchers)
        .withReducer(reducer, olleOnCard())
        .provide([
          [matchers.call.fn(services.api.companies.listCompanies), one],
          [matchers.call.fn(services.api.companies.companyContacts), { contacts: [] }],
          ...providers,
        ])
        .dispatch(companySearchChanged('Fjord Design'))
        .put(checkoutInvalidated()),
    );
    expect((storeState as State).company.selection.company?.id).toBe(fjordDesign.id);
  });
});
