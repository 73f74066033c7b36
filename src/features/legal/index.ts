export { preloadLegalTexts, type LegalLanguage } from './legalTexts';
