import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { RouteError } from '../../src/app/RouteError';
import en from '../../src/i18n/en.json';
import sv from '../../src/i18n/sv.json';

// The page that failed to load took its <title> with it; the error page names itself, so the tab
// and a screen reader do not announce a document without a title (axe: document-title).

beforeEach(() => {
  document.head.replaceChildren();
  document.title = '';
});

describe('the page shown when a page fails to load', () => {
  it.each([
    ['sv', sv, 'Sidan kunde inte visas – Printfabriken'],
    ['en', en, `${en['app.routeError.title']} – Printfabriken`],
  ])('has its own title in %s', (locale, messages, title) => {
    render(
      <IntlProvider locale={locale} messages={messages}>
        <RouteError />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(messages['app.routeError.title']);
    expect(document.title).toBe(title);
  });
});
