import { call, select, take } from 'typed-redux-saga';
import { service } from '../../core/services';
import { config } from '../../config';
import { cookieNames } from '../../services/cookies';
import { selectSettingsRequest, selectStoreGroups } from './selectors';
import { settingsFailed, settingsSucceeded } from './settingsSlice';

export interface StoreGroupRef {
  id: string;
  slug: string;
}

/** Returns once the settings have loaded or failed (the store groups come with them). */
export function* waitForSettings() {
  const request = yield* select(selectSettingsRequest);
  if (request.status === 'succeeded' || request.status === 'failed') return;
  yield* take([settingsSucceeded.type, settingsFailed.type]);
}

/**
 * The visitor's store group for prices and lookups: the storeGroupId cookie the cart session
 * sets, else the group named by the storeGroupSlug cookie, else the default group. Without the
 * id cookie the slug is mapped to an id through the settings, so this waits for them.
 */
export function* resolveStoreGroup() {
  const cookies = yield* service('cookies');
  const id = yield* call(cookies.get, cookieNames.storeGroupId);
  const slugCookie = yield* call(cookies.get, cookieNames.storeGroupSlug);
  if (id) {
    const groups = yield* select(selectStoreGroups);
    const slug = groups.find((group) => group.id === id)?.slug ?? slugCookie ?? config.defaultStoreGroup;
    return { id, slug } satisfies StoreGroupRef;
  }
  yield* call(waitForSettings);
  const slug = slugCookie || config.defaultStoreGroup;
  const groups = yield* select(selectStoreGroups);
  // The backend takes a slug where it knows no id, as the cart session does.
  return { id: groups.find((group) => group.slug === slug)?.id ?? slug, slug } satisfies StoreGroupRef;
}

/**
 * The store group to ask the home listing for, without waiting for the settings: the listing
 * takes a group's slug as well as its id, so a new visitor's listing goes out beside the settings
 * instead of after them. With the id cookie, or once the settings are in, it is resolveStoreGroup's.
 */
export function* listingStoreGroup() {
  const cookies = yield* service('cookies');
  const id = yield* call(cookies.get, cookieNames.storeGroupId);
  const request = yield* select(selectSettingsRequest);
  if (id || request.status === 'succeeded' || request.status === 'failed')
    return yield* call(resolveStoreGroup);
  const slug = (yield* call(cookies.get, cookieNames.storeGroupSlug)) || config.defaultStoreGroup;
  return { id: slug, slug } satisfies StoreGroupRef;
}
