import { marketChosen } from '../../src/features/market';
import { supportLogDownloadRequested } from '../../src/core/supportLog';
import { createTestStore, waitForState } from '../support/testStore';
import { replaySupportLog, visibleState } from './replay';

describe('replaying a support log', () => {
  it('rebuilds the exact state of a session: boot, settings, cart session and a market switch', async () => {
    const { store, recorder } = createTestStore();
    await waitForState(store, (s) => s.cart.request.status === 'succeeded');
    const norway = store.getState().market.markets.find((m) => m.id === 'no');
    expect(norway).toBeDefined();
    store.dispatch(marketChosen(norway!));

    const replayed = replaySupportLog(recorder.exportLog());
    expect(replayed).toEqual(visibleState(store.getState()));
    expect(replayed.market.selected.currency).toBe('NOK');
  });

  it('records the actions a shopper caused, in order, and the downloaded file is the same log', async () => {
    const { store, downloads } = createTestStore();
    await waitForState(store, (s) => s.cart.request.status === 'succeeded');
    store.dispatch(supportLogDownloadRequested());
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.filename).toBe('support-log.json');
    const types = (JSON.parse(JSON.parse(downloads[0]!.text).payload) as { type: string }[]).map(
      (a) => a.type,
    );
    expect(types).toEqual(
      expect.arrayContaining([
        'settings/settingsRequested',
        'settings/settingsSucceeded',
        'cart/cartSucceeded',
      ]),
    );
    // A returning visitor's cart (the first test left its token cookie) loads beside the settings.
    expect(types.indexOf('settings/settingsRequested')).toBeLessThan(types.indexOf('cart/cartSucceeded'));
    expect(replaySupportLog(downloads[0]!.text)).toEqual(visibleState(store.getState()));
  });
});
