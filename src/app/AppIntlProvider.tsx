import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useAppSelector } from '../core/hooks';
import { selectCurrentMarket } from '../features/market';
import { catalogueLanguage, loadCatalogue, loadedCatalogue, type CatalogueLanguage } from './catalogues';

/**
 * The UI language follows the chosen market. A language whose catalogue has not arrived yet
 * keeps the page in the language it shows until it has (a moment after a market switch).
 */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const market = useAppSelector(selectCurrentMarket);
  const wanted = catalogueLanguage(market.language);
  const [shown, setShown] = useState<CatalogueLanguage>(() => (loadedCatalogue(wanted) ? wanted : 'sv'));
  const language = loadedCatalogue(wanted) ? wanted : shown;
  const messages = loadedCatalogue(language) ?? {};

  useEffect(() => {
    let current = true;
    loadCatalogue(wanted).then(
      () => current && setShown(wanted),
      // Offline or a deploy mid-visit: the page stays in the language it has.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <IntlProvider locale={`${language}-${market.country}`} defaultLocale="sv-SE" messages={messages}>
      {children}
    </IntlProvider>
  );
}
