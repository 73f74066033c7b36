export {
  newsletterReducer,
  newsletterSubscribeRequested,
  newsletterSubscribed,
  newsletterSubscribeFailed,
} from './newsletterSlice';
export type { NewsletterState, NewsletterStatus } from './newsletterSlice';
export { selectNewsletter } from './selectors';
export { newsletterRootSaga } from './newsletterSagas';
export { LazyNewsletterBlock as NewsletterBlock } from './components/LazyNewsletterBlock';
export type { NewsletterBlockProps } from './components/NewsletterBlock';
