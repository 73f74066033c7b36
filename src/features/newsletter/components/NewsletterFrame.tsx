import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode, type Ref } from 'react';
import { FormattedMessage } from 'react-intl';

/** The newsletter image is 1200×600 (docs/rules.md#newsletter). */
export const NEWSLETTER_IMAGE = { width: 1200, height: 600 } as const;

/**
 * The form's height before it has anything to say: the 56 px field and button side by side, or
 * stacked 16 px apart on a phone. What holds the form's place keeps it, so nothing moves when the
 * form arrives.
 */
export const NEWSLETTER_FORM_HEIGHT = { xs: 56 + 16 + 56, sm: 56 } as const;

export interface NewsletterBlockProps {
  /** Defaults to the translated 'Join our newsletter'. */
  title?: ReactNode;
  description?: ReactNode;
  imageUrl?: string;
  /** The image's text alternative; without it the image is decoration beside the title. */
  imageAlt?: string;
}

interface NewsletterFrameProps extends NewsletterBlockProps {
  /** The form, or what holds its place. */
  children: ReactNode;
  /**
   * Whether the block is a region named by its title. Only with its form: a landmark a
   * screen-reader user jumps to should be one they can sign up in.
   */
  landmark: boolean;
  ref?: Ref<HTMLElement>;
}

/** The block around the newsletter form: its image, title and description, none needing the form's code. */
export function NewsletterFrame({
  title,
  description,
  imageUrl,
  imageAlt = '',
  landmark,
  children,
  ref,
}: NewsletterFrameProps) {
  const titleId = `${useId()}-title`;
  return (
    <Box
      ref={ref}
      component="section"
      aria-labelledby={landmark ? titleId : undefined}
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
      {children}
    </Box>
  );
}
