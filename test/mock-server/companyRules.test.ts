/** @jest-environment node */
import type { DbUser } from '../../mock-server/accounts/types';
import { companyPage, listQueryOf, matchesSearch } from '../../mock-server/companies/companyList';
import { contactPersons } from '../../mock-server/companies/contactPersons';
import {
  mayChooseContact,
  mayOrderFor,
  NOT_A_CUSTOMER,
  NOT_ALLOWED_FOR_COMPANY,
  NOT_ALLOWED_FOR_CONTACT,
  orderingContact,
} from '../../mock-server/companies/orderingRights';
import { bareOrganisationNumber, merchantReferenceOf } from '../../mock-server/companies/organisationNumber';
import { companiesSeed, FJORD_DESIGN_ID, NORDIC_PRINT_ID, usersSeed } from '../../mock-server/fixtures';
import { HttpError } from '../../mock-server/kit/guard';
import * as demo from '../support/demoAccounts';

// The pure rules of the companies domain: ordering rights, the contact-person list and the super
// admins' company list, over the seed's users and companies.

type User = Omit<DbUser, 'password'>;
const users = new Map<string, User>(usersSeed.map((user) => [user.id, structuredClone(user)]));
const userById = (id: string) => users.get(id);
const person = (id: string): User => users.get(id)!;
const [maria, erik, sara, olle, anna] = ['maria', 'erik', 'sara', 'olle', 'anna'].map((name) =>
  person(`user-${name}`),
) as [User, User, User, User, User];

/** The HttpError a call throws, as status and message. */
function refusal(run: () => unknown): { status: number; error: string } {
  try {
    run();
  } catch (thrown) {
    if (thrown instanceof HttpError) return { status: thrown.status, error: thrown.error };
    throw thrown;
  }
  throw new Error('expected a refusal');
}

