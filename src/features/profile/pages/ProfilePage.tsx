import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { paths } from '../../../core/paths';
import { PageHead } from '../../../components/head/PageHead';
import { countryOfPhone } from '../../../lib/phone';
import { useSignedInUser } from '../../auth';
import { selectCurrentMarket } from '../../market';
import { selectSettings } from '../../settings';
import { DeleteAccountDialog } from '../components/DeleteAccountDialog';
import { ProfileForm } from '../components/ProfileForm';
import { ProfileSkeleton } from '../components/ProfileSkeleton';
import { profileSaveRequested } from '../profileSlice';
import { profileValuesFrom } from '../profileValues';
import { selectProfileSave, selectProfileSavedNoticeShown } from '../selectors';

/** /my-account/profile/: "My information" (docs/rules.md#profile). */
export default function ProfilePage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { user, redirect } = useSignedInUser(paths.profile);
  const settings = useAppSelector(selectSettings);
  const market = useAppSelector(selectCurrentMarket);
  const save = useAppSelector(selectProfileSave);
  const savedNoticeShown = useAppSelector(selectProfileSavedNoticeShown);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const head = <PageHead title={intl.formatMessage({ id: 'profile.title' })} />;

  // The selector defaults to the market's country, unless the stored number says otherwise.
  const initialValues = useMemo(() => {
    if (!user) return null;
    return profileValuesFrom(user, countryOfPhone(user.phone_number ?? '') ?? market.country);
  }, [user, market.country]);

  // A user who signs out here (or deletes the account) goes to the start page.
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <Card variant="outlined" sx={{ maxWidth: 720, mx: 'auto' }}>
      {head}
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h1" gutterBottom>
          {intl.formatMessage({ id: 'profile.title' })}
        </Typography>
        {initialValues ? (
          <ProfileForm
            initialValues={initialValues}
            settings={settings}
            saving={save.status === 'loading'}
            savedNoticeShown={savedNoticeShown}
            saveError={save.status === 'failed' ? (save.error?.message ?? '') : null}
            onSave={(values) => dispatch(profileSaveRequested(values))}
            onDeleteAccount={() => setDeleteOpen(true)}
          />
        ) : (
          <ProfileSkeleton />
        )}
        <DeleteAccountDialog open={deleteOpen} onClose={() => setDeleteOpen(false)} />
      </CardContent>
    </Card>
  );
}
