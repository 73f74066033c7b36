import delayP from '@redux-saga/delay-p';
import type { UnknownAction } from '@reduxjs/toolkit';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, type EffectProviders, type StaticProvider } from 'redux-saga-test-plan/providers';
import { getContext } from 'redux-saga/effects';
import type { Market } from '../../src/api/types';
import type { Services } from '../../src/core/services';
import { marketRestored } from '../../src/features/market/marketSlice';
import type { NotificationsState } from '../../src/features/notifications/notificationsSlice';
import { settingsSucceeded } from '../../src/features/settings/settingsSlice';
import { now } from '../../src/lib/clock';
import { newId } from '../../src/lib/ids';
import type { CookieName } from '../../src/services/cookies';
import { fakeCookies, fakeServices, fakeStorage } from './fakeServices';
import { shopConfig, sweden } from './fixtures';

type ReducerOf<S> = (state: S | undefined, action: UnknownAction) => S;

/** What `call(now)` answers unless a test provides its own time. */
export const TEST_NOW = 1_000;

interface SagaSetup {
  cookies?: Partial<Record<CookieName, string>>;
  localStorage?: Record<string, unknown>;
  sessionStorage?: Record<string, unknown>;
  /** Services a test brings itself (a fake payment widget …). */
  services?: Partial<Services>;
}

/** Fresh fake services for one test, and the providers that hand them, time, ids and delays to the saga. */
function setup(options: SagaSetup = {}) {
  const cookies = fakeCookies(options.cookies);
  const localStorage = fakeStorage(options.localStorage);
  const sessionStorage = fakeStorage(options.sessionStorage);
  const fakes = fakeServices({ cookies, localStorage, sessionStorage, ...options.services });
  const { services } = fakes;
  let ids = 0;
  const providers: (StaticProvider | EffectProviders)[] = [
    [matchers.call.fn(newId), dynamic(() => `id-${(ids += 1)}`)],
    [matchers.call.fn(now), TEST_NOW],
    // Delays end at once; a test that needs one to last puts `delaysUntil(held())` first
    // (sagaMustFinish.ts).
    [matchers.call.fn(delayP), null],
    ...(Object.keys(services) as (keyof Services)[]).map((name): StaticProvider => [
      getContext(name),
      services[name],
    ]),
    {
      getContext: (name) => {
        throw new Error(`No service '${String(name)}' in the saga context`);
      },
    },
  ];
  return { ...fakes, api: services.api, cookies, localStorage, sessionStorage, providers };
}

/**
 * The kit for `expectSaga` tests over the reducers a test needs (or the app's `rootReducer`):
 * `state(...actions)` builds a starting state, `setup()` the fakes and providers.
 */
export function sagaHarness<S>(reducer: ReducerOf<S>) {
  return {
    reducer,
    /** The reducer's state after these actions, from its initial state. */
    state: (...actions: UnknownAction[]): S =>
      actions.reduce(reducer, reducer(undefined, { type: '@@init' })),
    setup,
  };
}

/** The settings loaded from the seed and the shopper in a market. */
export function shopLoaded(market: Market = sweden): UnknownAction[] {
  return [settingsSucceeded(shopConfig()), marketRestored(market)];
}

/** The toasts in a state, as severity, title and message. */
export const toasts = (state: { notifications: NotificationsState }) =>
  Object.values(state.notifications.entities).map((n) => ({
    severity: n!.severity,
    title: n!.title,
    message: n!.message,
  }));
