import { isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js/min';

/**
 * libphonenumber-js's verdict on an international number. Its metadata is about 29 kB gzip, so
 * only this module imports it and `isValidPhone` (./phone) loads it when a form first validates.
 */
export function isValidInternationalPhone(value: string, country?: string): boolean {
  const code = country?.toUpperCase();
  return code && isSupportedCountry(code) ? isValidPhoneNumber(value, code) : isValidPhoneNumber(value);
}
