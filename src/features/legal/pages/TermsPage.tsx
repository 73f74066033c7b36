import LegalDocument from '../components/LegalDocument';
import type { LegalDocumentContent, LegalMessageId, LegalSection } from '../types';

/**
 * The parts of the terms in order, each with its number of paragraphs. Every part is paragraphs
 * only, named alike in the catalogue: `legal.terms.<part>.heading`, then `.p1`, `.p2` and on.
 */
const paragraphCounts = {
  general: 3,
  ordering: 3,
  prices: 3,
  payment: 2,
  delivery: 3,
  withdrawal: 4,
  complaints: 3,
  returns: 2,
  forceMajeure: 1,
  disputes: 2,
  changes: 1,
  contact: 1,
} as const;

type TermsPart = keyof typeof paragraphCounts;

function termsSection(part: TermsPart): LegalSection {
  const heading: LegalMessageId = `legal.terms.${part}.heading`;
  return {
    // The heading's DOM id: terms-force-majeure for forceMajeure.
    id: `terms-${part.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
    heading,
    content: Array.from(
      { length: paragraphCounts[part] },
      (_, index) => `legal.terms.${part}.p${index + 1}` as LegalMessageId,
    ),
  };
}

const content: LegalDocumentContent = {
  page: 'terms',
  id: 'terms-title',
  title: 'legal.terms.title',
  intro: 'legal.terms.intro',
  sections: (Object.keys(paragraphCounts) as TermsPart[]).map(termsSection),
};

/** /terms: the shop's terms of purchase (köpvillkor). */
export default function TermsPage() {
  return <LegalDocument content={content} />;
}
