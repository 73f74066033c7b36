// The demo companies and users (README.md, Demo accounts) in the app's shapes, for every test that needs
// one. Each is derived from the mock's seed (mock-server/fixtures), so a test's expectation cannot
// drift from what the mock serves; the factories take overrides for the variants a test needs.
// Every call and every constant is a copy: no test can change the seed, or another test's value.

import {
  companiesSeed,
  DEMO_PASSWORD,
  FJORD_DESIGN_ID,
  NORDIC_PRINT_ID,
  NORDIC_PRINT_STAFF_IDS,
  seedSessionUser,
  usersSeed,
} from '../../mock-server/fixtures';
import type {
  Company,
  CompanyInvitation,
  ContactPerson,
  Invitation,
  OrganisationUser,
  OrganisationUserPage,
  SessionAttributes,
  SessionUser,
  UserOrganisation,
} from '../../src/api/types';

export { DEMO_PASSWORD, FJORD_DESIGN_ID, NORDIC_PRINT_ID, NORDIC_PRINT_STAFF_IDS };

/** The demo users' ids (mock-server/accounts/seed.ts). */
export const DEMO_USER_IDS = {
  /** A consumer in the default store group, without organisations. */
  anna: 'user-anna',
  /** Admin of Nordic Print AB. */
  maria: 'user-maria',
  /** A buyer (level default) of Nordic Print AB. */
  erik: 'user-erik',
  /** An agent of Nordic Print AB and Fjord Design AS. */
  sara: 'user-sara',
  /** A super admin, member of no company. */
  olle: 'user-olle',
  /** A consumer who has not verified their email. */
  nils: 'user-nils',
  /** A consumer whose account is pending. */
  petra: 'user-petra',
} as const;

function seedCompany(id: string): Company {
  const found = companiesSeed.find((company) => company.id === id);
  if (!found) throw new Error(`no company '${id}' in the mock's seed`);
  return structuredClone(found);
}

/** A seed company as the proxy answers it (GET /api/companies/…), with `overrides`. */
export function demoCompany(id: string, overrides: Partial<Company> = {}): Company {
  return { ...seedCompany(id), ...overrides };
}

/** Nordic Print AB (active, SE): Maria is its admin, Erik a buyer, Sara its agent. */
export const nordicPrint: Company = demoCompany(NORDIC_PRINT_ID);
/** Fjord Design AS (inactive, NO): Sara is its agent. */
export const fjordDesign: Company = demoCompany(FJORD_DESIGN_ID);
/** The seed's other companies, in seed order (a super admin's list has them after the two above). */
export const otherCompanies: Company[] = companiesSeed
  .filter((company) => company.id !== NORDIC_PRINT_ID && company.id !== FJORD_DESIGN_ID)
  .map((company) => seedCompany(company.id));

/** A seed user as the app gets it (login, GET /api/auth/user), with `overrides`. */
export function demoUser(id: string, overrides: Partial<SessionUser> = {}): SessionUser {
  return { ...seedSessionUser(id), ...overrides };
}

export const anna: SessionUser = demoUser(DEMO_USER_IDS.anna);
export const maria: SessionUser = demoUser(DEMO_USER_IDS.maria);
export const erik: SessionUser = demoUser(DEMO_USER_IDS.erik);
export const sara: SessionUser = demoUser(DEMO_USER_IDS.sara);
export const olle: SessionUser = demoUser(DEMO_USER_IDS.olle);
export const nils: SessionUser = demoUser(DEMO_USER_IDS.nils);
export const petra: SessionUser = demoUser(DEMO_USER_IDS.petra);

/** "First Last", as the app names a user or contact. */
export const fullName = (user: Pick<SessionUser, 'first_name' | 'last_name'>) =>
  `${user.first_name} ${user.last_name}`;

/**
 * A membership as a session user's `organisations` holds it: the seed company's details with
 * role and level (a buyer: customer, default, unless overridden).
 */
