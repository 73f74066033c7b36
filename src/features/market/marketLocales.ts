import type { Market } from '../../api/types';

/** Search engines' name of a market's language and region: 'sv-SE', 'en-NO'. */
export const hrefLangOf = (market: Market) =>
  `${market.language.toLowerCase()}-${market.country.toUpperCase()}`;

/** Open Graph's name of the same: 'sv_SE'. */
export const ogLocaleOf = (market: Market) =>
  `${market.language.toLowerCase()}_${market.country.toUpperCase()}`;
