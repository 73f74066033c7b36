import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../../api/apiError';
import type { Company, ContactPerson } from '../../../api/types';
import { answersFor, idleRequest, requestReducers, type RequestState } from '../../../core/requestState';
import { loggedOut, sessionEnded } from '../../../core/session';
import {
  companyAfterListChange,
  emptyCompanyList,
  openedFor,
  pageChosen,
  searchTyped,
  type CompanyListPage,
  type CompanyListState,
} from '../../company';
import { contactAfterSwitch, defaultChoices } from './customerRules';
import type { CompanyViewer } from '../../company';
import type { AddressChoice, AddressKind, NewAddress } from './types';

/** The card's company search waits 400 ms (docs/rules.md#customer-card). */
export const CARD_SEARCH_DEBOUNCE_MS = 400;

export interface CompanyState {
  viewer: CompanyViewer | null;
  /** The user's own organisations with their addresses (everyone but super admins). */
  own: { companies: Company[]; request: RequestState };
  /** A super admin's page of every company, searched on the server. */
  directory: CompanyListState;
  contacts: { companyId: string | null; list: ContactPerson[]; request: RequestState };
  /** The customer information card's choices for the order (docs/rules.md#customer-card). */
  selection: {
    company: Company | null;
    contactId: string | null;
    billing: AddressChoice;
    shipping: AddressChoice;
  };
}

declare module '../../../core/rootState' {
  interface RootState {
    company: CompanyState;
  }
}

const noChoice: AddressChoice = { addressId: null, custom: null };

const initialState: CompanyState = {
  viewer: null,
  own: { companies: [], request: idleRequest },
  directory: emptyCompanyList,
  contacts: { companyId: null, list: [], request: idleRequest },
  selection: { company: null, contactId: null, billing: noChoice, shipping: noChoice },
};

/**
 * A company switch (docs/rules.md#customer-card): its default addresses, the contact reset, the old
 * contacts gone.
 */
function switchTo(state: CompanyState, company: Company | null) {
  if (state.selection.company?.id === company?.id) {
    if (company) state.selection.company = company;
    return;
  }
  state.selection.company = company;
  state.selection.contactId = company && state.viewer ? contactAfterSwitch(state.viewer) : null;
  const choices = company ? defaultChoices(company) : { billing: noChoice, shipping: noChoice };
  state.selection.billing = choices.billing;
  state.selection.shipping = choices.shipping;
  state.contacts = { companyId: null, list: [], request: idleRequest };
}

function afterListChange(state: CompanyState, companies: Company[], preselectFirst = true) {
  if (!state.viewer) return;
  const next = companyAfterListChange(companies, state.selection.company?.id ?? null, {
    isSuperAdmin: state.viewer.isSuperAdmin,
    preselectFirst,
  });
  if (next !== 'keep') switchTo(state, next);
}

const companySlice = createSlice({
  name: 'company',
  initialState,
  reducers: {
    /** The checkout opened for a signed-in business user; a different user starts afresh. */
    customerCardOpened: openedFor(initialState),
    ...requestReducers<CompanyState, { succeeded: Company[] }>()(
      ['ownCompaniesRequested', 'ownCompaniesLoaded', 'ownCompaniesFailed'],
      (s) => s.own,
      'request',
      {
        succeeded: (state, action) => {
          state.own.companies = action.payload;
          afterListChange(state, action.payload);
        },
      },
    ),

    /** A super admin typed in the company search: back to its first page (docs/rules.md#customer-card). */
    companySearchChanged: (state, action: PayloadAction<string>) =>
      searchTyped(state.directory, action.payload),
    companyPageRequested: (state, action: PayloadAction<number>) =>
      pageChosen(state.directory, action.payload),
    ...requestReducers<CompanyState, { succeeded: CompanyListPage & { search: string } }>()(
      ['directoryRequested', 'directoryLoaded', 'directoryFailed'],
      (s) => s.directory,
      'request',
      {
        succeeded: (state, action) => {
          Object.assign(state.directory, action.payload);
          // Only the unsearched list preselects: a search narrows what she sees, not what she chose.
          afterListChange(state, action.payload.companies, action.payload.search === '');
        },
      },
    ),

    companyChosen: (state, action: PayloadAction<{ companyId: string }>) => {
      const { companyId } = action.payload;
      const company = [...state.own.companies, ...state.directory.companies].find((c) => c.id === companyId);
      if (company) switchTo(state, company);
    },
    ...requestReducers<
      CompanyState,
      {
        requested: { companyId: string };
        succeeded: { companyId: string; contacts: ContactPerson[] };
        failed: { companyId: string; error: ErrorInfo };
      }
    >()(['contactsRequested', 'contactsLoaded', 'contactsFailed'], (s) => s.contacts, 'request', {
      requested: (state, action) => {
        state.contacts.companyId = action.payload.companyId;
        state.contacts.list = [];
      },
      succeeded: (state, action) => {
        state.contacts.list = action.payload.contacts;
      },
      // An answer for a company no longer chosen is dropped.
      when: answersFor((s) => s.contacts.companyId, 'companyId'),
    }),
    contactChosen: (state, action: PayloadAction<{ contactId: string | null }>) => {
      state.selection.contactId = action.payload.contactId;
    },
    addressChosen: (state, action: PayloadAction<{ kind: AddressKind; addressId: string }>) => {
      state.selection[action.payload.kind] = { addressId: action.payload.addressId, custom: null };
    },
    newAddressUsed: (state, action: PayloadAction<{ kind: AddressKind; address: NewAddress }>) => {
      state.selection[action.payload.kind].custom = action.payload.address;
    },

    /** The shopper asked to load the card again after a failure. */
    customerCardRetried: () => undefined,
  },
  extraReducers: (builder) =>
    builder.addCase(loggedOut, () => initialState).addCase(sessionEnded, () => initialState),
});

export const {
  customerCardOpened,
  ownCompaniesRequested,
  ownCompaniesLoaded,
  ownCompaniesFailed,
  companySearchChanged,
  companyPageRequested,
  directoryRequested,
  directoryLoaded,
  directoryFailed,
  companyChosen,
  contactsRequested,
  contactsLoaded,
  contactsFailed,
  contactChosen,
  addressChosen,
  newAddressUsed,
  customerCardRetried,
} = companySlice.actions;

export const companyReducer = companySlice.reducer;
