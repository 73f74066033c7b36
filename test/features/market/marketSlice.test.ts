import { settingsSucceeded } from '../../../src/features/settings/settingsSlice';
import { defaultMarket, isMarket } from '../../../src/features/market/defaultMarket';
import { marketChosen, marketReducer, marketRestored } from '../../../src/features/market/marketSlice';
import {
  selectCurrentMarket,
  selectLanguage,
  selectLocale,
  selectMarkets,
} from '../../../src/features/market/selectors';
import { finland, norway, shopConfig, sweden } from '../../support/fixtures';

const initial = marketReducer(undefined, { type: '@@init' });

describe('marketSlice', () => {
  it('starts with no markets and the default Swedish market selected', () => {
    expect(initial).toEqual({ markets: [], selected: defaultMarket });
    expect(defaultMarket).toMatchObject({ id: 'se', country: 'SE', language: 'sv', currency: 'SEK' });
  });

  it('marketChosen selects the market the shopper picked', () => {
    expect(marketReducer(initial, marketChosen(norway)).selected).toEqual(norway);
  });

  it('marketRestored selects the market remembered from an earlier visit', () => {
    expect(marketReducer(initial, marketRestored(finland)).selected).toEqual(finland);
  });

  it('settingsSucceeded stores the markets and refreshes the selected market from the list by id', () => {
    // Norway as remembered before the backend renamed it and changed its currency.
    const stale = { ...norway, name: 'Gamle Norge', currency: 'SEK' };
    const state = marketReducer(
      marketReducer(initial, marketRestored(stale)),
      settingsSucceeded(shopConfig()),
    );
    expect(state.markets).toEqual([sweden, norway, finland]);
    expect(state.selected).toEqual(norway);
  });

  it('settingsSucceeded falls back to the first market when the selected id is not in the list', () => {
    // A market the backend no longer has (the seed has no Denmark).
    const unknown = { ...norway, id: 'dk', name: 'Danmark', country: 'DK', language: 'da' };
    const state = marketReducer(
      marketReducer(initial, marketRestored(unknown)),
      settingsSucceeded(shopConfig({ markets: [finland, norway] })),
    );
    expect(state.selected).toEqual(finland);
  });

  it('settingsSucceeded keeps the default market when the backend sends no markets', () => {
    const state = marketReducer(
      marketReducer(initial, marketChosen(norway)),
      settingsSucceeded(shopConfig({ markets: [] })),
    );
    expect(state.markets).toEqual([]);
    expect(state.selected).toEqual(defaultMarket);
  });
});

describe('market selectors', () => {
  it("selectLocale joins the selected market's language and country ('sv-SE' by default)", () => {
    expect(selectLocale({ market: initial })).toBe('sv-SE');
    expect(selectLocale({ market: marketReducer(initial, marketChosen(norway)) })).toBe('en-NO');
  });

  it('selectLanguage, selectCurrentMarket and selectMarkets read the market state', () => {
    const market = marketReducer(
      marketReducer(initial, settingsSucceeded(shopConfig())),
      marketChosen(finland),
    );
    expect(selectLanguage({ market })).toBe('en');
    expect(selectCurrentMarket({ market })).toEqual(finland);
    expect(selectMarkets({ market })).toEqual([sweden, norway, finland]);
  });
});

describe('isMarket', () => {
  it('accepts a complete market and rejects values missing a required field or with an empty one', () => {
    expect(isMarket(norway)).toBe(true);
    const { currency: _currency, ...withoutCurrency } = norway;
    expect(isMarket(withoutCurrency)).toBe(false);
    expect(isMarket({ ...norway, id: '' })).toBe(false);
    expect(isMarket({ ...norway, country: 47 })).toBe(false);
  });
});
