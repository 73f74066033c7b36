import {
  getCountryCallingCode,
  isSupportedCountry,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';

/** Spec point 9: the default phone country and calling code. */
export const DEFAULT_PHONE_COUNTRY = 'SE';

/** The countries the phone selectors offer: the shop's markets and their Nordic neighbours. */
export const phoneCountries = ['SE', 'NO', 'FI', 'DK'] as const;

/** '+46' for 'SE'; an unknown country falls back to the default's code. */
export function dialCode(country: string): string {
  const code = country.toUpperCase();
  return `+${getCountryCallingCode(isSupportedCountry(code) ? code : DEFAULT_PHONE_COUNTRY)}`;
}

/**
 * A typed number in E.164 form (spec point 5, "Phone numbers"): spaces, dashes, dots and
 * parentheses go; a number with a leading '+' keeps its own calling code, and so does one with
 * '00', the international prefix dialled in Europe (0046 70… is +46 70…); any other gets the
 * country's dial code in place of its trunk zero.
 */
export function normalisePhone(input: string, country: string = DEFAULT_PHONE_COUNTRY): string {
  const compact = input.replace(/[\s\-().]/g, '');
  if (compact === '') return '';
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  return `${dialCode(country)}${compact.replace(/^0+/, '')}`;
}

/** A valid international number: it starts with '+' and libphonenumber-js accepts it. */
export function isValidPhone(value: string, country?: string): boolean {
  if (!value.startsWith('+')) return false;
  const code = country?.toUpperCase();
  return code && isSupportedCountry(code) ? isValidPhoneNumber(value, code) : isValidPhoneNumber(value);
}

/** The country an international number belongs to, for preselecting a phone selector. */
export function countryOfPhone(value: string): string | undefined {
  if (!value.startsWith('+')) return undefined;
  return parsePhoneNumberFromString(value)?.country;
}
