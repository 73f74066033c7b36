import { contactPayload, customerPayload, organisationPayload } from '../../../src/features/signup/payloads';
import {
  customerWithNormalisedPhone,
  organisationWithNormalisedPhones,
} from '../../../src/features/signup/normalisedPhones';
import { norway, sweden } from '../../support/fixtures';
import { customerValues, organisationValues } from './fixtures';

describe('signup user payload', () => {
  it('lowercases the email, upper-cases the market language and takes country and market from it', () => {
    expect(customerPayload(customerValues, { market: sweden })).toEqual({
      first_name: 'Lina',
      last_name: 'Berg',
      email: 'lina.berg@example.se',
      password: 'Secret-pass1',
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
    });
  });

  it('takes the store group from the group slug cookie when there is one', () => {
    expect(customerPayload(customerValues, { market: norway, storeGroupSlug: 'business' })).toMatchObject({
      store_group: 'business',
      language: 'EN',
      country_code: 'NO',
      market: 'no',
    });
  });

  it('sends the chosen notification flags and leaves confirmPassword out', () => {
    const payload = customerPayload(
      { ...customerValues, allow_email_notifications: true, allow_postal_notifications: true },
      { market: sweden },
    );
    expect(payload).toMatchObject({
      allow_email_notifications: true,
      allow_phone_notifications: false,
      allow_postal_notifications: true,
    });
    expect(payload).not.toHaveProperty('confirmPassword');
  });

  it('gets the phone in E.164 form from the form normalisation', () => {
    const values = customerWithNormalisedPhone({ ...customerValues, phone_number: '070-123 45 67' });
    expect(customerPayload(values, { market: sweden }).phone_number).toBe('+46701234567');
    expect(customerWithNormalisedPhone({ ...customerValues, phone_number: '' }).phone_number).toBe('');
  });

  it("makes the organisation's contact a customer whose privacy is the accepted terms, flags false", () => {
    expect(contactPayload(organisationValues, { market: sweden })).toMatchObject({
      email: 'lina@firma.se',
      role: 'customer',
      privacy: true,
      allow_email_notifications: false,
      allow_phone_notifications: false,
      allow_postal_notifications: false,
      status: 'active',
    });
  });
});

describe('signup organisation payload', () => {
  it('builds the organisation for the created user and its sign-up token, with defaults and both addresses', () => {
    expect(
      organisationPayload(
        { ...organisationValues, attribute: 'industry-retail' },
        'user-9',
        'signup-token-9',
      ),
    ).toEqual({
      name: 'Firma AB',
      organisation_number: '5561112222',
      tax_id_vat_number: 'SE556111222201',
      contact_name: 'Lina Berg',
      email: 'lina@firma.se',
      invoice_email: 'faktura@firma.se',
      phone: '+46701234567',
      external_ref: '',
      attribute_ids: ['industry-retail'],
      credit_check: false,
      custom_fields: {},
      billing_address: [
        {
          company_name: 'Firma AB',
          street_address: 'Storgatan 1',
          postal_code: '111 22',
          city: 'Stockholm',
          country: 'SE',
          is_default: true,
        },
      ],
      shipping_address: [
        {
          company_name: 'Firma AB',
          street_address: 'Storgatan 1',
          postal_code: '111 22',
          city: 'Stockholm',
          country: 'SE',
          is_default: true,
          shipping_type: 'standard',
        },
      ],
      user_id: 'user-9',
      signup_token: 'signup-token-9',
      status: 'active',
    });
  });

  it('sends no attribute when none is chosen, and the own delivery address when not same as billing', () => {
    const payload = organisationPayload(
      {
        ...organisationValues,
        use_billing_as_shipping: false,
        shipping: { street_address: 'Lagervägen 2', postal_code: '222 33', city: 'Malmö', country: 'SE' },
      },
      'user-9',
      'signup-token-9',
    );
    expect(payload.attribute_ids).toEqual([]);
    expect(payload.shipping_address[0]).toMatchObject({ street_address: 'Lagervägen 2', city: 'Malmö' });
  });

  it("normalises the organisation's phone with the contact's country", () => {
    const values = organisationWithNormalisedPhones({
      ...organisationValues,
      phone_country: 'NO',
      org_phone: '412 34 567',
    });
    expect(organisationPayload(values, 'user-9', 'signup-token-9').phone).toBe('+4741234567');
  });
});
