import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import shellEn from '../../../src/i18n/en.json';
import shellSv from '../../../src/i18n/sv.json';
import TermsPage from '../../../src/features/legal/pages/TermsPage';
import { legalPageStore } from './legalPageStore';

export type Language = 'sv' | 'en';

const shell = { sv: shellSv, en: shellEn };
const locales = { sv: 'sv-SE', en: 'en-NO' };

/** The terms page under the shop's own catalogue of a language, as the app shows it. */
export function termsIn(language: Language) {
  return (
    <Provider store={legalPageStore(language)}>
      <IntlProvider locale={locales[language]} defaultLocale="sv-SE" messages={shell[language]}>
        <TermsPage />
      </IntlProvider>
    </Provider>
  );
}
