import type { LogoType } from '../../../api/types';

// The texts fixed in Swedish (docs/rules.md#error-texts): the same in every language, so they live here
// and not in the catalogues. Everything else the panel says goes through react-intl.

export const swedish = {
  tooManyFiles: (max: number) => `Du kan maximalt ladda upp ${max} filer.`,
  tooLarge: (name: string, maxMb: number) => `Filen "${name}" är för stor. Maximal storlek är ${maxMb}MB.`,
  unsupportedType: (name: string) => `Filtypen för "${name}" stöds inte.`,
  duplicate: (name: string) => `Filen "${name}" är redan uppladdad.`,
  // The worker's own words for a name that is not typed text (docs/rules.md#typed-text).
  controlCharacters: 'Filnamnet får inte innehålla styrtecken.',

  converting: 'Konverterar och laddar upp logotyp…',
  uploaded: 'Filer har laddats upp',
  conversionFailedFor: (name: string, detail: string) =>
    `Konvertering/uppladdning misslyckades för ${name}. ${detail}`,
  conversionFailed: 'Konvertering misslyckades',
  previewUploadFailed: 'Misslyckades att ladda upp konverterad PNG',
  originalUploadFailed: 'Misslyckades att ladda upp originalfil',
  someFailed: (count: number) => `${count} fil(er) kunde inte laddas upp`,
  noneLanded: 'fil(er) kunde inte laddas upp',
  providerFailed: 'Ett fel uppstod vid uppladdningen till leverantören.',

  deleteRefused: 'Kunde inte ta bort filen',
  deleteTechnicalError: 'Tekniskt fel vid borttagning',
  confirmDelete: (name: string) => `Är du säker på att du vill ta bort "${name}"? Detta kan inte ångras.`,

  logoTypes: { primary: 'Primär', secondary: 'Sekundär', alternative: 'Alternativ' } satisfies Record<
    LogoType,
    string
  >,
} as const;
