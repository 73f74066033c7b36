import type { AxiosInstance } from 'axios';
import type { CompanyContacts, CompanyListQuery, CompanyPage, MyCompanies, ProxyEnvelope } from './types';

const path = encodeURIComponent;

/** The companies (organisations) behind the product's proxy; every answer is { ok, status, data }. */
export function createCompaniesApi(http: AxiosInstance) {
  const unwrap = <T>(promise: Promise<{ data: ProxyEnvelope<T> }>) => promise.then((r) => r.data.data);
  return {
    /** Super admins only: every company, a page at a time, optionally searched by name or number. */
    listCompanies: (query: CompanyListQuery) =>
      unwrap<CompanyPage>(http.get('/companies/', { params: query })),
    /** The signed-in user's own organisations with their addresses. */
    myCompanies: () => unwrap<MyCompanies>(http.get('/companies/mine/')),
    /** Who an order for this company may be placed for (agents of the company and super admins). */
    companyContacts: (companyId: string) =>
      unwrap<CompanyContacts>(http.get(`/companies/${path(companyId)}/contacts/`)),
  };
}

export type CompaniesApi = ReturnType<typeof createCompaniesApi>;
