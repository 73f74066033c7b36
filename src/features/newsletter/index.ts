export {
  newsletterReducer,
  newsletterSubscribeRequested,
  newsletterSubscribed,
  newsletterSubscribeFailed,
} from './newsletterSlice';
export type { NewsletterState } from './newsletterSlice';
export { selectNewsletter } from './selectors';
/** The feature's sagas load with its routes (see src/app/lazySagas.ts). */
export const loadNewsletterRootSaga = () =>
  import('./newsletterSagas').then((module) => module.newsletterRootSaga);
export { LazyNewsletterBlock as NewsletterBlock } from './components/LazyNewsletterBlock';
export type { NewsletterBlockProps } from './components/NewsletterFrame';
