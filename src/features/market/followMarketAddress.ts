import { call, select } from 'typed-redux-saga';
import { service } from '../../core/services';
import { addressLanguage, publicPageAt, publicPath } from '../../core/paths';
import { selectCurrentMarket } from './selectors';

/**
 * A public page shows in the market's language at that language's address (/terms, /en/terms):
 * after the saved market is restored or another is chosen, a page at the other language's address
 * moves to its own, in place. Product pages follow the market in the catalogue's sagas.
 */
export function* followMarketAddress() {
  const navigation = yield* service('navigate');
  const market = yield* select(selectCurrentMarket);
  const path = yield* call([navigation, navigation.currentPath]);
  const shown = publicPageAt(path);
  if (!shown) return;
  const language = addressLanguage(market.language);
  if (shown.language !== language) {
    yield* call([navigation, navigation.navigate], publicPath(shown.page, language), { replace: true });
  }
}
