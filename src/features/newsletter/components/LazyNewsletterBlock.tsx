import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { lazyNamed } from '../../../components/lazyNamed';
import { NEWSLETTER_FORM_HEIGHT, NewsletterFrame, type NewsletterBlockProps } from './NewsletterFrame';
import { useNearViewport } from './useNearViewport';

const { Component: Block } = lazyNamed<NewsletterBlockProps>(
  () => import('./NewsletterBlock'),
  'NewsletterBlock',
);

/**
 * Far enough ahead that on a slow connection the form's code has come before the block scrolls
 * into view, near enough that a visitor who never scrolls that far never fetches it.
 */
const AHEAD_OF_VIEWPORT = '400px 0px';

/**
 * The block's form code (formik, yup, the field: about 30 kB gzip) loads only as the block comes
 * near the viewport, so a page that shows it below the fold, such as the home page, keeps its
 * first JavaScript small (docs/performance.md#budgets). Until then the block shows its image,
 * title and description, and keeps the form's place free.
 */
export function LazyNewsletterBlock(props: NewsletterBlockProps) {
  const [nearRef, near] = useNearViewport<HTMLElement>(AHEAD_OF_VIEWPORT);
  const standIn = (
    <NewsletterFrame {...props} landmark={false} ref={near ? undefined : nearRef}>
      <Box aria-hidden sx={{ minHeight: NEWSLETTER_FORM_HEIGHT }} />
    </NewsletterFrame>
  );
  if (!near) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Block {...props} />
    </Suspense>
  );
}
