import { absoluteUrl } from '../../components/head/absoluteUrl';
import type { JsonLd } from '../../components/head/jsonLd';
import { config } from '../../config';

/**
 * The shop as schema.org describes a business and its site (Google's Organization and site-name
 * data): its name, address on the web, logo and language.
 */
export function homeStructuredData(homePath: string, language: string): JsonLd[] {
  const url = absoluteUrl(homePath);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: config.shopName,
      url: absoluteUrl('/'),
      logo: absoluteUrl('/favicon.svg'),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: config.shopName,
      url,
      inLanguage: language,
    },
  ];
}
