/** @jest-environment node */
import type { DbUser } from '../../mock-server/accounts/types';
import {
  applyCompanyUpdate,
  MAX_ADDRESSES_PER_KIND,
  readCompanyUpdate,
  type CompanyUpdate,
} from '../../mock-server/companies/companyUpdate';
import {
  CANNOT_REMOVE_YOURSELF,
  checkRemoval,
  LAST_ADMIN,
  matchesMember,
  mayManageUsers,
  mayUpdateCompany,
  memberPage,
  NOT_A_MEMBER,
  readInvitation,
} from '../../mock-server/companies/companyUsers';
import { companiesSeed, FJORD_DESIGN_ID, NORDIC_PRINT_ID, usersSeed } from '../../mock-server/fixtures';
import { HttpError } from '../../mock-server/kit/guard';
import * as demo from '../support/demoAccounts';

// The pure rules of the company area: who may change a company and manage its users, how an update
// is read and applied, the users list, removal and invitation.

type User = Omit<DbUser, 'password'>;
const users = usersSeed.map((user) => structuredClone(user));
const person = (id: string): User => users.find((user) => user.id === id)!;
const [maria, erik, sara, olle, anna] = ['maria', 'erik', 'sara', 'olle', 'anna'].map((name) =>
  person(`user-${name}`),
) as [User, User, User, User, User];
const nordic = companiesSeed.find((company) => company.id === NORDIC_PRINT_ID)!;

function refusal(run: () => unknown): { status: number; error: string; errors?: unknown } {
  try {
    run();
  } catch (thrown) {
    if (thrown instanceof HttpError)
      return { status: thrown.status, error: thrown.error, errors: thrown.extra.errors };
    throw thrown;
  }
  throw new Error('expected a refusal');
}

const address = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lager',
  street_address: 'Hamngatan 18',
  city: 'Göteborg',
  postal_code: '41106',
  country: 'SE',
  state_province: 'Västra Götaland',
  phone: '+4631123456',
  ...overrides,
});
const body = (overrides: Record<string, unknown> = {}) => ({
  contact_name: demo.nordicPrint.contact_name,
  email: 'info@nordicprint.se',
  invoice_email: 'faktura@nordicprint.se',
  phone: '+4631123456',
  external_ref: 'NP-1001',
  billing_address: [address()],
  shipping_address: [address()],
  ...overrides,
});

describe('who may change a company and manage its users', () => {
  it('lets only admins of the company update it; super admins, agents and members may not', () => {
    expect(mayUpdateCompany(maria, NORDIC_PRINT_ID)).toBe(true);
    expect(mayUpdateCompany(maria, FJORD_DESIGN_ID)).toBe(false);
    expect(mayUpdateCompany(erik, NORDIC_PRINT_ID)).toBe(false);
    expect(mayUpdateCompany(sara, NORDIC_PRINT_ID)).toBe(false);
    expect(mayUpdateCompany(olle, NORDIC_PRINT_ID)).toBe(false);
  });

  it("lets the company's admins and any super admin manage its users", () => {
    expect(mayManageUsers(maria, NORDIC_PRINT_ID)).toBe(true);
    expect(mayManageUsers(olle, 'company-007')).toBe(true);
    expect(mayManageUsers(maria, FJORD_DESIGN_ID)).toBe(false);
    expect(mayManageUsers(erik, NORDIC_PRINT_ID)).toBe(false);
    expect(mayManageUsers(sara, NORDIC_PRINT_ID)).toBe(false);
  });
});

