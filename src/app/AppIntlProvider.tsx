import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useAppSelector } from '../core/hooks';
import { selectCurrentMarket } from '../features/market';
import {
  catalogueLanguage,
  catalogueReady,
  cataloguesVersion,
  loadCatalogue,
  loadedCatalogue,
  subscribeToCatalogues,
  type CatalogueLanguage,
} from './catalogues';

/**
 * The UI language follows the chosen market. A language whose catalogue has not arrived yet
 * keeps the page in the language it shows until it has (a moment after a market switch).
 */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const market = useAppSelector(selectCurrentMarket);
  // Re-renders when a catalogue arrives (a page's texts, another language).
  useSyncExternalStore(subscribeToCatalogues, cataloguesVersion, cataloguesVersion);
  const wanted = catalogueLanguage(market.language);
  const ready = catalogueReady(wanted);
  // The language on screen: the wanted one once its texts are all there, else the one shown last.
  const [shown, setShown] = useState<CatalogueLanguage>(() => (ready ? wanted : 'sv'));
  if (ready && shown !== wanted) setShown(wanted);
  const language = ready ? wanted : shown;
  const messages = loadedCatalogue(language) ?? {};

  useEffect(() => {
    // Its arrival re-renders through the subscription. Offline or a deploy mid-visit: the page
    // stays in the language it has.
    if (!ready) loadCatalogue(wanted).catch(() => undefined);
  }, [wanted, ready]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <IntlProvider locale={`${language}-${market.country}`} defaultLocale="sv-SE" messages={messages}>
      {children}
    </IntlProvider>
  );
}
