import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../core/hooks';
import { PageHead } from '../../../components/head/PageHead';
import { selectCurrentMarket } from '../../market';
import { selectSettings } from '../../settings';
import { ConfirmEmailCard } from '../components/ConfirmEmailCard';
import { CustomerSignupForm } from '../components/CustomerSignupForm';
import { SignupCard } from '../components/SignupCard';
import { SignupTypeChooser } from '../components/SignupTypeChooser';
import { customerWithNormalisedPhone } from '../normalisedPhones';
import { customerSignupRequested } from '../signupSlice';
import { useSignupPage } from '../useSignupPage';

/** /create-account/: a customer account (docs/rules.md#signup). */
export default function CustomerSignupPage() {
  const intl = useIntl();
  const { dispatch, submitting, confirmEmailFor } = useSignupPage();
  const settings = useAppSelector(selectSettings);
  const market = useAppSelector(selectCurrentMarket);
  const head = (
    <PageHead
      title={intl.formatMessage({ id: confirmEmailFor ? 'signup.confirm.title' : 'signup.customer.title' })}
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
  return (
    <>
      {head}
      <SignupCard
        title={intl.formatMessage({ id: 'signup.customer.title' })}
        // Without organisation sign-up there is no business account to choose.
        chooser={settings?.organisationSignupEnabled ? <SignupTypeChooser current="private" /> : null}
        intro={intl.formatMessage({ id: 'signup.customer.intro' })}
      >
        <CustomerSignupForm
          submitting={submitting}
          phoneLabel={intl.formatMessage({ id: 'signup.field.phone' })}
          phoneCountry={market.country}
          showLoginLink={settings?.loginButtonEnabled ?? false}
          onSubmit={(values) => dispatch(customerSignupRequested(customerWithNormalisedPhone(values)))}
        />
      </SignupCard>
    </>
  );
}
