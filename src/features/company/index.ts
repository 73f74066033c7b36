// "A company" as every feature meets it: what a cart session orders for, the list a buyer or a
// super admin picks from, the rights a user has in one.
export {
  carriedKey,
  checkoutCompanyAttributes,
  companySessionAttributes,
  contactReference,
  loginCompanyAttributes,
} from './sessionAttributes';
export {
  selectSessionCompany,
  sessionBuyerChosen,
  sessionBuyerSettled,
  sessionCompanyReducer,
  type SessionBuyer,
  type SessionCompanyState,
} from './sessionCompanySlice';
export { buyerChoicesCarried, sessionCompanyRootSaga } from './sessionCompanySagas';
export {
  COMPANY_LIST_PAGE_SIZE,
  companyAfterListChange,
  emptyCompanyList,
  fetchCompanyList,
  fetchCompanyPage,
  fetchOwnCompanies,
  isSameViewer,
  openedFor,
  pageChosen,
  searchTyped,
} from './companyList';
export type { CompanyListPage, CompanyListState, CompanyViewer } from './companyList';
export {
  CompanyListEmpty,
  CompanyListFailed,
  CompanyListPager,
  CompanySearchField,
} from './components/CompanyListControls';
