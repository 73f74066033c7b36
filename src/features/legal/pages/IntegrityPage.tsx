import LegalDocument from '../components/LegalDocument';
import type { LegalDocumentContent } from '../types';

const content: LegalDocumentContent = {
  page: 'integrity',
  id: 'integrity-title',
  title: 'legal.integrity.title',
  intro: 'legal.integrity.intro',
  sections: [
    {
      id: 'integrity-personal-data',
      heading: 'legal.integrity.personalData.heading',
      content: ['legal.integrity.personalData.p1', 'legal.integrity.personalData.p2'],
    },
    {
      id: 'integrity-cookies',
      heading: 'legal.integrity.cookies.heading',
      content: ['legal.integrity.cookies.p1'],
    },
    {
      id: 'integrity-cookies-used',
      heading: 'legal.integrity.cookiesUsed.heading',
      content: [
        'legal.integrity.cookiesUsed.p1',
        [
          'legal.integrity.cookiesUsed.cart',
          'legal.integrity.cookiesUsed.checkout',
          'legal.integrity.cookiesUsed.payment',
          'legal.integrity.cookiesUsed.login',
        ],
      ],
    },
    {
      id: 'integrity-storage',
      heading: 'legal.integrity.storage.heading',
      content: [
        'legal.integrity.storage.p1',
        [
          'legal.integrity.storage.wishlist',
          'legal.integrity.storage.cart',
          'legal.integrity.storage.checkout',
          'legal.integrity.storage.giftCards',
        ],
      ],
    },
    {
      id: 'integrity-consent',
      heading: 'legal.integrity.consent.heading',
      content: ['legal.integrity.consent.p1'],
    },
    {
      id: 'integrity-manage',
      heading: 'legal.integrity.manage.heading',
      content: ['legal.integrity.manage.p1'],
    },
    {
      id: 'integrity-rights',
      heading: 'legal.integrity.rights.heading',
      content: ['legal.integrity.rights.p1'],
    },
    {
      id: 'integrity-contact',
      heading: 'legal.integrity.contact.heading',
      content: ['legal.integrity.contact.p1'],
    },
  ],
};

/** /integrity: how personal data is handled and which cookies the shop uses. */
export default function IntegrityPage() {
  return <LegalDocument content={content} />;
}
