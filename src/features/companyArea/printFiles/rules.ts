import type { CompanyFile, LogoType } from '../../../api/types';
import { isTypedText } from '../../../lib/typedText';
import { swedish } from './texts';
import type { PickedFile } from './types';

export interface UploadLimits {
  /** Files in the list and in the pick together. */
  maxFiles: number;
  maxSizeMb: number;
}

/** The panel's limits (10 files, 15 MB each; docs/rules.md#print-file-uploads). */
export const PANEL_LIMITS: UploadLimits = { maxFiles: 10, maxSizeMb: 15 };

const BYTES_PER_MB = 1024 * 1024;

/** The panel's types (docs/rules.md#print-file-uploads): images, svg, ai, eps, pdf and postscript. */
const ACCEPTED_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'bmp',
  'tif',
  'tiff',
  'svg',
  'ai',
  'eps',
  'pdf',
  'ps',
];
const ACCEPTED_MIME_TYPES = [
  'application/pdf',
  'application/postscript',
  'application/illustrator',
  'application/eps',
  'application/x-eps',
];
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'svg'];
const CONVERTED_EXTENSIONS = ['eps', 'pdf', 'ai'];

/** The file dialog's filter; the same types as `isAcceptedType`. */
export const ACCEPT_ATTRIBUTE = [
  'image/*',
  ...ACCEPTED_MIME_TYPES,
  ...ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`),
].join(',');

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/**
 * By extension or MIME type: browsers often report no type at all for .ai and .eps, and a
 * renamed file still has its type.
 */
export function isAcceptedType(file: Pick<PickedFile, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  return (
    type.startsWith('image/') ||
    ACCEPTED_MIME_TYPES.includes(type) ||
    ACCEPTED_EXTENSIONS.includes(extensionOf(file.name))
  );
}

export interface Refusal {
  /** The refused file, or null when the whole pick was refused (too many files). */
  name: string | null;
  message: string;
}

export interface Validation {
  accepted: PickedFile[];
  refusals: Refusal[];
}

/**
 * docs/rules.md#print-file-uploads: a pick that would take the list past the limit is refused
 * whole; otherwise each file is checked for its name (typed text, docs/rules.md#typed-text), its
 * type, its size and for being there already (same name and size, in the list or earlier in the
 * same pick).
 */
export function validatePicked(
  picked: readonly PickedFile[],
  existing: readonly Pick<CompanyFile, 'filename' | 'size'>[],
  limits: UploadLimits,
): Validation {
  if (existing.length + picked.length > limits.maxFiles) {
    return { accepted: [], refusals: [{ name: null, message: swedish.tooManyFiles(limits.maxFiles) }] };
  }
  const seen = new Set(existing.map((file) => sameFileKey(file.filename, file.size)));
  const accepted: PickedFile[] = [];
  const refusals: Refusal[] = [];
  for (const file of picked) {
    const key = sameFileKey(file.name, file.size);
    const message = !isTypedText(file.name)
      ? swedish.controlCharacters
      : !isAcceptedType(file)
        ? swedish.unsupportedType(file.name)
        : file.size > limits.maxSizeMb * BYTES_PER_MB
          ? swedish.tooLarge(file.name, limits.maxSizeMb)
          : seen.has(key)
            ? swedish.duplicate(file.name)
            : null;
    if (message) {
      refusals.push({ name: file.name, message });
    } else {
      seen.add(key);
      accepted.push(file);
    }
  }
  return { accepted, refusals };
}

const sameFileKey = (name: string, size: number) => `${size}:${name}`;

/** A proof ('korrektur') and a conversion's preview are never listed (docs/rules.md#print-files). */
export function visibleFiles(files: readonly CompanyFile[]): CompanyFile[] {
  return files.filter((file) => !/korrektur/i.test(file.filename) && file.custom_fields?.hide !== 'true');
}

/** EPS, PDF and AI get a PNG preview made by the worker before they are stored. */
export const needsConversion = (name: string) => CONVERTED_EXTENSIONS.includes(extensionOf(name));

/** The first file of a batch is the primary logo, the others secondary (docs/rules.md#print-file-uploads). */
export const batchRole = (index: number): LogoType => (index === 0 ? 'primary' : 'secondary');

/** The name a conversion's PNG preview is stored under: logo.eps → logo-preview.png. */
export function previewFilename(name: string): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base}-preview.png`;
}

/** What a row shows as its picture: the preview, else the file itself if a browser can show it. */
export function thumbnailOf(file: CompanyFile): string | null {
  if (file.custom_fields?.preview_url) return file.custom_fields.preview_url;
  return IMAGE_EXTENSIONS.includes(extensionOf(file.filename)) ? file.url : null;
}

export const sizeInMb = (bytes: number) => bytes / BYTES_PER_MB;
