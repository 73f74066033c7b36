import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useFormik } from 'formik';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmailField } from '../../../components/form/EmailField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useFieldProps } from '../../../components/form/useFieldProps';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { useLocalText } from '../../../i18n/useLocalText';
import { newsletterBlockLeft, newsletterSubscribeRequested } from '../newsletterSlice';
import { newsletterSchema, type NewsletterValues } from '../schemas';
import { selectNewsletter } from '../selectors';
import { NewsletterFrame, type NewsletterBlockProps } from './NewsletterFrame';

/**
 * The newsletter sign-up (docs/rules.md#newsletter): an e-mail field, a submit button and the
 * list's answer. The code of a chunk of its own (formik, yup, the field), which the page asks for
 * as the block comes near (LazyNewsletterBlock).
 */
export function NewsletterBlock(props: NewsletterBlockProps) {
  const intl = useIntl();
  const resolve = useLocalText();
  const dispatch = useAppDispatch();
  const { request, message } = useAppSelector(selectNewsletter);
  const { status } = request;
  const pending = status === 'loading';
  const id = useId();

  const formik = useFormik<NewsletterValues>({
    initialValues: { email: '' },
    validationSchema: newsletterSchema,
    onSubmit: (values) => void dispatch(newsletterSubscribeRequested({ email: values.email })),
  });
  const field = useFieldProps(formik, `newsletter-${id.replace(/[^a-zA-Z0-9_-]/g, '')}`);

  // The address goes once the list has it; after a failure it stays for another try.
  const { resetForm } = formik;
  useEffect(() => {
    if (status === 'succeeded') resetForm();
  }, [status, resetForm]);

  useEffect(() => () => void dispatch(newsletterBlockLeft()), [dispatch]);

  return (
    <NewsletterFrame {...props} landmark>
      <form noValidate onSubmit={formik.handleSubmit} aria-busy={pending}>
        {/* As high as NEWSLETTER_FORM_HEIGHT, which the block keeps free until this arrives. */}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: 'flex-start', maxWidth: 640 }}
        >
          <EmailField {...field('email')} label={intl.formatMessage({ id: 'newsletter.email' })} />
          <SubmitButton pending={pending} sx={{ flexShrink: 0, minHeight: 56 }}>
            <FormattedMessage id="newsletter.submit" />
          </SubmitButton>
        </Stack>
      </form>
      {status === 'succeeded' && message ? (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {resolve(message)}
        </Alert>
      ) : null}
      {status === 'failed' && message ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {resolve(message)}
        </Alert>
      ) : null}
    </NewsletterFrame>
  );
}
