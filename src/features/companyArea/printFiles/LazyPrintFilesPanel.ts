import { lazyNamed } from '../../../components/lazyNamed';
import type { PrintFilesPanelProps } from './components/PrintFilesPanel';

// The panel loads when first rendered, so react-dropzone stays out of the first page's bundle. The
// company page imports it from here, not from the index, so the panel's slice and sagas load with
// it too (src/core/featureLoading.tsx).
export const LazyPrintFilesPanel = lazyNamed<PrintFilesPanelProps>(
  () => import('./components/PrintFilesPanel'),
  'PrintFilesPanel',
);
