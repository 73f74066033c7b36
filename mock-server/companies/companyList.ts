import type { CompanyListQuery, CompanyPage } from '../../contracts/types/proxy';
import { HttpError } from '../kit/guard';
import { bareOrganisationNumber } from './organisationNumber';
import type { DbCompany } from './types';

// The super admins' list of every company (GET /api/companies/): its query, search and pages. Pure.

/** Companies are listed 10 to a page (docs/rules.md#constants). */
export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;

/** A whole number from a query parameter; absent → the default; anything else → 400. */
function integerParam(params: URLSearchParams, key: string, fallback: number, max: number): number {
  const text = params.get(key);
  if (text === null) return fallback;
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new HttpError(400, `${key} must be an integer of at least 1`);
  }
  if (value > max) throw new HttpError(400, `${key} must be at most ${max}`);
  return value;
}

/** `page` (default 1), `per_page` (default 10, at most 100) and an optional `search`; else 400. */
export function listQueryOf(params: URLSearchParams): CompanyListQuery {
  const search = params.get('search')?.trim();
  return {
    page: integerParam(params, 'page', 1, Number.MAX_SAFE_INTEGER),
    per_page: integerParam(params, 'per_page', DEFAULT_PER_PAGE, MAX_PER_PAGE),
    ...(search ? { search } : {}),
  };
}

/**
 * A substring of the name (any case), or of the organisation number with dashes and spaces ignored
 * on both sides ('5561234' finds '556123-4567'). A search of only dashes matches no number.
 */
export function matchesSearch(company: Pick<DbCompany, 'name' | 'organisation_number'>, search: string) {
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return true;
  if (company.name.toLowerCase().includes(wanted)) return true;
  const number = bareOrganisationNumber(wanted);
  return number !== '' && bareOrganisationNumber(company.organisation_number).toLowerCase().includes(number);
}

/**
 * One page of the companies that match, sorted by name (Swedish order). A page past the end is
 * empty, with the asked page and the real totals.
 */
export function companyPage(companies: Iterable<DbCompany>, query: CompanyListQuery): CompanyPage {
  const search = query.search ?? '';
  const matching = [...companies]
    .filter((company) => matchesSearch(company, search))
    .sort((a, b) => a.name.localeCompare(b.name, 'sv'));
  const start = (query.page - 1) * query.per_page;
  return {
    companies: structuredClone(matching.slice(start, start + query.per_page)),
    page: query.page,
    total: matching.length,
    total_pages: Math.ceil(matching.length / query.per_page),
  };
}
