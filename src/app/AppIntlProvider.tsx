import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useAppSelector } from '../core/hooks';
import { selectCurrentMarket } from '../features/market';
import { catalogueFor } from './catalogues';

/** The UI language follows the chosen market. */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const market = useAppSelector(selectCurrentMarket);
  const { language, messages } = catalogueFor(market.language);
  const locale = `${language}-${market.country}`;

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <IntlProvider locale={locale} defaultLocale="sv-SE" messages={messages}>
      {children}
    </IntlProvider>
  );
}
