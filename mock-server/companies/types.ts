import type { Company, CompanyAddress } from '../../src/api/types';

/** Address (spec point 3): the wire type itself, so the mock and the app cannot drift apart. */
export type DbAddress = CompanyAddress;

/** Company / organisation as the backend keeps it: the wire type, answered as is (spec point 3). */
export type DbCompany = Company;

/** Company id → company. Users hold their memberships (accounts/types.ts). */
export type CompaniesDb = Map<string, DbCompany>;
