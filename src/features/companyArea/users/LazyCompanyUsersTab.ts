import { lazyNamed } from '../../../components/lazyNamed';
import type { CompanyUsersTabProps } from './components/CompanyUsersTab';

// The tab's code loads when it is first shown. The company page imports it from here, not from
// the index, so the tab's slices and sagas load with the tab too (src/core/featureLoading.tsx).
export const LazyCompanyUsersTab = lazyNamed<CompanyUsersTabProps>(
  () => import('./components/CompanyUsersTab'),
  'CompanyUsersTab',
);
