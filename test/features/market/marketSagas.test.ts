import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { defaultMarket } from '../../../src/features/market/defaultMarket';
import { marketRootSaga, rememberMarket, restoreMarket } from '../../../src/features/market/marketSagas';
import { marketChosen, marketReducer, marketRestored } from '../../../src/features/market/marketSlice';
import { storageKeys } from '../../../src/services/storage';
import { finland, norway } from '../../support/fixtures';
import { sagaHarness } from '../../support/sagaHarness';
import { runToEnd } from '../../support/sagaMustFinish';

const { reducer, setup } = sagaHarness(combineReducers({ market: marketReducer }));
type State = ReturnType<typeof reducer>;

describe('restoreMarket', () => {
  it('puts marketRestored with a valid market stored under storageKeys.market', async () => {
    const { providers } = setup({ localStorage: { [storageKeys.market]: norway } });
    const { storeState } = await expectSaga(restoreMarket)
      .withReducer(reducer)
      .provide(providers)
      .put(marketRestored(norway))
      .run();
    expect((storeState as State).market.selected).toEqual(norway);
  });

  const { name: _name, ...missingName } = norway;
  it.each<[string, unknown]>([
    ['a market missing a field', missingName],
    ['a market with an empty id', { ...norway, id: '' }],
    ['a string', 'no'],
    ['null', null],
    ['a number', 47],
    ['an array', [norway]],
  ])('ignores %s stored as the market and keeps the default', async (_label, value) => {
    const { providers } = setup({ localStorage: { [storageKeys.market]: value } });
    const { storeState } = await expectSaga(restoreMarket)
      .withReducer(reducer)
      .provide(providers)
      .not.put.actionType(marketRestored.type)
      .run();
    expect((storeState as State).market.selected).toEqual(defaultMarket);
  });

  it('does nothing when no market is stored', async () => {
    const { providers } = setup();
    await expectSaga(restoreMarket)
      .withReducer(reducer)
      .provide(providers)
      .not.put.actionType(marketRestored.type)
      .run();
  });
});

describe('rememberMarket', () => {
  it('writes the chosen market to localStorage under storageKeys.market', async () => {
    const { providers, localStorage } = setup();
    await expectSaga(rememberMarket, marketChosen(finland)).provide(providers).run();
    expect(storageKeys.market).toBe('market');
    expect(localStorage.get(storageKeys.market)).toEqual(finland);
  });
});

describe('marketRootSaga', () => {
  it('restores the stored market at start and remembers every market chosen afterwards', async () => {
    const { providers, localStorage } = setup({ localStorage: { [storageKeys.market]: norway } });
    const { storeState } = await runToEnd(
      expectSaga(marketRootSaga)
        .withReducer(reducer)
        .provide(providers)
        .put(marketRestored(norway))
        .dispatch(marketChosen(finland)),
    );
    expect((storeState as State).market.selected).toEqual(finland);
    expect(localStorage.get(storageKeys.market)).toEqual(finland);
  });

  it('does not write to storage when it only restores a market', async () => {
    const { providers, localStorage } = setup({ localStorage: { [storageKeys.market]: norway } });
    await runToEnd(
      expectSaga(marketRootSaga)
        .withReducer(reducer)
        .provide(providers)
        .put(marketRestored(norway))
        .not.call.fn(localStorage.set),
    );
  });
});

describe('followMarketAddress', () => {
  /** A harness whose page is at `path` (the fake navigation's current path is its last target). */
  const at = (path: string, stored?: unknown) => {
    const made = setup(stored === undefined ? {} : { localStorage: { [storageKeys.market]: stored } });
    made.navigations.push(path);
    return made;
  };

  it("moves a public page at the other language's address to the restored market's, in place", async () => {
    const { providers, navigations } = at('/terms', norway);
    await runToEnd(expectSaga(marketRootSaga).withReducer(reducer).provide(providers));
    expect(navigations).toEqual(['/terms', '/en/terms']);
  });

  it('leaves a page alone that is at its market’s address, or is no public page', async () => {
    for (const [path, stored] of [
      ['/en/terms', norway],
      ['/terms', undefined],
      ['/checkout', norway],
      ['/produkt/klassisk-t-shirt', norway],
    ] as const) {
      const { providers, navigations } = at(path, stored);
      await runToEnd(expectSaga(marketRootSaga).withReducer(reducer).provide(providers));
      expect(navigations).toEqual([path]);
    }
  });

  it("moves the page to the chosen market's address: English to Swedish and back", async () => {
    const { providers, navigations } = at('/en/');
    await runToEnd(
      expectSaga(marketRootSaga)
        .withReducer(reducer, reducer(undefined, marketRestored(norway)))
        .provide(providers),
      marketChosen(defaultMarket),
      marketChosen(finland),
    );
    expect(navigations).toEqual(['/en/', '/', '/en/']);
  });
});
