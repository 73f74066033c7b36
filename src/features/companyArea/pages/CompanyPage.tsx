import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { Tab, Tabs } from '../../../components/Tabs';
import { SubPageHeading } from '../../../components/SubPageHeading';
import { WithFeatures } from '../../../core/featureLoading';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { paths } from '../../../core/paths';
import { useSignedInUser } from '../../auth';
import { LazyCompanyUsersTab } from '../users/LazyCompanyUsersTab';
import { selectCurrentMarket } from '../../market';
import { LazyPrintFilesPanel } from '../printFiles/LazyPrintFilesPanel';
import { companyScreenOpened } from '../companyAreaSlice';
import { hasCompanyArea, mayAdministerCompany, mayEditCompany } from '../companyRights';
import { CompanyForm } from '../details/CompanyForm';
import { CompanySelectorCard } from '../components/CompanySelectorCard';
import { selectSelectedCompany } from '../selectors';

type TabId = 'basic' | 'media' | 'users';

const panelFallback = <Skeleton variant="rounded" height={240} />;

// The tabs' slices and sagas load with the tab, not the page: its first screen is the basic tab.
const printFilesFeatures = ['printFiles'];
const usersFeatures = ['companyUsers'];

/** {accountLink}/company/: the company information screen (docs/rules.md#company-area). */
export default function CompanyPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { user, redirect } = useSignedInUser(paths.company);
  const company = useAppSelector(selectSelectedCompany);
  const market = useAppSelector(selectCurrentMarket);
  const [tab, setTab] = useState<TabId>('basic');

  const userId = user?.id;
  const isSuperAdmin = user?.is_super_admin ?? false;
  useEffect(() => {
    if (userId) dispatch(companyScreenOpened({ userId, isSuperAdmin }));
  }, [dispatch, userId, isSuperAdmin]);

  if (redirect) return <Navigate to={redirect} replace />;
  if (user && !hasCompanyArea(user)) return <Navigate to={paths.accountOverview} replace />;

  const canEdit = Boolean(user && company && mayEditCompany(user, company.id));
  const administers = Boolean(user && company && mayAdministerCompany(user, company.id));
  // Without a company only the dimmed basic tab shows; the users tab is for admins
  // (docs/rules.md#company-area). Other members see it disabled, with the reason, so they know the
  // company has users whom an admin manages; it never opens for them.
  const usersUnavailable = Boolean(user && company && !administers);
  const current: TabId = !company || (tab === 'users' && !administers) ? 'basic' : tab;
  const tabProps = (id: TabId) => ({
    value: id,
    id: `company-tab-${id}`,
    'aria-controls': `company-panel-${id}`,
    label: intl.formatMessage({ id: `companyArea.tab.${id}` }),
  });
  const panelProps = (id: TabId) => ({
    role: 'tabpanel',
    id: `company-panel-${id}`,
    'aria-labelledby': `company-tab-${id}`,
    hidden: current !== id,
    sx: { pt: 3 },
  });

  return (
    <Box component="section" aria-labelledby="company-title">
      <SubPageHeading
        id="company-title"
        titleId="companyArea.title"
        backTo={paths.accountOverview}
        backId="companyArea.back"
      />
      <CompanySelectorCard />
      <Tabs value={current} onChange={setTab} aria-label={intl.formatMessage({ id: 'companyArea.tabs' })}>
        <Tab {...tabProps('basic')} disabled={!company} />
        <Tab {...tabProps('media')} disabled={!company} />
        {user && company ? (
          <Tab
            {...tabProps('users')}
            unavailable={usersUnavailable}
            aria-describedby={usersUnavailable ? 'company-tab-users-reason' : undefined}
          />
        ) : null}
      </Tabs>
      {usersUnavailable ? (
        <Typography id="company-tab-users-reason" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          <FormattedMessage id="companyArea.tab.usersAdminOnly" />
        </Typography>
      ) : null}
      <Box {...panelProps('basic')}>
        {current === 'basic' ? (
          company && user ? (
            <CompanyForm
              key={company.id}
              company={company}
              canEdit={canEdit}
              marketCountry={market?.country ?? 'SE'}
            />
          ) : (
            <Typography color="text.secondary">
              <FormattedMessage id="companyArea.chooseCompany" />
            </Typography>
          )
        ) : null}
      </Box>
      <Box {...panelProps('media')}>
        {current === 'media' && company ? (
          <Suspense fallback={panelFallback}>
            <WithFeatures names={printFilesFeatures}>
              <LazyPrintFilesPanel.Component companyId={company.id} isAdmin={administers} />
            </WithFeatures>
          </Suspense>
        ) : null}
      </Box>
      {administers ? (
        <Box {...panelProps('users')}>
          {current === 'users' && company && user ? (
            <Suspense fallback={panelFallback}>
              <WithFeatures names={usersFeatures}>
                <LazyCompanyUsersTab.Component companyId={company.id} currentUserId={user.id} />
              </WithFeatures>
            </Suspense>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
