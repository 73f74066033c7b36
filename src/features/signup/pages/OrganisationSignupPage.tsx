import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../core/hooks';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { PageHead } from '../../../components/head/PageHead';
import { selectCurrentMarket } from '../../market';
import { selectSettings, selectSettingsRequest } from '../../settings';
import { ConfirmEmailCard } from '../components/ConfirmEmailCard';
import { OrganisationSignupForm } from '../components/OrganisationSignupForm';
import { SignupCard } from '../components/SignupCard';
import { SignupTypeChooser } from '../components/SignupTypeChooser';
import { organisationWithNormalisedPhones } from '../normalisedPhones';
import { selectCreatedContact } from '../selectors';
import { organisationSignupRequested } from '../signupSlice';
import { useSignupPage } from '../useSignupPage';

/**
 * /signup/ (docs/rules.md#organisation-signup). With the organisation-signup setting off only
 * the contact-person part shows, which makes a customer account.
 */
export default function OrganisationSignupPage() {
  const intl = useIntl();
  const { dispatch, submitting, confirmEmailFor } = useSignupPage();
  const settings = useAppSelector(selectSettings);
  const settingsRequest = useAppSelector(selectSettingsRequest);
  const market = useAppSelector(selectCurrentMarket);
  const createdContact = useAppSelector(selectCreatedContact);
  const head = (
    <PageHead
      title={intl.formatMessage({
        id: confirmEmailFor ? 'signup.confirm.title' : 'signup.organisation.title',
      })}
    />
  );

  if (confirmEmailFor) {
    return (
      <>
        {head}
        <ConfirmEmailCard email={confirmEmailFor} />
      </>
    );
  }
  // The form's sections depend on the settings: wait for them rather than reshape the form later.
  if (!settings && settingsRequest.status !== 'failed') {
    return (
      <>
        {head}
        <PageSkeleton />
      </>
    );
  }
  const withOrganisation = settings?.organisationSignupEnabled ?? false;
  return (
    <>
      {head}
      <SignupCard
        title={intl.formatMessage({ id: 'signup.organisation.title' })}
        // Without organisation sign-up this page makes a customer account: there is nothing to choose.
        chooser={withOrganisation ? <SignupTypeChooser current="business" /> : null}
        intro={intl.formatMessage({
          id: withOrganisation ? 'signup.organisation.intro' : 'signup.organisation.introContactOnly',
        })}
      >
        <OrganisationSignupForm
          key={withOrganisation ? 'organisation' : 'contact'}
          withOrganisation={withOrganisation}
          showLoginLink={settings?.loginButtonEnabled ?? false}
          phoneCountry={market.country}
          submitting={submitting}
          createdContactEmail={withOrganisation ? (createdContact?.email ?? null) : null}
          onSubmit={(values) =>
            dispatch(
              organisationSignupRequested({
                values: organisationWithNormalisedPhones(values),
                withOrganisation,
              }),
            )
          }
        />
      </SignupCard>
    </>
  );
}
