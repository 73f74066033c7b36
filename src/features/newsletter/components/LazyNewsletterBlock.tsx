import Box from '@mui/material/Box';
import { useEffect, useState, type ComponentType } from 'react';
import { ActionAlert } from '../../../components/ActionAlert';
import { useFeatureLoader } from '../../../core/featureLoading';
import { NEWSLETTER_FORM_HEIGHT, NewsletterFrame, type NewsletterBlockProps } from './NewsletterFrame';
import { useNearViewport } from './useNearViewport';

/**
 * Far enough ahead that on a slow connection the form's code has come before the block scrolls
 * into view, near enough that a visitor who never scrolls that far never fetches it.
 */
const AHEAD_OF_VIEWPORT = '400px 0px';

const newsletterFeature = ['newsletter'] as const;

type Form = ComponentType<NewsletterBlockProps>;

const loadForm = (): Promise<Form> => import('./NewsletterBlock').then((module) => module.NewsletterBlock);

/**
 * The block's form code (formik, yup, the field: about 30 kB gzip) loads only as the block comes
 * near the viewport, so a page that shows it below the fold, such as the home page, keeps its
 * first JavaScript small (docs/performance.md#budgets). Until then the block shows its image,
 * title and description, and keeps the form's place free. The newsletter's slice and saga load
 * with the form, not with the page (whose first render would then wait for the sagas' runtime),
 * and the form shows once they run, so a sign-up never goes to a saga that is not there. If any
 * of it fails to load (the connection dropped while scrolling), the block says so where the form
 * would be and offers to reload the page; the rest of the page stays as it is. A reload, not a
 * retry here: the browser keeps a module that failed to load as failed, and asking again fetches
 * nothing.
 */
export function LazyNewsletterBlock(props: NewsletterBlockProps) {
  const [nearRef, near] = useNearViewport<HTMLElement>(AHEAD_OF_VIEWPORT);
  const loadFeatures = useFeatureLoader();
  // Kept as an object: a component put straight into state would be called as an updater.
  const [form, setForm] = useState<{ Form: Form } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!near || form || failed) return;
    let mounted = true;
    Promise.all([loadForm(), loadFeatures(newsletterFeature)]).then(
      ([Form]) => mounted && setForm({ Form }),
      () => mounted && setFailed(true),
    );
    return () => {
      mounted = false;
    };
  }, [near, form, failed, loadFeatures]);

  if (form) return <form.Form {...props} />;
  return (
    <NewsletterFrame {...props} landmark={false} ref={near ? undefined : nearRef}>
      <Box aria-hidden={failed ? undefined : true} sx={{ minHeight: NEWSLETTER_FORM_HEIGHT }}>
        {failed ? (
          <ActionAlert
            messageId="newsletter.error.load"
            actionId="newsletter.reload"
            onAction={() => window.location.reload()}
          />
        ) : null}
      </Box>
    </NewsletterFrame>
  );
}
