import { getContext } from 'typed-redux-saga';
import type { Api } from '../api';
import type { AnalyticsService } from '../services/analytics';
import type { CookieService } from '../services/cookies';
import type { NavigationService } from '../services/navigation';
import type { PaymentWidgetService } from '../services/paymentWidgets/lazy';
import type { PickedFilesService } from '../services/pickedFiles';
import type { ScriptLoader } from '../services/scriptLoader';
import type { KeyValueStorage } from '../services/storage';

/** What sagas get from their context; the app injects the real ones, tests supply fakes. */
export interface Services {
  api: Api;
  cookies: CookieService;
  localStorage: KeyValueStorage;
  sessionStorage: KeyValueStorage;
  analytics: AnalyticsService;
  navigate: NavigationService;
  scriptLoader: ScriptLoader;
  /** The embedded payment providers' widgets, driven through their own client APIs. */
  paymentWidgets: PaymentWidgetService;
  /** Saves a text file in the browser (the support log). */
  download: (filename: string, text: string) => void;
  /** The redacted action log for support staff. */
  supportLog: { exportText: () => string };
  /** Files the user picked for upload, by id (a File never goes into an action). */
  pickedFiles: PickedFilesService;
}

/** One of the saga's injected services, typed by its name: `const api = yield* service('api')`. */
export function* service<Name extends keyof Services>(name: Name) {
  return yield* getContext<Services[Name]>(name);
}
