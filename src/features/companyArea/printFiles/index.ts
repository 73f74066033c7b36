import { lazyNamed } from '../../../components/lazyNamed';
import type { PrintFilesPanelProps } from './components/PrintFilesPanel';

export { printFilesReducer } from './printFilesSlice';
export type { PrintFilesState } from './printFilesSlice';
/** The tab's sagas load with it (see src/app/lazySagas.ts). */
export const loadPrintFilesRootSaga = () =>
  import('./printFilesSagas').then((module) => module.printFilesRootSaga);
export type { PrintFilesPanelProps } from './components/PrintFilesPanel';

/** The panel loads when first rendered, so react-dropzone stays out of the first page's bundle. */
export const LazyPrintFilesPanel = lazyNamed<PrintFilesPanelProps>(
  () => import('./components/PrintFilesPanel'),
  'PrintFilesPanel',
);
