import { ValidationError } from 'yup';
import {
  addressForm,
  addressLabel,
  emptyAddress,
  pickAddress,
  trimAddress,
} from '../../../src/components/address/addressFields';
import { addressSchema } from '../../../src/components/address/addressSchema';
import { newAddressForm } from '../../../src/features/checkout/customer/newAddress';
import { addressForms } from '../../../src/features/companyArea/details/companyForm';
import { signupAddressForm } from '../../../src/features/signup/schemas';
import { nordicPrint } from '../../support/demoAccounts';

/** The messages by field, as Formik shows them (every error, the first of each field). */
async function errorsOf(schema: ReturnType<typeof addressSchema>, values: unknown) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const found: Record<string, string> = {};
    for (const inner of error.inner) if (inner.path && !found[inner.path]) found[inner.path] = inner.message;
    return found;
  }
}

const complete = {
  name: 'Huvudkontor',
  company_name: nordicPrint.name,
  co_address: '',
  street_address: 'Storgatan',
  house_number: '1',
  postal_code: '411 01',
  city: 'Göteborg',
  state_province: 'Västra Götaland',
  country: 'SE',
  phone: '+46 31 123 456',
};

describe('the address rules', () => {
  const perField = addressForm({
    fields: ['name', 'company_name', 'street_address', 'postal_code', 'state_province', 'country', 'phone'],
    required: ['company_name', 'street_address', 'postal_code', 'state_province', 'country', 'phone'],
    messages: {
      required: { byField: 'form.error' },
      phoneInvalid: 'form.error.phoneInvalid',
      typedText: 'form.error.typedText',
    },
    maxLength: { limits: { name: 5, postal_code: 6 }, message: 'form.error.tooLong' },
  });
  const errors = (change: Record<string, unknown>) =>
    errorsOf(addressSchema(perField), { ...complete, name: 'HQ', ...change });

  it('accepts a complete address', async () => {
    expect(await errors({})).toEqual({});
  });

  it("names a required field's message after the field, and counts spaces and no value as empty", async () => {
    expect(
      await errors({
        company_name: '',
        street_address: '   ',
        postal_code: undefined,
        state_province: null,
        country: '',
        phone: '',
      }),
    ).toEqual({
      company_name: 'form.error.companyName',
      street_address: 'form.error.street',
      postal_code: 'form.error.postalCode',
      state_province: 'form.error.stateProvince',
      country: 'form.error.country',
      phone: 'form.error.phone',
    });
  });

  it('can give every required field one message', async () => {
    const oneMessage = addressForm({
      fields: ['street_address', 'city'],
      required: ['street_address', 'city'],
      messages: { required: { all: 'form.required' }, typedText: 'form.typedText' },
    });
    expect(await errorsOf(addressSchema(oneMessage), { street_address: '', city: ' ' })).toEqual({
      street_address: 'form.required',
      city: 'form.required',
    });
  });

  it('keeps a text within its limit, not counting the spaces around it', async () => {
    expect(await errors({ name: '  12345  ', postal_code: '123456' })).toEqual({});
    expect(await errors({ name: '123456', postal_code: '1234567' })).toEqual({
      name: 'form.error.tooLong',
      postal_code: 'form.error.tooLong',
    });
  });

  it('checks a phone number, given with its calling code, only when there is one', async () => {
    expect(await errors({ phone: '+46 12' })).toEqual({ phone: 'form.error.phoneInvalid' });
    expect(await errors({ phone: '031 123 456' })).toEqual({ phone: 'form.error.phoneInvalid' });
    expect(await errors({ phone: '' })).toEqual({ phone: 'form.error.phone' });
  });

  it.each([
    ['a control character', 'Storgatan\u0007'],
    ['a bidi control', 'Storgatan \u202e1'],
    ['a line separator', 'Storgatan\u20281'],
    ['a line feed', 'Storgatan\n1'],
  ])('refuses %s in any field, optional ones too, with the typed-text message', async (_, text) => {
    expect(await errors({ street_address: text, name: 'H\u2066Q' })).toEqual({
      street_address: 'form.error.typedText',
      name: 'form.error.typedText',
    });
  });

  it('refuses a separator that trimming would drop: the check reads what was typed', async () => {
    expect(await errors({ state_province: 'Skåne\u2028' })).toEqual({
      state_province: 'form.error.typedText',
    });
  });

  it('checks optional fields only as typed text, and leaves fields the form lacks unchecked', async () => {
    const loose = addressForm({
      fields: ['street_address', 'co_address', 'phone'],
      required: ['street_address'],
      messages: { required: { all: 'form.required' }, typedText: 'form.typedText' },
    });
    expect(
      await errorsOf(addressSchema(loose), { street_address: 'x', co_address: null, phone: '12', city: 7 }),
    ).toEqual({});
  });
});