describe('ordering rights', () => {
  it('lets members order for their own company only, and super admins for any', () => {
    expect(mayOrderFor(erik, NORDIC_PRINT_ID)).toBe(true);
    expect(mayOrderFor(maria, NORDIC_PRINT_ID)).toBe(true);
    expect(mayOrderFor(sara, FJORD_DESIGN_ID)).toBe(true);
    expect(mayOrderFor(erik, FJORD_DESIGN_ID)).toBe(false);
    expect(mayOrderFor(anna, NORDIC_PRINT_ID)).toBe(false);
    expect(mayOrderFor(olle, 'company-017')).toBe(true);
  });

  it('lets only the agents of the company and super admins choose someone else', () => {
    expect(mayChooseContact(sara, NORDIC_PRINT_ID)).toBe(true);
    expect(mayChooseContact(olle, FJORD_DESIGN_ID)).toBe(true);
    // An admin of the company is no agent.
    expect(mayChooseContact(maria, NORDIC_PRINT_ID)).toBe(false);
    expect(mayChooseContact(erik, NORDIC_PRINT_ID)).toBe(false);
    expect(mayChooseContact(sara, 'company-001')).toBe(false);
  });

  it('makes the requester the contact when no one, or she herself, is named', () => {
    expect(orderingContact(erik, NORDIC_PRINT_ID, undefined, userById)).toBe(erik);
    expect(orderingContact(erik, NORDIC_PRINT_ID, erik.id, userById)).toBe(erik);
    expect(orderingContact(sara, FJORD_DESIGN_ID, undefined, userById)).toBe(sara);
    // A super admin without any membership orders as herself for any company.
    expect(orderingContact(olle, 'company-005', olle.id, userById)).toBe(olle);
  });

  it('refuses a company the requester is not a member of with 403', () => {
    expect(refusal(() => orderingContact(erik, FJORD_DESIGN_ID, undefined, userById))).toEqual({
      status: 403,
      error: NOT_ALLOWED_FOR_COMPANY,
    });
    expect(refusal(() => orderingContact(anna, NORDIC_PRINT_ID, undefined, userById)).status).toBe(403);
  });

  it('refuses a member or an admin naming another contact with 403, even a customer of the company', () => {
    expect(refusal(() => orderingContact(erik, NORDIC_PRINT_ID, maria.id, userById))).toEqual({
      status: 403,
      error: NOT_ALLOWED_FOR_CONTACT,
    });
    expect(refusal(() => orderingContact(maria, NORDIC_PRINT_ID, erik.id, userById)).status).toBe(403);
  });

  it('lets an agent name a customer of the company, and no one else (400)', () => {
    expect(orderingContact(sara, NORDIC_PRINT_ID, erik.id, userById)).toBe(erik);
    expect(orderingContact(sara, NORDIC_PRINT_ID, maria.id, userById)).toBe(maria);
    const notACustomer = { status: 400, error: NOT_A_CUSTOMER };
    // Erik is no customer of Fjord Design, Anna of no company, Olle is no customer, the id is unknown.
    expect(refusal(() => orderingContact(sara, FJORD_DESIGN_ID, erik.id, userById))).toEqual(notACustomer);
    expect(refusal(() => orderingContact(sara, NORDIC_PRINT_ID, anna.id, userById))).toEqual(notACustomer);
    expect(refusal(() => orderingContact(sara, NORDIC_PRINT_ID, olle.id, userById))).toEqual(notACustomer);
    expect(refusal(() => orderingContact(sara, NORDIC_PRINT_ID, 'user-nobody', userById))).toEqual(
      notACustomer,
    );
  });

  it('lets a super admin name any customer of any company', () => {
    expect(orderingContact(olle, NORDIC_PRINT_ID, erik.id, userById)).toBe(erik);
    expect(refusal(() => orderingContact(olle, NORDIC_PRINT_ID, sara.id, userById)).status).toBe(400);
  });

  it('takes roles from the users it is given, so a customer who is no longer active is no contact', () => {
    const inactive = { ...erik, status: 'pending' };
    const lookup = (id: string) => (id === erik.id ? inactive : userById(id));
    expect(refusal(() => orderingContact(sara, NORDIC_PRINT_ID, erik.id, lookup)).status).toBe(400);
  });
});

describe('contact persons', () => {
  /** Nordic Print's other buyers in the seed, by last name. */
  const STAFF_BY_NAME = [
    ['Eriksson', 'Sofia'],
    ['Holm', 'Henrik'],
    ['Johansson', 'Linnea'],
    ['Karlsson', 'Oskar'],
    ['Larsson', 'Mats'],
    ['Lindberg', 'Karin'],
    ['Nilsson', 'Elin'],
    ['Olsson', 'Frida'],
    ['Persson', 'Anders'],
    ['Svensson', 'Johan'],
  ];

  it("lists the company's active customers and the agent herself, sorted by last then first name", () => {
    const contacts = contactPersons(NORDIC_PRINT_ID, sara, users.values());
    expect(contacts.map((c) => [c.last_name, c.first_name, c.role])).toEqual([
      ['Admin', 'Maria', 'customer'],
      ['Agent', 'Sara', 'agent'],
      ['Buyer', 'Erik', 'customer'],
      ...STAFF_BY_NAME.map(([last, first]) => [last, first, 'customer']),
    ]);
    expect(contacts[2]).toEqual({
      id: demo.erik.id,
      first_name: 'Erik',
      last_name: 'Buyer',
      email: demo.erik.email,
      phone_number: '+46703334455',
      role: 'customer',
    });
  });

  it('offers a super admin the customers and herself, never the agents or users who are not active', () => {
    const withPending = [
      ...users.values(),
      { ...erik, id: 'user-x', last_name: 'Aaberg', status: 'pending' },
    ];
    expect(contactPersons(NORDIC_PRINT_ID, olle, withPending).map((c) => c.last_name)).toEqual([
      'Admin',
      'Buyer',
      ...STAFF_BY_NAME.slice(0, -1).map(([last]) => last),
      'Super',
      'Svensson',
    ]);
    // A company without customers can still be ordered for: by the super admin herself.
    expect(contactPersons(FJORD_DESIGN_ID, olle, users.values()).map((c) => c.id)).toEqual([demo.olle.id]);
  });
});

