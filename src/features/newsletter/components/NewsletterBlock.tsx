import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect, useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmailField } from '../../../components/form/EmailField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useFieldProps } from '../../../components/form/useFieldProps';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { useLocalText } from '../../../i18n/useLocalText';
import { newsletterBlockLeft, newsletterSubscribeRequested } from '../newsletterSlice';
import { newsletterSchema, type NewsletterValues } from '../schemas';
import { selectNewsletter } from '../selectors';

/** The newsletter image is 1200×600 (docs/rules.md#newsletter). */
export const NEWSLETTER_IMAGE = { width: 1200, height: 600 } as const;

export interface NewsletterBlockProps {
  /** Defaults to the translated 'Join our newsletter'. */
  title?: ReactNode;
  description?: ReactNode;
  imageUrl?: string;
  /** The image's text alternative; without it the image is decoration beside the title. */
  imageAlt?: string;
}

/**
 * The newsletter sign-up (docs/rules.md#newsletter): an e-mail field, a submit button and the
 * list's answer.
 */
export function NewsletterBlock({ title, description, imageUrl, imageAlt = '' }: NewsletterBlockProps) {
  const intl = useIntl();
  const resolve = useLocalText();
  const dispatch = useAppDispatch();
  const { status, message } = useAppSelector(selectNewsletter);
  const pending = status === 'submitting';
  const id = useId();
  const titleId = `${id}-title`;

  const formik = useFormik<NewsletterValues>({
    initialValues: { email: '' },
    validationSchema: newsletterSchema,
    onSubmit: (values) => void dispatch(newsletterSubscribeRequested({ email: values.email })),
  });
  const field = useFieldProps(formik, `newsletter-${id.replace(/[^a-zA-Z0-9_-]/g, '')}`);

  // The address goes once the list has it; after a failure it stays for another try.
  const { resetForm } = formik;
  useEffect(() => {
    if (status === 'success') resetForm();
  }, [status, resetForm]);

  useEffect(() => () => void dispatch(newsletterBlockLeft()), [dispatch]);

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ mt: 6, mb: 2, p: { xs: 2, sm: 4 }, bgcolor: 'action.hover', borderRadius: 2 }}
    >
      {imageUrl ? (
        <Box
          component="img"
          src={imageUrl}
          alt={imageAlt}
          width={NEWSLETTER_IMAGE.width}
          height={NEWSLETTER_IMAGE.height}
          loading="lazy"
          decoding="async"
          sx={{
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: `${NEWSLETTER_IMAGE.width} / ${NEWSLETTER_IMAGE.height}`,
            objectFit: 'cover',
            borderRadius: 1,
            mb: 3,
          }}
        />
      ) : null}
      <Typography id={titleId} variant="h2" gutterBottom sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
        {title ?? <FormattedMessage id="newsletter.title" />}
      </Typography>
      {description ? <Typography sx={{ mb: 2, maxWidth: '65ch' }}>{description}</Typography> : null}
      <form noValidate onSubmit={formik.handleSubmit} aria-busy={pending}>
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
      {status === 'success' && message ? (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {resolve(message)}
        </Alert>
      ) : null}
      {status === 'error' && message ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {resolve(message)}
        </Alert>
      ) : null}
    </Box>
  );
}
