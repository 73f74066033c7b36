/** Analytics events go to the dataLayer (Google Tag Manager's queue). */
export interface AnalyticsService {
  track(event: string, params?: Record<string, unknown>): void;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function createAnalytics(win: DataLayerWindow = window): AnalyticsService {
  return {
    track(event, params = {}) {
      win.dataLayer = win.dataLayer ?? [];
      // GA4 wants the previous ecommerce object cleared before a new one.
      if ('ecommerce' in params) win.dataLayer.push({ ecommerce: null });
      win.dataLayer.push({ event, ...params });
    },
  };
}
