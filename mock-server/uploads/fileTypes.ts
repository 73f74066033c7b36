import type { ConvertibleKind } from './convert/convertToPng';

// What a print file is, decided by its first bytes and checked against its name
// (docs/rules.md#print-file-uploads, and the worker's rules): a renamed text file must not be stored
// and served as a picture. Pure.

/** A format recognised from the content. */
export type SniffedFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'svg' | 'pdf' | 'postscript';

/** Longest accepted filename, in characters (it is also a path segment of the file's url). */
export const MAX_FILENAME_LENGTH = 150;

/** How far into a text file the `<svg` element may start (XML declaration, comments, DOCTYPE before it). */
const SVG_SNIFF_BYTES = 64 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const PDF = ascii('%PDF-');
const POSTSCRIPT = ascii('%!PS');
/** The DOS EPS binary header: PostScript with a TIFF or WMF preview beside it. */
const DOS_EPS = [0xc5, 0xd0, 0xd3, 0xc6];
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** Tab, line feed and carriage return, which text may hold. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0d]);

function hasControlCharacter(text: string, allowed: ReadonlySet<number> = new Set()): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 || code === 0x7f) && !allowed.has(code)) return true;
  }
  return false;
}

/** Text an SVG may be: UTF-8 without NUL or other control characters than tab and line breaks. */
function svgText(bytes: Uint8Array): string | undefined {
  const head = bytes.subarray(startsWith(bytes, UTF8_BOM) ? UTF8_BOM.length : 0, SVG_SNIFF_BYTES);
  let text: string;
  try {
    // A cut in the middle of a character at the sniff limit is not an error.
    text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return undefined;
  }
  return hasControlCharacter(text, TEXT_CONTROLS) ? undefined : text;
}

function isSvg(bytes: Uint8Array): boolean {
  const text = svgText(bytes);
  return text !== undefined && text.trimStart().startsWith('<') && /<svg[\s>/]/.test(text);
}

/** The format of the content, from its first bytes; undefined for anything else. */
export function sniffFormat(bytes: Uint8Array): SniffedFormat | undefined {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'gif';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, POSTSCRIPT) || startsWith(bytes, DOS_EPS)) return 'postscript';
  if (isSvg(bytes)) return 'svg';
  return undefined;
}

/** The formats a file with this extension may hold. AI is PDF-based since Illustrator 9, PostScript before. */
const FORMATS_BY_EXTENSION: Readonly<Record<string, readonly SniffedFormat[]>> = {
  png: ['png'],
  jpg: ['jpeg'],
  jpeg: ['jpeg'],
  gif: ['gif'],
  webp: ['webp'],
  svg: ['svg'],
  pdf: ['pdf'],
  eps: ['postscript'],
  ps: ['postscript'],
  ai: ['pdf', 'postscript'],
};

const CONTENT_TYPES: Readonly<Record<SniffedFormat, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  postscript: 'application/postscript',
};

/** The lower-case extension of a filename, without the dot ('' when it has none). */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot <= 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

export interface FileType {
  format: SniffedFormat;
  /** What the file is served as. */
  contentType: string;
  /** What eps-convert draws it as; undefined for pictures, which need no preview. */
  convertible?: ConvertibleKind;
}

/** The type of a file whose name and content agree; undefined when they do not or the type is not accepted. */
export function fileTypeOf(filename: string, bytes: Uint8Array): FileType | undefined {
  const format = sniffFormat(bytes);
  const accepted = FORMATS_BY_EXTENSION[extensionOf(filename)];
  if (!format || !accepted?.includes(format)) return undefined;
  const convertible = format === 'pdf' || format === 'postscript' ? format : undefined;
  return { format, contentType: CONTENT_TYPES[format], ...(convertible ? { convertible } : {}) };
}

/** The worker's answer to a type not accepted (the panel's own wording, docs/rules.md#error-texts). */
export const unsupportedType = (filename: string) => `Filtypen för "${filename}" stöds inte.`;

/**
 * What is wrong with a filename, or undefined: it is a single path segment of bounded length,
 * without control characters and not only dots.
 */
export function filenameProblem(filename: string): string | undefined {
  if (filename.trim() === '') return 'Filnamnet saknas.';
  if (filename.length > MAX_FILENAME_LENGTH) {
    return `Filnamnet får vara högst ${MAX_FILENAME_LENGTH} tecken.`;
  }
  if (filename !== filename.trim()) return 'Filnamnet får inte börja eller sluta med blanksteg.';
  if (/[/\\]/.test(filename)) return 'Filnamnet får inte innehålla / eller \\.';
  if (hasControlCharacter(filename)) return 'Filnamnet får inte innehålla styrtecken.';
  if (/^\.+$/.test(filename)) return 'Filnamnet är ogiltigt.';
  return undefined;
}
