import { db } from '../db';
import { bareOrganisationNumber } from './organisationNumber';
import type { DbCompany } from './types';

/** The company with this organisation number, dashes and spaces ignored on both sides. */
export function companyByOrganisationNumber(organisationNumber: string): DbCompany | undefined {
  const wanted = bareOrganisationNumber(organisationNumber);
  if (wanted === '') return undefined;
  for (const company of db().companies.values()) {
    if (bareOrganisationNumber(company.organisation_number) === wanted) return company;
  }
  return undefined;
}
