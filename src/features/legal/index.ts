export { preloadLegalTexts, type LegalLanguage } from './legalTexts';
export { legalUpdated } from './legalUpdated';
