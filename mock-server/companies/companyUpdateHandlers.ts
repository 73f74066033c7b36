import type { RequestHandler } from 'msw';
import type { CompanyUpdated } from '../../contracts/types/proxy';
import { signedInUser } from '../accounts/signedInUser';
import { db } from '../db';
import { bearerToken } from '../kit/bearer';
import { readJson } from '../kit/body';
import { now } from '../kit/clock';
import { envelope } from '../kit/envelope';
import { HttpError, type Resolver } from '../kit/guard';
import { newId } from '../kit/ids';
import { applyCompanyUpdate, COMPANY_UPDATE_TEXT, readCompanyUpdate } from './companyUpdate';
import { mayUpdateCompany } from './companyUsers';
import { route } from '../kit/route';
import type { DbCompany } from './types';

/**
 * The company the token's user may update: 401 without a live token, 403 unless she is its admin
 * (refused before the lookup, so others learn nothing of which companies exist), 404 when gone.
 */
function companyToUpdate(token: string | null, companyId: string): DbCompany {
  const user = signedInUser(token);
  if (!mayUpdateCompany(user, companyId)) {
    throw new HttpError(403, 'Forbidden', {
      details: "only the company's admins may change its information",
    });
  }
  const company = db().companies.get(companyId);
  if (!company) throw new HttpError(404, 'company not found');
  return company;
}

/**
 * PUT /api/companies/{id}/: the admin's changes (companyUpdate.ts), answered as the whole company.
 * Users' session views read the live company, so their organisations[] follow at once.
 */
const updateCompany: Resolver = async ({ request, params }) => {
  const companyId = String(params.id);
  const token = bearerToken(request);
  companyToUpdate(token, companyId);
  const input = readCompanyUpdate(await readJson(request, { text: COMPANY_UPDATE_TEXT }));
  // Reading the body yields to other requests: check again, then change without yielding.
  const company = companyToUpdate(token, companyId);
  const updated = applyCompanyUpdate(company, input, {
    stamp: new Date(now()).toISOString(),
    newAddressId: () => newId('addr'),
  });
  db().companies.set(companyId, updated);
  return envelope<CompanyUpdated>({ company: structuredClone(updated) });
};

export const companyUpdateHandlers: RequestHandler[] = [...route('put', '/api/companies/:id', updateCompany)];
