export { companyReducer } from './companySlice';
export type { CompanyState } from './companySlice';
export { prepareCheckoutCustomer, companyRootSaga } from './customerSagas';
export type { CheckoutCustomer } from './customerSagas';
export { CustomerInformationCard } from './components/CustomerInformationCard';
