import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { legalPageStore } from './legalPageStore';
import en from '../../../src/features/legal/i18n/en.json';
import sv from '../../../src/features/legal/i18n/sv.json';
import shellEn from '../../../src/i18n/en.json';
import shellSv from '../../../src/i18n/sv.json';
import IntegrityPage from '../../../src/features/legal/pages/IntegrityPage';
import PrivacyPolicyPage from '../../../src/features/legal/pages/PrivacyPolicyPage';
import TermsPage from '../../../src/features/legal/pages/TermsPage';
import { preloadLegalTexts } from '../../../src/features/legal';

type Catalogue = Record<string, string>;

// The texts load a language at a time (LegalTextsSv/En.test.tsx); here both are in, so every
// page renders its texts at once.
beforeAll(() => Promise.all([preloadLegalTexts('sv'), preloadLegalTexts('en')]));

const catalogues: Record<'sv' | 'en', Catalogue> = { sv, en };

function renderPage(Page: ComponentType, locale: 'sv' | 'en') {
  const intlErrors: unknown[] = [];
  const result = render(
    <Provider store={legalPageStore(locale)}>
      <IntlProvider
        locale={locale}
        defaultLocale="sv"
        messages={{ sv: shellSv, en: shellEn }[locale]}
        onError={(e) => intlErrors.push(e)}
      >
        <Page />
      </IntlProvider>
    </Provider>,
  );
  return { ...result, intlErrors };
}

interface PageCase {
  name: string;
  Page: ComponentType;
  expected: Record<'sv' | 'en', { h1: string; section: string; documentTitle: string }>;
}

const pages: PageCase[] = [
  {
    name: 'TermsPage',
    Page: TermsPage,
    expected: {
      sv: { h1: 'Köpvillkor', section: 'Ångerrätt', documentTitle: 'Köpvillkor – Printfabriken' },
      en: {
        h1: 'Terms of purchase',
        section: 'Right of withdrawal',
        documentTitle: 'Terms of purchase – Printfabriken',
      },
    },
  },
  {
    name: 'IntegrityPage',
    Page: IntegrityPage,
    expected: {
      sv: {
        h1: 'Integritet och cookies',
        section: 'Cookies vi använder',
        documentTitle: 'Integritet och cookies – Printfabriken',
      },
      en: {
        h1: 'Privacy and cookies',
        section: 'Cookies we use',
        documentTitle: 'Privacy and cookies – Printfabriken',
      },
    },
  },
  {
    name: 'PrivacyPolicyPage',
    Page: PrivacyPolicyPage,
    expected: {
      sv: {
        h1: 'Integritetspolicy',
        section: 'Personuppgiftsansvarig',
        documentTitle: 'Integritetspolicy – Printfabriken',
      },
      en: {
        h1: 'Privacy policy',
        section: 'Data controller',
        documentTitle: 'Privacy policy – Printfabriken',
      },
    },
  },
];

describe.each(pages)('$name', ({ Page, expected }) => {
  describe.each(['sv', 'en'] as const)('in %s', (locale) => {
    it('renders an article headed by the page title (h1) with section headings (h2)', () => {
      renderPage(Page, locale);
      const article = screen.getByRole('article', { name: expected[locale].h1 });
      expect(within(article).getByRole('heading', { level: 1, name: expected[locale].h1 })).toBeTruthy();
      const section = screen.getByRole('region', { name: expected[locale].section });
      expect(within(section).getByRole('heading', { level: 2, name: expected[locale].section })).toBeTruthy();
    });

    it('has exactly one h1, first, followed only by h2 section headings', () => {
      renderPage(Page, locale);
      const headings = screen.getAllByRole('heading');
      expect(headings[0]?.tagName).toBe('H1');
      expect(headings.slice(1).length).toBeGreaterThanOrEqual(5);
      expect(headings.slice(1).every((h) => h.tagName === 'H2')).toBe(true);
    });

    it('finds every message it uses in the catalogue', () => {
      const { intlErrors } = renderPage(Page, locale);
      expect(intlErrors).toEqual([]);
    });

    it('links the customer-service email address', () => {
      renderPage(Page, locale);
      const links = screen.getAllByRole('link', { name: 'kundservice@printfabriken.se' });
      expect(links[0]?.getAttribute('href')).toBe('mailto:kundservice@printfabriken.se');
    });

    it('sets document.title while shown and restores it when left', () => {
      document.title = 'Printfabriken';
      const { unmount } = renderPage(Page, locale);
      expect(document.title).toBe(expected[locale].documentTitle);
      unmount();
      expect(document.title).toBe('Printfabriken');
    });
  });
});

describe('message catalogues', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it('have the same keys in sv and en', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(sv).sort());
  });

  it('have no empty strings', () => {
    for (const catalogue of Object.values(catalogues)) {
      for (const [key, text] of Object.entries(catalogue)) {
        expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
      }
    }
  });

  it('namespace every id under legal.terms, legal.integrity or legal.privacy, but the date line they share', () => {
    const legalKeys = Object.keys(sv).filter((key) => key.startsWith('legal.'));
    expect(legalKeys.length).toBeGreaterThan(0);
    for (const key of legalKeys) {
      expect(key).toMatch(/^legal\.((terms|integrity|privacy)\.|updated$)/);
    }
  });

  it('use the same placeholders in sv and en', () => {
    const svCatalogue: Catalogue = sv;
    for (const [key, text] of Object.entries(en as Catalogue)) {
      expect({ key, placeholders: placeholders(text) }).toEqual({
        key,
        placeholders: placeholders(svCatalogue[key] ?? ''),
      });
    }
  });
});
