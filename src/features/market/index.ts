export { marketReducer, marketChosen, marketRestored } from './marketSlice';
export type { MarketState } from './marketSlice';
export { selectMarkets, selectCurrentMarket, selectLanguage, selectLocale } from './selectors';
export { marketRootSaga } from './marketSagas';
export { MarketSelector } from './components/MarketSelector';
export { usePublicPage, usePublicPath } from './usePublicPage';
export { hrefLangOf, ogLocaleOf } from './marketLocales';
