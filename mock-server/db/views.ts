import type { SessionUser, UserOrganisation } from '../../src/api/types';
import type { Database, DbUser } from './types';

/** The user as the management API answers it: the session user plus account state. */
export interface ManagementUser extends SessionUser {
  role: string;
  email_verified: boolean;
  status: string;
}

function organisations(database: Database, user: DbUser): UserOrganisation[] {
  return user.organisations.flatMap((membership) => {
    const company = database.companies.get(membership.id);
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

export function toManagementUser(database: Database, user: DbUser): ManagementUser {
  return {
    ...toSessionUser(database, user),
    role: user.role,
    email_verified: user.email_verified,
    status: user.status,
  };
}

export function toSessionUser(database: Database, user: DbUser): SessionUser {
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
    organisations: organisations(database, user),
  };
}
