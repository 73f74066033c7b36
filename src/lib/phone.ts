/** The default phone country and calling code (docs/rules.md#phone-numbers). */
export const DEFAULT_PHONE_COUNTRY = 'SE';

/** The countries the phone selectors offer: the shop's markets and their Nordic neighbours. */
export const phoneCountries = ['SE', 'NO', 'FI', 'DK'] as const;

type PhoneCountry = (typeof phoneCountries)[number];

/**
 * The selectors' calling codes. A table of four, because the selectors offer four countries and
 * libphonenumber's metadata is only needed to validate (see isValidPhone).
 */
const callingCodes: Record<PhoneCountry, string> = { SE: '46', NO: '47', FI: '358', DK: '45' };

const isPhoneCountry = (code: string): code is PhoneCountry => Object.hasOwn(callingCodes, code);

/** '+46' for 'SE'; a country the selectors do not offer falls back to the default's code. */
export function dialCode(country: string): string {
  const code = country.toUpperCase();
  return `+${callingCodes[isPhoneCountry(code) ? code : DEFAULT_PHONE_COUNTRY]}`;
}

/** The number without the spaces, dashes, dots and parentheses people type in it. */
const compacted = (input: string) => input.replace(/[\s\-().]/g, '');

/**
 * A typed number in E.164 form (docs/rules.md#phone-numbers): spaces, dashes, dots and
 * parentheses go; a number with a leading '+' keeps its own calling code, and so does one with
 * '00', the international prefix dialled in Europe (0046 70… is +46 70…); any other gets the
 * country's dial code in place of its trunk zero.
 */
export function normalisePhone(input: string, country: string = DEFAULT_PHONE_COUNTRY): string {
  const compact = compacted(input);
  if (compact === '') return '';
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  return `${dialCode(country)}${compact.replace(/^0+/, '')}`;
}

const loadValidation = () => import('./phoneValidation');

/** E.164's shape: '+', then a calling code and number of 8 to 15 digits in all. */
const E164_SHAPE = /^\+[1-9]\d{7,14}$/;

/**
 * A valid international number: it starts with '+' and libphonenumber-js accepts it. Asynchronous
 * because the library loads on the first check (yup runs async tests), not with the form's route.
 * If its chunk cannot load (the connection dropped after the page did), the number's shape decides,
 * so the form still submits and the backend's own check has the last word.
 */
export async function isValidPhone(value: string, country?: string): Promise<boolean> {
  if (!value.startsWith('+')) return false;
  let validation: Awaited<ReturnType<typeof loadValidation>>;
  try {
    validation = await loadValidation();
  } catch {
    return E164_SHAPE.test(compacted(value));
  }
  return validation.isValidInternationalPhone(value, country);
}

/** The selectors' country an international number belongs to, for preselecting one. */
export function countryOfPhone(value: string): PhoneCountry | undefined {
  if (!value.startsWith('+')) return undefined;
  return phoneCountries.find((code) => value.startsWith(`+${callingCodes[code]}`));
}
