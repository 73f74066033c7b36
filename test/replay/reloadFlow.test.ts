import Cookies from 'js-cookie';
import { supportPageLoaded } from '../../src/core/supportLog';
import { SUPPORT_LOG_STORAGE_KEY } from '../../src/core/supportRecorder';
import { loginRequested, logoutRequested } from '../../src/features/auth';
import { cartDiscountCodeAddRequested, cartItemAddRequested } from '../../src/features/cart';
import { profileRootSaga } from '../../src/features/profile/profileSagas';
import { accountDeleteRequested } from '../../src/features/profile/profileSlice';
import { anna, DEMO_PASSWORD } from '../support/demoAccounts';
import { createTestStore, waitForState } from '../support/testStore';
import { importSupportLog, visibleState } from './replay';

type Store = ReturnType<typeof createTestStore>['store'];
type State = ReturnType<Store['getState']>;

/** A page of the shop in this tab: a new store that continues the tab's support log. */
function openPage(path: string, navigation: string) {
  return createTestStore({}, { supportLog: { storage: window.sessionStorage, page: { path, navigation } } });
}

const booted = (s: State) =>
  s.cart.request.status === 'succeeded' && s.settings.request.status === 'succeeded';

/** Add a T-shirt, apply SAVE10 and log in as Anna, as the shopper in the issue did. */
async function shopAndLogIn(store: Store) {
  await waitForState(store, booted);
  store.dispatch(cartItemAddRequested({ productVariantId: 'TEE-WHITE-M', quantity: 1 }));
  await waitForState(store, (s) => s.cart.adding.length === 0 && s.cart.cart!.items.length === 1);
  store.dispatch(cartDiscountCodeAddRequested({ code: 'SAVE10' }));
  await waitForState(store, (s) => s.cart.promo.request.status === 'succeeded');
  store.dispatch(loginRequested({ email: anna.email, password: DEMO_PASSWORD }));
  await waitForState(store, (s) => s.auth.login.status === 'succeeded');
}

const types = (actions: { type: string }[]) => actions.map((action) => action.type);

afterEach(() => window.sessionStorage.clear());

describe('a support log across a reload of the tab', () => {
  it("keeps the first page's actions, marks the reload, and replays in DevTools to the reloaded page's state", async () => {
    const first = openPage('/produkt/klassisk-t-shirt', 'navigate');
    await shopAndLogIn(first.store);
    first.recorder.persist();

    const second = openPage('/cart', 'reload');
    await waitForState(second.store, (s) => booted(s) && s.auth.user?.email === anna.email);
    const replay = importSupportLog(second.recorder.exportText());

    expect(replay.computedStates.filter((entry) => entry.error)).toEqual([]);
    expect(replay.state).toEqual(visibleState(second.store.getState()));
    expect(replay.state.cart.cart!.items.map((item) => item.productVariantId)).toEqual(['TEE-WHITE-M']);
    expect(replay.state.cart.cart!.discountCodes).toEqual([{ code: 'SAVE10' }]);

    const recorded = types(replay.actions);
    const loads = replay.actions.filter((action) => supportPageLoaded.match(action));
    expect(loads.map((action) => action.payload)).toEqual([
      { path: '/produkt/klassisk-t-shirt', navigation: 'navigate' },
      { path: '/cart', navigation: 'reload' },
    ]);
    const reload = recorded.lastIndexOf(supportPageLoaded.type);
    for (const before of [
      'cart/cartItemAddRequested',
      'cart/cartDiscountCodeAddRequested',
      'auth/loginSucceeded',
    ]) {
      expect(recorded.indexOf(before)).toBeGreaterThan(0);
      expect(recorded.indexOf(before)).toBeLessThan(reload);
    }
    // The replay starts the reloaded page from a fresh state, as the browser did: the login before
    // the reload is gone from the state until the new page reads the user again.
    const atReload = replay.computedStates[reload + 1]!.state; // +1: DevTools' own @@INIT comes first
    expect(atReload.auth.user).toBeNull();
    expect(atReload.cart.cart).toBeNull();
  });

  it('stores the log without the password or any token', async () => {
    const first = openPage('/', 'navigate');
    await shopAndLogIn(first.store);
    first.recorder.persist();
    const stored = window.sessionStorage.getItem(SUPPORT_LOG_STORAGE_KEY)!;
    expect(stored).toContain('auth/loginSucceeded');
    const secrets = [
      DEMO_PASSWORD,
      Cookies.get('userToken'),
      Cookies.get('refreshToken'),
      Cookies.get('cartToken'),
    ];
    for (const secret of secrets) {
      expect(secret).toBeTruthy();
      expect(stored).not.toContain(secret!);
    }
  });

  it("drops the log on logout: the next page's log starts after it", async () => {
    const first = openPage('/', 'navigate');
    await shopAndLogIn(first.store);
    first.recorder.persist();

    const second = openPage('/my-account/overview/', 'reload');
    await waitForState(second.store, (s) => booted(s) && s.auth.user !== null);
    second.store.dispatch(logoutRequested());
    await waitForState(second.store, (s) => s.auth.user === null);
    expect(window.sessionStorage.getItem(SUPPORT_LOG_STORAGE_KEY)).toBeNull();
    second.recorder.persist();

    const third = openPage('/', 'navigate');
    await waitForState(third.store, booted);
    const recorded = types(importSupportLog(third.recorder.exportText()).actions);
    expect(recorded).not.toContain('auth/loginSucceeded');
    expect(recorded).not.toContain('cart/cartDiscountCodeAddRequested');
    expect(recorded.filter((type) => type === supportPageLoaded.type)).toHaveLength(1);
  });

  it('drops the log when the shopper deletes her account', async () => {
    const first = openPage('/', 'navigate');
    await shopAndLogIn(first.store);
    first.recorder.persist();

    const second = openPage('/my-account/profile/', 'reload');
    second.startFeatureSaga('profile', profileRootSaga);
    await waitForState(second.store, (s) => booted(s) && s.auth.user !== null);
    second.store.dispatch(accountDeleteRequested());
    await waitForState(second.store, (s) => s.auth.user === null);
    expect(window.sessionStorage.getItem(SUPPORT_LOG_STORAGE_KEY)).toBeNull();
    const recorded = types(importSupportLog(second.recorder.exportText()).actions);
    expect(recorded).not.toContain('auth/loginSucceeded');
    expect(recorded).not.toContain(supportPageLoaded.type);
  });
});
