export { printFilesReducer } from './printFilesSlice';
export type { PrintFilesState } from './printFilesSlice';
/** The tab's sagas load with it (see src/app/lazySagas.ts). */
export const loadPrintFilesRootSaga = () =>
  import('./printFilesSagas').then((module) => module.printFilesRootSaga);
export type { PrintFilesPanelProps } from './components/PrintFilesPanel';

export { LazyPrintFilesPanel } from './LazyPrintFilesPanel';