export function demoMembership(
  companyId: string,
  overrides: Partial<UserOrganisation> = {},
): UserOrganisation {
  const company = seedCompany(companyId);
  return {
    id: company.id,
    status: company.status,
    organisation_number: company.organisation_number,
    tax_id_vat_number: company.tax_id_vat_number,
    name: company.name,
    contact_name: company.contact_name,
    email: company.email,
    phone: company.phone,
    role: 'customer',
    level: 'default',
    files: structuredClone(company.files),
    ...overrides,
  };
}

/** A seed user as a company's users list answers them: only that company's membership. */
export function demoOrganisationUser(
  userId: string,
  companyId: string = NORDIC_PRINT_ID,
  overrides: Partial<OrganisationUser> = {},
): OrganisationUser {
  const seed = usersSeed.find((candidate) => candidate.id === userId);
  if (!seed) throw new Error(`no user '${userId}' in the mock's seed`);
  const membership = seed.organisations.find((organisation) => organisation.id === companyId);
  return {
    id: seed.id,
    first_name: seed.first_name,
    last_name: seed.last_name,
    email: seed.email,
    market: seed.market,
    email_verified: seed.email_verified,
    role: seed.role,
    organisations: membership ? [{ ...membership }] : [],
    ...overrides,
  };
}

/**
 * A made-up member number `n` of Nordic Print AB as the users list answers it (First{n} Last{n},
 * verified when n is even), for lists longer than the seed's.
 */
export function numberedMember(n: number, level: 'default' | 'admin' = 'default'): OrganisationUser {
  return {
    id: `user-${n}`,
    first_name: `First${n}`,
    last_name: `Last${n}`,
    email: `user${n}@example.se`,
    market: 'se',
    email_verified: n % 2 === 0,
    role: 'customer',
    organisations: [{ id: NORDIC_PRINT_ID, role: 'customer', level }],
  };
}

/** One page of a list of `total` numbered members, `perPage` a page, numbered from 1. */
export function numberedMembersPage(page: number, total = 12, perPage = 10): OrganisationUserPage {
  const first = (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  const items = Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => numberedMember(first + i));
  return { items, page, total_items: total, total_pages: Math.ceil(total / perPage) };
}

/** A user as a company's contacts route lists them (a buyer: role customer unless given). */
/**
 * What a cart session carries for a demo company (docs/rules.md#data-shapes), written from the
 * seed's fields rather than by the app's builder, so a test of that builder has its own oracle: the
 * number, tax id and name, the buyer as reference, merchantReference1 the number without its first
 * hyphen, and the contact person when one was chosen.
 */
export function demoSessionAttributes(
  company: Company,
  reference: string,
  contactId?: string,
): SessionAttributes {
  return {
    company: {
      registrationNumber: company.organisation_number,
      taxId: company.tax_id_vat_number,
      name: company.name,
      reference,
    },
    merchantReference1: company.organisation_number.replace('-', ''),
    ...(contactId === undefined ? {} : { contactId }),
  };
}

export function demoContact(user: SessionUser, role = 'customer'): ContactPerson {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone_number: user.phone_number,
    role,
  };
}

/** An invitation of Anna to Nordic Print AB as GET /api/auth/invitation/ answers it, with `overrides`. */
export function demoInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    company_name: nordicPrint.name,
    email: anna.email,
    first_name: anna.first_name,
    last_name: anna.last_name,
    level: 'default',
    account_exists: true,
    expires_at: '2026-12-03T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * A made-up pending invitation number `n` as a company's invitations list answers it
 * (invited{n}@example.se, First{n} Last{n}, sent a week before it runs out), with `overrides`.
 */
export function numberedInvitation(n: number, overrides: Partial<CompanyInvitation> = {}): CompanyInvitation {
  return {
    id: `invitation-${n}`,
    email: `invited${n}@example.se`,
    first_name: `First${n}`,
    last_name: `Last${n}`,
    level: 'default',
    sent_at: '2026-03-02T10:15:00.000Z',
    expires_at: '2026-03-09T10:15:00.000Z',
    expired: false,
    ...overrides,
  };
}
