import { prerenderedAttribute } from '../../shared/prerenderedShell';
import type { CatalogueLanguage } from './catalogueTypes';

/**
 * Whether #root holds this address's prerendered picture (put there by the HTML shell's picker)
 * in the language the first render speaks: only then does the first render match the picture,
 * so React hydrates it instead of building the page again.
 */
export const showsPrerenderedPicture = (container: Element, path: string, language: CatalogueLanguage) =>
  language === 'sv' && container.getAttribute(prerenderedAttribute) === path;

/** React has the page now: it may be focused and typed into. */
export function releasePicture(container: Element): void {
  container.removeAttribute('inert');
  container.removeAttribute(prerenderedAttribute);
}
