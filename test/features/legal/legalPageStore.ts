import { createAppStore } from '../../../src/app/store';
import { marketRestored } from '../../../src/features/market';
import { norway } from '../../support/fixtures';

/** A store in a market of the language (its addresses follow it), with no sagas: a page's own state. */
export function legalPageStore(language: 'sv' | 'en') {
  const { store } = createAppStore({ runSagas: false });
  if (language === 'en') store.dispatch(marketRestored(norway));
  return store;
}
