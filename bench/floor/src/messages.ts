import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import catalogue from './i18n/sv.json';

/** The Swedish catalogue, as ASTs: the build parses it (plugins/precompiledMessages.ts). */
export const messages = catalogue as unknown as Record<string, MessageFormatElement[]>;