describe("each form's address (docs/rules.md#validation)", () => {
  const empty = {
    name: '',
    company_name: '',
    co_address: '',
    street_address: '',
    house_number: '',
    postal_code: '',
    city: '',
    state_province: '',
    country: '',
    phone: '',
  };

  it('the checkout: all but the location name, with limits', async () => {
    expect(await errorsOf(addressSchema(newAddressForm), empty)).toEqual({
      company_name: 'company.address.error.companyName',
      street_address: 'company.address.error.street',
      postal_code: 'company.address.error.postalCode',
      city: 'company.address.error.city',
      state_province: 'company.address.error.stateProvince',
      country: 'company.address.error.country',
    });
    const long = (n: number) => 'x'.repeat(n);
    expect(
      await errorsOf(addressSchema(newAddressForm), {
        ...complete,
        name: long(101),
        company_name: long(201),
        street_address: long(200),
        postal_code: long(21),
        city: long(100),
        state_province: long(101),
      }),
    ).toEqual({
      name: 'company.address.error.tooLong',
      company_name: 'company.address.error.tooLong',
      postal_code: 'company.address.error.tooLong',
      state_province: 'company.address.error.tooLong',
    });
  });

  it('the company area: street, postal code, city, country and a valid phone; shipping also a state', async () => {
    const billing = {
      street_address: 'companyArea.address.error.street',
      postal_code: 'companyArea.address.error.postalCode',
      city: 'companyArea.address.error.city',
      country: 'companyArea.address.error.country',
      phone: 'companyArea.address.error.phone',
    };
    expect(await errorsOf(addressSchema(addressForms.billing_address), empty)).toEqual(billing);
    expect(await errorsOf(addressSchema(addressForms.shipping_address), empty)).toEqual({
      ...billing,
      state_province: 'companyArea.address.error.stateProvince',
    });
    expect(
      await errorsOf(addressSchema(addressForms.billing_address), { ...complete, phone: '+46 12' }),
    ).toEqual({ phone: 'companyArea.error.phoneInvalid' });
  });

  it('the organisation sign-up: street, postal code, city and country, one message', async () => {
    expect(await errorsOf(addressSchema(signupAddressForm), empty)).toEqual({
      street_address: 'signup.validation.required',
      postal_code: 'signup.validation.required',
      city: 'signup.validation.required',
      country: 'signup.validation.required',
    });
  });
});

describe('the address values', () => {
  it('takes, empties and trims exactly the fields named', () => {
    const fields = ['street_address', 'city', 'country'] as const;
    expect(pickAddress(complete, fields)).toEqual({
      street_address: 'Storgatan',
      city: 'Göteborg',
      country: 'SE',
    });
    expect(emptyAddress(fields)).toEqual({ street_address: '', city: '', country: '' });
    expect(
      trimAddress({ street_address: ' Storgatan 1 ', city: 'Göteborg  ', country: 'SE' }, fields),
    ).toEqual({
      street_address: 'Storgatan 1',
      city: 'Göteborg',
      country: 'SE',
    });
  });

  it('labels a field with the shared text unless the form names its own', () => {
    expect(addressLabel(undefined, 'state_province')).toBe('address.field.stateProvince');
    expect(addressLabel(newAddressForm.labels, 'name')).toBe('company.address.field.name');
    expect(addressLabel(newAddressForm.labels, 'city')).toBe('address.field.city');
  });
});
