import { createSelector } from '@reduxjs/toolkit';
import type { Company, ContactPerson } from '../../../api/types';
import { selectUser } from '../../auth';
import type { CompanyState } from './companySlice';
import { picksContact, selfAsContact } from './customerRules';

type WithCompany = { company: CompanyState };

export const selectCardViewer = (state: WithCompany) => state.company.viewer;
export const selectOwnCompanies = (state: WithCompany) => state.company.own;
export const selectCompanyDirectory = (state: WithCompany) => state.company.directory;
export const selectCompanyContacts = (state: WithCompany) => state.company.contacts;
export const selectCustomerSelection = (state: WithCompany) => state.company.selection;

/**
 * The companies the card's select offers: the user's own, or a super admin's current page with her
 * chosen company kept first when it is on another page.
 */
export const selectCompanyOptions = createSelector(
  [selectCardViewer, selectOwnCompanies, selectCompanyDirectory, selectCustomerSelection],
  (viewer, own, directory, selection): Company[] => {
    if (!viewer?.isSuperAdmin) return own.companies;
    const chosen = selection.company;
    if (!chosen || directory.companies.some((c) => c.id === chosen.id)) return directory.companies;
    return [chosen, ...directory.companies];
  },
);

/** The chosen contact person, resolved: from the loaded list, or the user herself. */
export const selectChosenContact = createSelector(
  [selectUser, selectCustomerSelection, selectCompanyContacts],
  (user, selection, contacts): ContactPerson | null => {
    if (!user || selection.contactId === null) return null;
    const listed = contacts.list.find((c) => c.id === selection.contactId);
    if (listed) return listed;
    return selection.contactId === user.id ? selfAsContact(user) : null;
  },
);

/**
 * The contact select shows for agents of the chosen company and for super admins
 * (docs/rules.md#customer-card).
 */
export const selectShowsContactSelect = createSelector(
  [selectUser, selectCustomerSelection],
  (user, selection) => (user ? picksContact(user, selection.company?.id ?? null) : false),
);
