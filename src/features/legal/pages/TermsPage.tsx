import LegalDocument from '../components/LegalDocument';
import type { LegalDocumentContent } from '../types';

const content: LegalDocumentContent = {
  page: 'terms',
  id: 'terms-title',
  title: 'legal.terms.title',
  intro: 'legal.terms.intro',
  sections: [
    {
      id: 'terms-general',
      heading: 'legal.terms.general.heading',
      content: ['legal.terms.general.p1', 'legal.terms.general.p2', 'legal.terms.general.p3'],
    },
    {
      id: 'terms-ordering',
      heading: 'legal.terms.ordering.heading',
      content: ['legal.terms.ordering.p1', 'legal.terms.ordering.p2', 'legal.terms.ordering.p3'],
    },
    {
      id: 'terms-prices',
      heading: 'legal.terms.prices.heading',
      content: ['legal.terms.prices.p1', 'legal.terms.prices.p2', 'legal.terms.prices.p3'],
    },
    {
      id: 'terms-payment',
      heading: 'legal.terms.payment.heading',
      content: ['legal.terms.payment.p1', 'legal.terms.payment.p2'],
    },
    {
      id: 'terms-delivery',
      heading: 'legal.terms.delivery.heading',
      content: ['legal.terms.delivery.p1', 'legal.terms.delivery.p2', 'legal.terms.delivery.p3'],
    },
    {
      id: 'terms-withdrawal',
      heading: 'legal.terms.withdrawal.heading',
      content: [
        'legal.terms.withdrawal.p1',
        'legal.terms.withdrawal.p2',
        'legal.terms.withdrawal.p3',
        'legal.terms.withdrawal.p4',
      ],
    },
    {
      id: 'terms-complaints',
      heading: 'legal.terms.complaints.heading',
      content: ['legal.terms.complaints.p1', 'legal.terms.complaints.p2', 'legal.terms.complaints.p3'],
    },
    {
      id: 'terms-returns',
      heading: 'legal.terms.returns.heading',
      content: ['legal.terms.returns.p1', 'legal.terms.returns.p2'],
    },
    {
      id: 'terms-force-majeure',
      heading: 'legal.terms.forceMajeure.heading',
      content: ['legal.terms.forceMajeure.p1'],
    },
    {
      id: 'terms-disputes',
      heading: 'legal.terms.disputes.heading',
      content: ['legal.terms.disputes.p1', 'legal.terms.disputes.p2'],
    },
    { id: 'terms-changes', heading: 'legal.terms.changes.heading', content: ['legal.terms.changes.p1'] },
    { id: 'terms-contact', heading: 'legal.terms.contact.heading', content: ['legal.terms.contact.p1'] },
  ],
};

/** /terms: the shop's terms of purchase (köpvillkor). */
export default function TermsPage() {
  return <LegalDocument content={content} />;
}
