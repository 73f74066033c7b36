import type { PublicPageName } from '../../core/paths';

/**
 * When each legal text last changed (ISO date): shown under its title, and the page's lastmod in
 * the sitemap. Change it with the text.
 */
export type LegalPageName = Exclude<PublicPageName, 'home'>;

export const legalUpdated: Record<LegalPageName, string> = {
  terms: '2026-06-01',
  integrity: '2026-06-01',
  privacyPolicy: '2026-06-01',
};
