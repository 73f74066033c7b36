import type { CompanyAreaState } from './companyAreaSlice';

type WithCompanyArea = { companyArea: CompanyAreaState };

export const selectCompanyArea = (state: WithCompanyArea) => state.companyArea;
export const selectSelectedCompany = (state: WithCompanyArea) => state.companyArea.selected;
export const selectCompanySave = (state: WithCompanyArea) => state.companyArea.save;
