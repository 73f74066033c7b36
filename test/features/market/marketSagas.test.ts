import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { defaultMarket } from '../../../src/features/market/defaultMarket';
import { marketRootSaga, rememberMarket, restoreMarket } from '../../../src/features/market/marketSagas';
import { marketChosen, marketReducer, marketRestored } from '../../../src/features/market/marketSlice';
import { storageKeys } from '../../../src/services/storage';
import { contextProviders, fakeServices, fakeStorage } from '../../support/fakeServices';
import { finland, norway } from '../settings/fixtures';

const reducer = combineReducers({ market: marketReducer });
type State = ReturnType<typeof reducer>;

function setup(stored: Record<string, unknown> = {}) {
  const localStorage = fakeStorage(stored);
  const { services } = fakeServices({ localStorage });
  return { localStorage, context: contextProviders(services) };
}

describe('restoreMarket', () => {
  it('puts marketRestored with a valid market stored under storageKeys.market', async () => {
    const { context } = setup({ [storageKeys.market]: norway });
    const { storeState } = await expectSaga(restoreMarket)
      .withReducer(reducer)
      .provide(context)
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
    const { context } = setup({ [storageKeys.market]: value });
    const { storeState } = await expectSaga(restoreMarket)
      .withReducer(reducer)
      .provide(context)
      .not.put.actionType(marketRestored.type)
      .run();
    expect((storeState as State).market.selected).toEqual(defaultMarket);
  });

  it('does nothing when no market is stored', async () => {
    const { context } = setup();
    await expectSaga(restoreMarket)
      .withReducer(reducer)
      .provide(context)
      .not.put.actionType(marketRestored.type)
      .run();
  });
});

describe('rememberMarket', () => {
  it('writes the chosen market to localStorage under storageKeys.market', async () => {
    const { context, localStorage } = setup();
    await expectSaga(rememberMarket, marketChosen(finland)).provide(context).run();
    expect(storageKeys.market).toBe('market');
    expect(localStorage.get(storageKeys.market)).toEqual(finland);
  });
});

describe('marketRootSaga', () => {
  it('restores the stored market at start and remembers every market chosen afterwards', async () => {
    const { context, localStorage } = setup({ [storageKeys.market]: norway });
    const { storeState } = await expectSaga(marketRootSaga)
      .withReducer(reducer)
      .provide(context)
      .put(marketRestored(norway))
      .dispatch(marketChosen(finland))
      .silentRun(50);
    expect((storeState as State).market.selected).toEqual(finland);
    expect(localStorage.get(storageKeys.market)).toEqual(finland);
  });

  it('does not write to storage when it only restores a market', async () => {
    const { context, localStorage } = setup({ [storageKeys.market]: norway });
    await expectSaga(marketRootSaga)
      .withReducer(reducer)
      .provide(context)
      .put(marketRestored(norway))
      .not.call.fn(localStorage.set)
      .silentRun(50);
  });
});
