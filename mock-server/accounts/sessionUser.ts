import type { SessionUser, UserOrganisation } from '../../contracts/types/proxy';
import { db } from '../db';
import type { DbUser } from './types';

/** What a membership shows of its company: the companies' slice (db().companies) holds more. */
type MemberCompany = Omit<UserOrganisation, 'role' | 'level'>;
type CompanyLookup = (id: string) => MemberCompany | undefined;
const liveCompany: CompanyLookup = (id) => db().companies.get(id);

function organisations(user: Omit<DbUser, 'password'>, companyOf: CompanyLookup): UserOrganisation[] {
  return user.organisations.flatMap((membership) => {
    const company = companyOf(membership.id);
    if (!company) return [];
    return [
      {
        id: company.id,
        status: company.status,
        organisation_number: company.organisation_number,
        tax_id_vat_number: company.tax_id_vat_number,
        name: company.name,
        contact_name: company.contact_name,
        email: company.email,
        phone: company.phone,
        role: membership.role,
        level: membership.level,
        files: structuredClone(company.files),
      },
    ];
  });
}

/**
 * The user as the app sees it: no credentials or account state, memberships resolved to companies
 * (the live database's, or the seed's for test fixtures).
 */
export function toSessionUser(
  user: Omit<DbUser, 'password'>,
  companyOf: CompanyLookup = liveCompany,
): SessionUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    phone_number: user.phone_number,
    store_group: user.store_group,
    store_group_id: user.store_group_id,
    market: user.market,
    language: user.language,
    address: { ...user.address },
    communication_preferences: { ...user.communication_preferences },
    is_super_admin: user.is_super_admin,
    organisations: organisations(user, companyOf),
  };
}
