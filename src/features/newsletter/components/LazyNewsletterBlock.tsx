import Box from '@mui/material/Box';
import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '../../../components/lazyNamed';
import { useFeatureLoader } from '../../../core/featureLoading';
import { NEWSLETTER_FORM_HEIGHT, NewsletterFrame, type NewsletterBlockProps } from './NewsletterFrame';
import { useNearViewport } from './useNearViewport';

const { Component: Block, preload: preloadBlock } = lazyNamed<NewsletterBlockProps>(
  () => import('./NewsletterBlock'),
  'NewsletterBlock',
);

/**
 * Far enough ahead that on a slow connection the form's code has come before the block scrolls
 * into view, near enough that a visitor who never scrolls that far never fetches it.
 */
const AHEAD_OF_VIEWPORT = '400px 0px';

const newsletterFeature = ['newsletter'] as const;

/**
 * The block's form code (formik, yup, the field: about 30 kB gzip) loads only as the block comes
 * near the viewport, so a page that shows it below the fold, such as the home page, keeps its
 * first JavaScript small (docs/performance.md#budgets). Until then the block shows its image,
 * title and description, and keeps the form's place free. The newsletter's slice and saga load
 * with the form, not with the page (whose first render would then wait for the sagas' runtime),
 * and the form shows once they run, so a sign-up never goes to a saga that is not there.
 */
export function LazyNewsletterBlock(props: NewsletterBlockProps) {
  const [nearRef, near] = useNearViewport<HTMLElement>(AHEAD_OF_VIEWPORT);
  const loadFeatures = useFeatureLoader();
  const [featureRuns, setFeatureRuns] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (!near) return;
    let mounted = true;
    preloadBlock();
    loadFeatures(newsletterFeature).then(
      () => mounted && setFeatureRuns(true),
      (error: unknown) => mounted && setFailure({ error }),
    );
    return () => {
      mounted = false;
    };
  }, [near, loadFeatures]);
  // As a failed load of the form's own code: to the route's error screen.
  if (failure) throw failure.error;

  const standIn = (
    <NewsletterFrame {...props} landmark={false} ref={near ? undefined : nearRef}>
      <Box aria-hidden sx={{ minHeight: NEWSLETTER_FORM_HEIGHT }} />
    </NewsletterFrame>
  );
  if (!near || !featureRuns) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Block {...props} />
    </Suspense>
  );
}
