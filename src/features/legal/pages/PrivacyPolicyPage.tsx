import LegalDocument from '../components/LegalDocument';
import type { LegalDocumentContent } from '../types';

const content: LegalDocumentContent = {
  page: 'privacyPolicy',
  id: 'privacy-title',
  title: 'legal.privacy.title',
  intro: 'legal.privacy.intro',
  sections: [
    {
      id: 'privacy-controller',
      heading: 'legal.privacy.controller.heading',
      content: ['legal.privacy.controller.p1'],
    },
    {
      id: 'privacy-data',
      heading: 'legal.privacy.data.heading',
      content: [
        'legal.privacy.data.p1',
        [
          'legal.privacy.data.contact',
          'legal.privacy.data.account',
          'legal.privacy.data.company',
          'legal.privacy.data.orders',
          'legal.privacy.data.files',
          'legal.privacy.data.technical',
        ],
      ],
    },
    {
      id: 'privacy-purposes',
      heading: 'legal.privacy.purposes.heading',
      content: [
        'legal.privacy.purposes.p1',
        [
          'legal.privacy.purposes.orders',
          'legal.privacy.purposes.account',
          'legal.privacy.purposes.service',
          'legal.privacy.purposes.marketing',
          'legal.privacy.purposes.security',
          'legal.privacy.purposes.legal',
        ],
      ],
    },
    {
      id: 'privacy-legal-basis',
      heading: 'legal.privacy.legalBasis.heading',
      content: [
        'legal.privacy.legalBasis.p1',
        [
          'legal.privacy.legalBasis.contract',
          'legal.privacy.legalBasis.obligation',
          'legal.privacy.legalBasis.interest',
          'legal.privacy.legalBasis.consent',
        ],
      ],
    },
    {
      id: 'privacy-retention',
      heading: 'legal.privacy.retention.heading',
      content: ['legal.privacy.retention.p1', 'legal.privacy.retention.p2'],
    },
    {
      id: 'privacy-recipients',
      heading: 'legal.privacy.recipients.heading',
      content: [
        'legal.privacy.recipients.p1',
        [
          'legal.privacy.recipients.payment',
          'legal.privacy.recipients.shipping',
          'legal.privacy.recipients.suppliers',
          'legal.privacy.recipients.company',
          'legal.privacy.recipients.authorities',
        ],
        'legal.privacy.recipients.p2',
      ],
    },
    {
      id: 'privacy-rights',
      heading: 'legal.privacy.rights.heading',
      content: [
        'legal.privacy.rights.p1',
        [
          'legal.privacy.rights.access',
          'legal.privacy.rights.rectification',
          'legal.privacy.rights.erasure',
          'legal.privacy.rights.restriction',
          'legal.privacy.rights.objection',
          'legal.privacy.rights.portability',
          'legal.privacy.rights.withdraw',
        ],
        'legal.privacy.rights.p2',
      ],
    },
    {
      id: 'privacy-complaint',
      heading: 'legal.privacy.complaint.heading',
      content: ['legal.privacy.complaint.p1'],
    },
    {
      id: 'privacy-changes',
      heading: 'legal.privacy.changes.heading',
      content: ['legal.privacy.changes.p1'],
    },
    {
      id: 'privacy-contact',
      heading: 'legal.privacy.contact.heading',
      content: ['legal.privacy.contact.p1'],
    },
  ],
};

/** The privacy policy (integritetspolicy), served at /{privacyPolicyLink}/. */
export default function PrivacyPolicyPage() {
  return <LegalDocument content={content} />;
}
