import { createApi } from '../api/createApi';
import { createHttpClients } from '../api/http';
import { backendBaseUrls, config } from '../config';
import { createAnalytics } from '../services/analytics';
import { cookieNames, createCookieService } from '../services/cookies';
import { downloadText } from '../services/download';
import { earlyAnswersOf } from '../services/earlyAnswers';
import { createNavigation, type NavigationService } from '../services/navigation';
import { lazyPaymentWidgets } from '../services/paymentWidgets/lazy';
import { pickedFiles } from '../services/pickedFiles';
import { createScriptLoader } from '../services/scriptLoader';
import { createStorage } from '../services/storage';
import type { StoreServices } from './storeServices';
import { storedCartToken } from '../features/cart';

/**
 * The real browser services; tests build their own. The navigation is made beside the store, so
 * the router can bind it before these load.
 */
export function createBrowserServices(navigate: NavigationService = createNavigation()): StoreServices {
  const cookies = createCookieService();
  const http = createHttpClients(
    backendBaseUrls,
    {
      user: () => cookies.get(cookieNames.userToken),
      cart: () => storedCartToken(cookies),
    },
    undefined,
    earlyAnswersOf(window),
  );
  const scriptLoader = createScriptLoader();
  return {
    api: createApi(http, {
      authPrefix: config.authPrefix,
      userToken: () => cookies.get(cookieNames.userToken),
    }),
    cookies,
    localStorage: createStorage(() => window.localStorage),
    sessionStorage: createStorage(() => window.sessionStorage),
    analytics: createAnalytics(),
    navigate,
    scriptLoader,
    paymentWidgets: lazyPaymentWidgets(scriptLoader, {
      scripts: config.paymentScripts,
      adyenClientKey: config.adyenClientKey,
      adyenEnvironment: config.adyenEnvironment,
    }),
    download: downloadText,
    pickedFiles,
  };
}
