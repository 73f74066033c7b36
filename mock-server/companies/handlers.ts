import type { RequestHandler } from 'msw';
import type { CompanyContacts, CompanyPage, MyCompanies } from '../../contracts/types/proxy';
import { signedInUser } from '../accounts/signedInUser';
import { db } from '../db';
import { bearerToken } from '../kit/bearer';
import { envelope } from '../kit/envelope';
import { readJson } from '../kit/body';
import { HttpError, type Resolver } from '../kit/guard';
import { route } from '../kit/route';
import { companyPage, listQueryOf } from './companyList';
import { companyUpdateHandlers } from './companyUpdateHandlers';
import { companyUsersHandlers } from './companyUsersHandlers';
import { contactPersons } from './contactPersons';
import { mayChooseContact } from './orderingRights';
import { signupOrganisation } from './signupOrganisation';

// The companies behind the proxy (/api/companies/…), for the company selector and the checkout's
// customer information card, and the organisation sign-up that creates one. Who asks is the Bearer
// access token's user, never the request's say.

const forbidden = (details: string) => new HttpError(403, 'Forbidden', { details });

/** GET /api/companies/?page=&per_page=&search=: every company, a page at a time (super admins only). */
const listCompanies: Resolver = ({ request }) => {
  const user = signedInUser(bearerToken(request));
  if (!user.is_super_admin) throw forbidden('only super admins list every company');
  const query = listQueryOf(new URL(request.url).searchParams);
  return envelope<CompanyPage>(companyPage(db().companies.values(), query));
};

/** GET /api/companies/mine/: the user's own companies, in membership order, addresses included. */
const myCompanies: Resolver = ({ request }) => {
  const user = signedInUser(bearerToken(request));
  const { companies } = db();
  const mine = user.organisations.flatMap((membership) => {
    const company = companies.get(membership.id);
    return company ? [structuredClone(company)] : [];
  });
  return envelope<MyCompanies>({ companies: mine });
};

/**
 * GET /api/companies/{id}/contacts/: who an order for the company may be placed for; only its agents
 * and super admins choose a contact. Refused before the lookup, so it tells others nothing of which
 * companies exist.
 */
const companyContacts: Resolver = ({ request, params }) => {
  const user = signedInUser(bearerToken(request));
  const companyId = String(params.id);
  if (!mayChooseContact(user, companyId)) {
    throw forbidden("only the company's agents and super admins choose a contact person");
  }
  if (!db().companies.has(companyId)) throw new HttpError(404, 'company not found');
  const contacts = contactPersons(companyId, user, db().accounts.users.values());
  return envelope<CompanyContacts>({ contacts });
};

/**
 * POST /api/auth/organisation/signup/: the organisation sign-up that follows a user's
 * (accounts/handlers.ts) creates the company, with that user as its admin.
 */
const signupCompany: Resolver = async ({ request }) => {
  const company = signupOrganisation(await readJson(request));
  return envelope({ company, details: 'Company created' }, 201);
};

export const companyHandlers: RequestHandler[] = [
  ...route('post', '/api/auth/organisation/signup', signupCompany),
  ...route('get', '/api/companies', listCompanies),
  ...route('get', '/api/companies/mine', myCompanies),
  ...route('get', '/api/companies/:id/contacts', companyContacts),
  ...companyUpdateHandlers,
  ...companyUsersHandlers,
];
