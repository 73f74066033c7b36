import { createSelector } from '@reduxjs/toolkit';
import { emptyCompanyFiles, type PrintFilesState } from './printFilesSlice';
import { visibleFiles } from './rules';

type WithPrintFiles = { printFiles: PrintFilesState };

export const selectCompanyPrintFiles = (state: WithPrintFiles, companyId: string) =>
  state.printFiles.companies[companyId] ?? emptyCompanyFiles;

/** The files the panel lists, without proofs and previews (docs/rules.md#print-files). */
export const selectVisiblePrintFiles = createSelector(
  [(state: WithPrintFiles, companyId: string) => selectCompanyPrintFiles(state, companyId).files],
  visibleFiles,
);

export const selectDeleteTarget = (state: WithPrintFiles) => state.printFiles.confirmDelete;
