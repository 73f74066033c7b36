import type { ProviderSessionView } from '../../types';
import type { WidgetLanguage } from '../types';

// Amounts and country names in the form's language; a runtime without the currency or the names
// falls back to plain text rather than failing the render.

/** An amount in minor units, in the order's currency (SEK before the order has loaded). */
export function money(
  state: { view: ProviderSessionView | null; lang: WidgetLanguage },
  minor: number,
): string {
  const currency = state.view ? state.view.currencyCode : 'SEK';
  try {
    return new Intl.NumberFormat(state.lang === 'sv' ? 'sv-SE' : 'en', {
      style: 'currency',
      currency,
    }).format(minor / 100);
  } catch {
    return (minor / 100).toFixed(2) + ' ' + currency;
  }
}

export function countryName(lang: WidgetLanguage, code: string): string {
  try {
    const names = new Intl.DisplayNames([lang === 'sv' ? 'sv-SE' : 'en'], { type: 'region' });
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