describe('reading a company update', () => {
  it('trims texts, lower-cases e-mails, upper-cases countries and fills the address defaults', () => {
    const update = readCompanyUpdate(
      body({
        contact_name: ' Maria ',
        email: 'INFO@NordicPrint.se',
        billing_address: [address({ country: 'se', city: ' Mölndal ' })],
      }),
    );
    expect(update).toMatchObject({ contact_name: 'Maria', email: 'info@nordicprint.se' });
    expect(update.billing_address[0]).toMatchObject({
      country: 'SE',
      city: 'Mölndal',
      co_address: '',
      house_number: '',
      shipping_type: 'standard',
      is_default: false,
    });
  });

  it('leaves out invoice_email and external_ref when not sent, and allows an empty invoice e-mail', () => {
    const { invoice_email: _i, external_ref: _e, ...rest } = body();
    expect(readCompanyUpdate(rest)).not.toHaveProperty('invoice_email');
    expect(readCompanyUpdate(body({ invoice_email: '' })).invoice_email).toBe('');
  });

  it("uses the company form's messages, each under its field's path", () => {
    const result = refusal(() =>
      readCompanyUpdate(
        body({
          contact_name: 'M',
          email: 'nope',
          invoice_email: 'nope',
          phone: ' ',
          billing_address: [{}],
          shipping_address: [address({ state_province: '' })],
        }),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.errors).toEqual([
      'contact_name: Contact name must be at least 2 characters',
      'email: Please enter a valid email address',
      'invoice_email: Please enter a valid invoice email address',
      'phone: Phone number is required',
      'billing_address[0].street_address: Street address is required',
      'billing_address[0].city: City is required',
      'billing_address[0].postal_code: Postal code is required',
      'billing_address[0].country: Country is required',
      'billing_address[0].phone: Phone is required',
      'shipping_address[0].state_province: State/province is required',
    ]);
  });

  it('needs international phone numbers, + and the country code, for the company and its addresses', () => {
    const result = refusal(() =>
      readCompanyUpdate(body({ phone: '031-123456', billing_address: [address({ phone: '0701234567' })] })),
    );
    expect(result.errors).toEqual([
      'phone: Phone number must start with + and the country code',
      'billing_address[0].phone: Phone must start with + and the country code',
    ]);
    expect(readCompanyUpdate(body({ phone: '+46 31-12 34 56' })).phone).toBe('+46 31-12 34 56');
  });

  it('needs state/province for shipping addresses only', () => {
    const update = readCompanyUpdate(body({ billing_address: [address({ state_province: undefined })] }));
    expect(update.billing_address[0]!.state_province).toBe('');
  });

  it('refuses no addresses, too many, two defaults and things that are not addresses', () => {
    expect(refusal(() => readCompanyUpdate(body({ billing_address: [] }))).error).toBe(
      'At least one billing address is required',
    );
    expect(refusal(() => readCompanyUpdate(body({ shipping_address: undefined }))).error).toBe(
      'At least one shipping address is required',
    );
    const many = Array.from({ length: MAX_ADDRESSES_PER_KIND + 1 }, () => address());
    expect(refusal(() => readCompanyUpdate(body({ shipping_address: many }))).error).toBe(
      'At most 50 shipping addresses are allowed',
    );
    const twoDefaults = [address({ is_default: true }), address({ is_default: true })];
    expect(refusal(() => readCompanyUpdate(body({ shipping_address: twoDefaults }))).error).toBe(
      'Only one shipping address can be the default',
    );
    expect(refusal(() => readCompanyUpdate(body({ billing_address: 'Storgatan 1' }))).status).toBe(400);
    expect(refusal(() => readCompanyUpdate(body({ billing_address: ['Storgatan 1'] }))).status).toBe(400);
    expect(
      refusal(() => readCompanyUpdate(body({ billing_address: [address({ is_default: 'yes' })] }))).status,
    ).toBe(400);
  });

  it('refuses texts over their limits and texts that are not strings', () => {
    expect(refusal(() => readCompanyUpdate(body({ contact_name: 'x'.repeat(101) }))).error).toBe(
      'contact_name must be at most 100 characters',
    );
    expect(refusal(() => readCompanyUpdate(body({ email: 42 }))).error).toBe('email must be a string');
    expect(
      refusal(() => readCompanyUpdate(body({ billing_address: [address({ id: 'x'.repeat(201) })] }))).status,
    ).toBe(400);
  });
});

describe('applying a company update', () => {
  const stamp = '2026-07-01T12:00:00.000Z';
  let counter = 0;
  const context = { stamp, newAddressId: () => `addr-new-${(counter += 1)}` };
  const update = (overrides: Partial<CompanyUpdate>): CompanyUpdate => ({
    ...readCompanyUpdate(body()),
    ...overrides,
  });

  beforeEach(() => {
    counter = 0;
  });

  it('leaves the company handed in as it was', () => {
    const before = structuredClone(nordic);
    applyCompanyUpdate(nordic, update({ contact_name: 'Someone' }), context);
    expect(nordic).toEqual(before);
  });

  it('keeps stored invoice_email and external_ref when the update leaves them out', () => {
    const { invoice_email: _i, external_ref: _e, ...rest } = update({});
    const after = applyCompanyUpdate(nordic, rest, context);
    expect(after).toMatchObject({ invoice_email: nordic.invoice_email, external_ref: nordic.external_ref });
  });

  it('keeps ids of its own addresses of the same kind and gives every other id, or a repeated one, a fresh id', () => {
    const own = nordic.billing_address[1]!;
    const inputs = readCompanyUpdate(
      body({
        billing_address: [
          address({ id: own.id }),
          address({ id: own.id }),
          address({ id: nordic.shipping_address[0]!.id }),
          address({ id: 'made-up' }),
        ],
      }),
    ).billing_address;
    const after = applyCompanyUpdate(nordic, update({ billing_address: inputs }), context);
    expect(after.billing_address.map((a) => a.id)).toEqual([
      own.id,
      'addr-new-1',
      'addr-new-2',
      'addr-new-3',
    ]);
    expect(after.billing_address[0]).toMatchObject({ created_at: own.created_at, updated_at: stamp });
    expect(after.billing_address[1]).toMatchObject({ created_at: stamp, updated_at: stamp });
    expect(after.billing_address.every((a) => a.company_id === NORDIC_PRINT_ID)).toBe(true);
    expect(after.billing_address.every((a) => a.company_name === demo.nordicPrint.name)).toBe(true);
  });

  it('makes the marked address the only default, else the first', () => {
    const marked = readCompanyUpdate(body({ shipping_address: [address(), address({ is_default: true })] }));
    expect(applyCompanyUpdate(nordic, marked, context).shipping_address.map((a) => a.is_default)).toEqual([
      false,
      true,
    ]);
    const none = readCompanyUpdate(body({ shipping_address: [address(), address()] }));
    expect(applyCompanyUpdate(nordic, none, context).shipping_address.map((a) => a.is_default)).toEqual([
      true,
      false,
    ]);
  });
});

describe('the users list', () => {
  const query = { page: 1, per_page: 10 };

  it('matches a substring of the first name, last name, full name or e-mail, in any case', () => {
    expect(matchesMember(maria, 'ADM')).toBe(true);
    expect(matchesMember(maria, 'ria ad')).toBe(true);
    expect(matchesMember(maria, '@example')).toBe(true);
    expect(matchesMember(maria, 'erik')).toBe(false);
    expect(matchesMember(maria, '  ')).toBe(true);
  });

  it("holds the company's members only, sorted by last then first name, with the totals", () => {
    const page = memberPage(NORDIC_PRINT_ID, users, { page: 2, per_page: 5 });
    expect(page).toMatchObject({ page: 2, total_items: 13, total_pages: 3 });
    expect(page.items.map((u) => u.last_name)).toEqual([
      'Johansson',
      'Karlsson',
      'Larsson',
      'Lindberg',
      'Nilsson',
    ]);
    expect(memberPage(FJORD_DESIGN_ID, users, query).items.map((u) => u.id)).toEqual([demo.sara.id]);
    expect(memberPage('company-001', users, query)).toEqual({
      items: [],
      page: 1,
      total_items: 0,
      total_pages: 0,
    });
  });

  it('sorts names in Swedish order (Ö after Z)', () => {
    const extra = [
      { ...erik, id: 'u-o', last_name: 'Öberg', first_name: 'Ulla' },
      { ...erik, id: 'u-z', last_name: 'Zetterberg', first_name: 'Ulla' },
    ];
    const page = memberPage(NORDIC_PRINT_ID, [...extra, ...users], { page: 2, per_page: 10 });
    expect(page.items.map((u) => u.last_name).slice(-2)).toEqual(['Zetterberg', 'Öberg']);
  });
});

describe('removing a user', () => {
  it('refuses oneself (400), a non-member (404) and the last admin (409), in that order', () => {
    expect(refusal(() => checkRemoval(maria, maria, NORDIC_PRINT_ID, users))).toMatchObject({
      status: 400,
      error: CANNOT_REMOVE_YOURSELF,
    });
    expect(refusal(() => checkRemoval(maria, anna, NORDIC_PRINT_ID, users))).toMatchObject({
      status: 404,
      error: NOT_A_MEMBER,
    });
    expect(refusal(() => checkRemoval(maria, undefined, NORDIC_PRINT_ID, users)).status).toBe(404);
    expect(refusal(() => checkRemoval(olle, maria, NORDIC_PRINT_ID, users))).toMatchObject({
      status: 409,
      error: LAST_ADMIN,
    });
  });

  it('lets members go, and an admin when another admin stays', () => {
    expect(() => checkRemoval(maria, erik, NORDIC_PRINT_ID, users)).not.toThrow();
    const secondAdmin = {
      ...erik,
      organisations: [{ id: NORDIC_PRINT_ID, role: 'customer', level: 'admin' }],
    };
    expect(() => checkRemoval(olle, maria, NORDIC_PRINT_ID, [...users, secondAdmin])).not.toThrow();
  });
});

describe('inviting a user', () => {
  it('reads names, a lower-cased e-mail and the level (default when absent)', () => {
    expect(readInvitation({ first_name: ' Greta ', last_name: 'G', email: 'Greta@Example.se ' })).toEqual({
      first_name: 'Greta',
      last_name: 'G',
      email: 'greta@example.se',
      level: 'default',
    });
    expect(
      readInvitation({ first_name: 'G', last_name: 'G', email: 'g@example.se', level: 'admin' }).level,
    ).toBe('admin');
  });

  it('refuses missing names, a bad e-mail and an unknown level in one 400', () => {
    const result = refusal(() => readInvitation({ email: 'nope', level: 'owner' }));
    expect(result.status).toBe(400);
    expect(result.errors).toEqual([
      'first_name is required',
      'last_name is required',
      'email must be a valid e-mail address',
      'level must be one of default, admin',
    ]);
  });
});