describe('organisation numbers', () => {
  it('compares without dashes and spaces, and merchantReference1 drops the first hyphen only', () => {
    expect(bareOrganisationNumber(` ${demo.nordicPrint.organisation_number} `)).toBe('5561234567');
    expect(bareOrganisationNumber('556 123 4567')).toBe('5561234567');
    expect(merchantReferenceOf(demo.nordicPrint.organisation_number)).toBe('5561234567');
    expect(merchantReferenceOf('12-34-56')).toBe('1234-56');
    expect(merchantReferenceOf('987654321')).toBe('987654321');
  });
});

describe('the company list', () => {
  const query = (text: string) => listQueryOf(new URLSearchParams(text));

  it('reads page (default 1), per_page (default 10) and a trimmed search', () => {
    expect(query('')).toEqual({ page: 1, per_page: 10 });
    expect(query('page=3&per_page=100&search=%20nordic%20')).toEqual({
      page: 3,
      per_page: 100,
      search: 'nordic',
    });
    expect(query('search=%20%20')).toEqual({ page: 1, per_page: 10 });
  });

  it.each([
    'page=0',
    'page=-1',
    'page=1.5',
    'page=abc',
    'page=',
    'page=1e3',
    `page=${'9'.repeat(30)}`,
    'per_page=0',
    'per_page=101',
    'per_page=ten',
  ])('refuses %s with 400', (text) => {
    expect(refusal(() => query(text)).status).toBe(400);
  });

  it('matches a substring of the name in any case, or of the number with dashes and spaces ignored', () => {
    const nordic = { name: demo.nordicPrint.name, organisation_number: demo.nordicPrint.organisation_number };
    expect(matchesSearch(nordic, 'print')).toBe(true);
    expect(matchesSearch(nordic, 'NORDIC PR')).toBe(true);
    expect(matchesSearch(nordic, '1234567')).toBe(true);
    expect(matchesSearch(nordic, '556-123 45')).toBe(true);
    expect(matchesSearch(nordic, '556123-4568')).toBe(false);
    expect(matchesSearch(nordic, '-')).toBe(false);
    expect(matchesSearch(nordic, 'fjord')).toBe(false);
  });

  it('sorts by name in Swedish order and pages through every company', () => {
    const first = companyPage(companiesSeed, { page: 1, per_page: 10 });
    expect(first.total).toBe(25);
    expect(first.total_pages).toBe(3);
    expect(first.companies).toHaveLength(10);
    const all = [1, 2, 3].flatMap((page) => companyPage(companiesSeed, { page, per_page: 10 }).companies);
    const names = all.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'sv')));
    // Swedish order puts Ö after Z.
    expect(names.at(-1)).toBe('Östersjö Logistik AB');
    expect(new Set(all.map((c) => c.id)).size).toBe(25);
  });

  it('answers a page past the end empty, with the asked page and the real totals', () => {
    expect(companyPage(companiesSeed, { page: 9, per_page: 10 })).toEqual({
      companies: [],
      page: 9,
      total: 25,
      total_pages: 3,
    });
  });

  it('searches before paging, and answers copies', () => {
    const found = companyPage(companiesSeed, { page: 1, per_page: 10, search: '5561234567' });
    expect(found).toMatchObject({ page: 1, total: 1, total_pages: 1 });
    expect(found.companies[0]!.name).toBe(demo.nordicPrint.name);
    found.companies[0]!.name = 'Changed';
    expect(companiesSeed[0]!.name).toBe(demo.nordicPrint.name);
  });
});
