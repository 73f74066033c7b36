import type { Company, CompanyAddress } from '../../contracts/types/proxy';

/** Address (docs/rules.md#data-shapes): the wire type itself, so the mock and the app cannot drift apart. */
export type DbAddress = CompanyAddress;

/** Company / organisation as the backend keeps and answers it: the wire type (docs/rules.md#data-shapes). */
export type DbCompany = Company;

/** Company id → company. Users hold their memberships (accounts/types.ts). */
export type CompaniesDb = Map<string, DbCompany>;
