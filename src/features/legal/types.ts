import type { LegalPageName } from './legalUpdated';
import type svMessages from './i18n/sv.json';

/** Every message id of the legal catalogue (type only: the JSON is not bundled by importing this). */
export type LegalMessageId = keyof typeof svMessages;

/** A block of a section: one message id is a paragraph, a list of ids is a bulleted list. */
export type LegalBlock = LegalMessageId | readonly LegalMessageId[];

export interface LegalSection {
  /** DOM id of the section's heading; also usable as a #fragment link target. */
  id: string;
  heading: LegalMessageId;
  content: readonly LegalBlock[];
}

export interface LegalDocumentContent {
  /** Which public page it is, for its addresses in each language. */
  page: LegalPageName;
  /** DOM id of the h1. */
  id: string;
  title: LegalMessageId;
  intro: LegalMessageId;
  sections: readonly LegalSection[];
}
