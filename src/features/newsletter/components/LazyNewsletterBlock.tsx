import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { lazyNamed } from '../../../components/lazyNamed';
import type { NewsletterBlockProps } from './NewsletterBlock';

const { Component: Block } = lazyNamed<NewsletterBlockProps>(
  () => import('./NewsletterBlock'),
  'NewsletterBlock',
);

/**
 * The block's form code (formik, yup) loads after the page's own, so a page that shows it, such
 * as the home page, keeps its first JavaScript small (docs/performance.md#budgets).
 */
export function LazyNewsletterBlock(props: NewsletterBlockProps) {
  return (
    <Suspense fallback={<Box aria-hidden sx={{ mt: 6, minHeight: 200 }} />}>
      <Block {...props} />
    </Suspense>
  );
}
