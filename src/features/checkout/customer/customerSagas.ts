import { call, delay, put, select, takeLatest } from 'typed-redux-saga';
import { toErrorInfo } from '../../../api/apiError';
import type { CheckoutCustomerPreset, SessionUser } from '../../../api/types';
import { callApi } from '../../../core/callApi';
import { changingOrder } from '../../../core/orderChange';
import { service } from '../../../core/services';
import { selectUser, signedInUser } from '../../auth';
import { checkoutInvalidated, selectCart } from '../../cart';
import {
  buyerChoicesCarried,
  carriedKey,
  checkoutCompanyAttributes,
  fetchCompanyPage,
  fetchOwnCompanies,
  selectSessionCompany,
  sessionBuyerChosen,
} from '../../company';
import {
  addressChosen,
  CARD_SEARCH_DEBOUNCE_MS,
  companyChosen,
  companyPageRequested,
  companySearchChanged,
  contactChosen,
  contactsFailed,
  contactsLoaded,
  contactsRequested,
  customerCardOpened,
  customerCardRetried,
  directoryFailed,
  directoryLoaded,
  directoryRequested,
  newAddressUsed,
  ownCompaniesFailed,
  ownCompaniesLoaded,
  ownCompaniesRequested,
} from './companySlice';
import { businessPreset, consumerPreset, isBusinessUser, picksContact } from './customerRules';
import {
  selectChosenContact,
  selectCompanyContacts,
  selectCompanyDirectory,
  selectCustomerSelection,
  selectOwnCompanies,
} from './selectors';

/** What the checkout may open the payment with: complete, and the buyer's details if known. */
export interface CheckoutCustomer {
  complete: boolean;
  preset: CheckoutCustomerPreset | null;
}

/**
 * The buyer the checkout opens the payment with (docs/rules.md#customer-card). A visitor: nobody. A
 * consumer: her own details. A business user: the card is loaded (again on a fresh entry), its
 * first company preselected, the checkout customer data sent; complete once a company, a contact
 * person and both addresses are chosen and the backend accepted them.
 */
export function* prepareCheckoutCustomer(countryCode: string, options: { fresh: boolean }) {
  const user = yield* call(signedInUser);
  if (!user) return { complete: true, preset: null } satisfies CheckoutCustomer;
  if (!isBusinessUser(user)) {
    return { complete: true, preset: consumerPreset(user, countryCode) } satisfies CheckoutCustomer;
  }
  yield* call(loadCard, user, options.fresh);
  yield* call(ensureContacts);
  yield* call(sendCustomerData);
  return yield* call(businessCustomer);
}

function* loadCard(user: SessionUser, fresh: boolean) {
  yield* put(customerCardOpened({ userId: user.id, isSuperAdmin: user.is_super_admin }));
  if (user.is_super_admin) {
    const directory = yield* select(selectCompanyDirectory);
    if (fresh || directory.request.status !== 'succeeded') yield* call(loadDirectory);
  } else {
    const own = yield* select(selectOwnCompanies);
    if (fresh || own.request.status !== 'succeeded') yield* call(loadOwnCompanies);
  }
}

export function* loadOwnCompanies() {
  yield* put(ownCompaniesRequested());
  try {
    const { companies } = yield* call(fetchOwnCompanies);
    yield* put(ownCompaniesLoaded(companies));
  } catch (error) {
    yield* put(ownCompaniesFailed(toErrorInfo(error)));
  }
}

/** A super admin's page of companies, as her search and page stand now. */
export function* loadDirectory() {
  const directory = yield* select(selectCompanyDirectory);
  yield* put(directoryRequested());
  try {
    const result = yield* call(fetchCompanyPage, directory);
    yield* put(directoryLoaded({ ...result, search: directory.search }));
  } catch (error) {
    yield* put(directoryFailed(toErrorInfo(error)));
  }
}

/** Agents and super admins choose among the company's contact persons: loaded once per company. */
export function* ensureContacts() {
  const user = yield* select(selectUser);
  const { company } = yield* select(selectCustomerSelection);
  if (!user || !company || !picksContact(user, company.id)) return;
  const contacts = yield* select(selectCompanyContacts);
  if (contacts.companyId === company.id && contacts.request.status !== 'failed') return;
  const api = yield* service('api');
  yield* put(contactsRequested({ companyId: company.id }));
  try {
    const result = yield* callApi(api.companies.companyContacts, company.id);
    yield* put(contactsLoaded({ companyId: company.id, contacts: result.contacts }));
  } catch (error) {
    yield* put(contactsFailed({ companyId: company.id, error: toErrorInfo(error) }));
  }
}

/**
 * docs/rules.md#customer-card: with a contact person chosen, the buyer (the company's registration
 * number, tax id and name, the contact's name as the reference) is announced to the session's
 * company owner (features/company), and the card waits until it is carried or refused.
 */
export function* sendCustomerData() {
  const { company } = yield* select(selectCustomerSelection);
  const contact = yield* select(selectChosenContact);
  if (!company || !contact) return;
  yield* put(sessionBuyerChosen({ company, contact }));
  yield* call(buyerChoicesCarried);
}

function* businessCustomer() {
  const selection = yield* select(selectCustomerSelection);
  const contact = yield* select(selectChosenContact);
  const cart = yield* select(selectCart);
  const carried = yield* select(selectSessionCompany);
  if (!selection.company || !contact || !cart || carried.request.status !== 'succeeded') {
    return { complete: false, preset: null } satisfies CheckoutCustomer;
  }
  if (carried.sentFor !== carriedKey(cart.id, checkoutCompanyAttributes(selection.company, contact))) {
    return { complete: false, preset: null } satisfies CheckoutCustomer;
  }
  const preset = businessPreset(selection.company, contact, selection.billing, selection.shipping);
  return { complete: preset !== null, preset } satisfies CheckoutCustomer;
}

/**
 * A change of company, contact or address (docs/rules.md#customer-card): the checkout is
 * invalidated (its token and cached checkout go, so it opens again with the new buyer), the
 * company's contact persons load, the customer data is sent; all as one change to the order, so the
 * payment widget waits for the backend's answer.
 */
export function* applySelectionChange() {
  yield* changingOrder(function* change() {
    yield* put(checkoutInvalidated());
    yield* call(ensureContacts);
    yield* call(sendCustomerData);
  });
}

/**
 * A super admin's search (after 400 ms of quiet) or page change. When the new page leaves a single
 * company, that one is chosen, which is a change to the order like any other.
 */
function* browseDirectory(action: { type: string }) {
  if (action.type === companySearchChanged.type) yield* delay(CARD_SEARCH_DEBOUNCE_MS);
  const before = (yield* select(selectCustomerSelection)).company?.id ?? null;
  yield* call(loadDirectory);
  const after = (yield* select(selectCustomerSelection)).company?.id ?? null;
  if (after !== before) yield* call(applySelectionChange);
}

/** After a failure: the card loads again and the checkout opens again with what it now holds. */
function* retryCard() {
  const user = yield* select(selectUser);
  if (!user || !isBusinessUser(user)) return;
  yield* call(loadCard, user, true);
  yield* call(applySelectionChange);
}

/** The customer information card's watchers: they start with the checkout's other sagas. */
export function* customerCardWatchers() {
  yield* takeLatest(customerCardRetried.type, retryCard);
  yield* takeLatest([companySearchChanged.type, companyPageRequested.type], browseDirectory);
  yield* takeLatest(
    [companyChosen.type, contactChosen.type, addressChosen.type, newAddressUsed.type],
    applySelectionChange,
  );
}
