import { companySchema } from '../../../../src/features/companyArea/details/companySchema';
import {
  newAddressRow,
  toFormValues,
  toUpdateInput,
  withDefault,
  withoutRow,
} from '../../../../src/features/companyArea/details/companyForm';
import { mayAdministerCompany, mayEditCompany } from '../../../../src/features/companyArea/companyRights';
import { erik, fjordDesign, maria, nordicPrint, olle, sara } from '../../../support/demoAccounts';

describe('the company form values', () => {
  it('sends the editable fields and addresses, never the name, organisation number or VAT number', () => {
    const input = toUpdateInput({ ...toFormValues(nordicPrint), contact_name: '  Maria Svensson ' });
    expect(input.contact_name).toBe('Maria Svensson');
    expect(input).not.toHaveProperty('name');
    expect(input).not.toHaveProperty('organisation_number');
    expect(input).not.toHaveProperty('tax_id_vat_number');
    expect(input.billing_address.map((a) => a.id)).toEqual(nordicPrint.billing_address.map((a) => a.id));
  });

  it('sends a new address without an id, so the server gives it one', () => {
    const values = toFormValues(nordicPrint);
    const added = newAddressRow(values.shipping_address, 'SE', '+4631123456');
    const input = toUpdateInput({ ...values, shipping_address: [...values.shipping_address, added] });
    expect(input.shipping_address.at(-1)).not.toHaveProperty('id');
    expect(added).toMatchObject({ country: 'SE', phone: '+4631123456', is_default: false });
  });

  it('makes the first address of an empty kind its default', () => {
    expect(newAddressRow([], 'NO', '').is_default).toBe(true);
  });

  it('keeps exactly one default when another is chosen', () => {
    const rows = withDefault(toFormValues(nordicPrint).billing_address, 1);
    expect(rows.map((r) => r.is_default)).toEqual([false, true]);
  });

  it('never removes the last address of a kind, and hands the default on when it is removed', () => {
    const rows = toFormValues(nordicPrint).billing_address;
    const rest = withoutRow(rows, 0);
    expect(rest).toHaveLength(1);
    expect(rest[0]!.is_default).toBe(true);
    expect(withoutRow(rest, 0)).toEqual(rest);
  });
});

describe('the company form validation', () => {
  const valid = () => toFormValues(nordicPrint);
  const firstError = async (values: unknown) => {
    try {
      await companySchema.validate(values, { abortEarly: true });
      return null;
    } catch (error) {
      return (error as { message: string }).message;
    }
  };
  const shipping = () => valid().shipping_address;

  it('accepts the seeded company as it is', async () => {
    expect(await firstError(valid())).toBeNull();
  });

  it.each([
    [{ contact_name: 'M' }, 'companyArea.error.contactName'],
    [{ email: 'not-an-email' }, 'companyArea.error.email'],
    [{ invoice_email: 'faktura@' }, 'companyArea.error.invoiceEmail'],
    [{ phone: '' }, 'companyArea.error.phone'],
    [{ phone: '+46 12' }, 'companyArea.error.phoneInvalid'],
  ])('refuses %j with %s', async (change, message) => {
    expect(await firstError({ ...valid(), shipping_address: shipping(), ...change })).toBe(message);
  });

  it('accepts an empty invoice e-mail', async () => {
    expect(await firstError({ ...valid(), shipping_address: shipping(), invoice_email: '' })).toBeNull();
  });

  // The address rules themselves: test/components/address/addressSchema.test.ts.
  it('checks each billing and shipping address with its rules', async () => {
    const billing = [{ ...valid().billing_address[0]!, city: ' ' }];
    expect(await firstError({ ...valid(), shipping_address: shipping(), billing_address: billing })).toBe(
      'companyArea.address.error.city',
    );
    const noState = valid().shipping_address.map((a) => ({ ...a, state_province: '' }));
    expect(await firstError({ ...valid(), shipping_address: noState })).toBe(
      'companyArea.address.error.stateProvince',
    );
  });

  it('requires one address of each kind', async () => {
    expect(await firstError({ ...valid(), billing_address: [], shipping_address: shipping() })).toBe(
      'companyArea.error.billingRequired',
    );
  });
});

describe('who may do what in the company area (docs/rules.md#permissions)', () => {
  it('lets only the company admin edit the form', () => {
    expect(mayEditCompany(maria, nordicPrint.id)).toBe(true);
    expect(mayEditCompany(erik, nordicPrint.id)).toBe(false);
    expect(mayEditCompany(sara, nordicPrint.id)).toBe(false);
    expect(mayEditCompany(olle, nordicPrint.id)).toBe(false);
  });

  it('counts super admins as admins for users and print files', () => {
    expect(mayAdministerCompany(olle, fjordDesign.id)).toBe(true);
    expect(mayAdministerCompany(maria, nordicPrint.id)).toBe(true);
    expect(mayAdministerCompany(erik, nordicPrint.id)).toBe(false);
  });
});
