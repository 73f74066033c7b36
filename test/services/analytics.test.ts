import { createAnalytics } from '../../src/services/analytics';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

function fakeWindow(dataLayer?: unknown[]): DataLayerWindow {
  return (dataLayer ? { dataLayer } : {}) as DataLayerWindow;
}

describe('createAnalytics', () => {
  afterEach(() => {
    delete (window as DataLayerWindow).dataLayer;
  });

  it('creates the dataLayer when missing and pushes the event with its params', () => {
    const win = fakeWindow();
    createAnalytics(win).track('login', { method: 'email' });
    expect(win.dataLayer).toEqual([{ event: 'login', method: 'email' }]);
  });

  it('appends to an existing dataLayer and keeps what is already there', () => {
    const win = fakeWindow([{ 'gtm.start': 1 }]);
    const analytics = createAnalytics(win);
    analytics.track('page_view');
    analytics.track('search', { search_term: 'mugg' });
    expect(win.dataLayer).toEqual([
      { 'gtm.start': 1 },
      { event: 'page_view' },
      { event: 'search', search_term: 'mugg' },
    ]);
  });

  it('pushes a null ecommerce object before an event that carries ecommerce data', () => {
    const win = fakeWindow();
    const ecommerce = { currency: 'SEK', value: 199, items: [{ item_id: 'v-1', quantity: 1 }] };
    createAnalytics(win).track('add_to_cart', { ecommerce });
    expect(win.dataLayer).toEqual([{ ecommerce: null }, { event: 'add_to_cart', ecommerce }]);
  });

  it('does not clear ecommerce for events without ecommerce data', () => {
    const win = fakeWindow();
    createAnalytics(win).track('sign_up', { method: 'email' });
    expect(win.dataLayer).not.toContainEqual({ ecommerce: null });
  });

  it("uses the page's window by default", () => {
    createAnalytics().track('page_view');
    expect((window as DataLayerWindow).dataLayer).toEqual([{ event: 'page_view' }]);
  });
});
