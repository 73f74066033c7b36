/** @jest-environment node */
import { HttpError } from '../../mock-server/kit/guard';
import { extensionOf, filenameProblem, fileTypeOf, sniffFormat } from '../../mock-server/uploads/fileTypes';
import {
  checkContent,
  customFieldsOf,
  dataUrlBytes,
  MAX_CUSTOM_FIELDS,
} from '../../mock-server/uploads/uploadInput';

// The worker decides a file's type by its first bytes and checks its name against them (pure rules).

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'utf8')] : part)));

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF');
const GIF = bytes('GIF89a', [1, 0, 1, 0]);
const WEBP = bytes('RIFF', [26, 0, 0, 0], 'WEBPVP8 ');
const PDF = bytes('%PDF-1.7\n%âãÏÓ\n');
const EPS = bytes('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\n');
const DOS_EPS = bytes([0xc5, 0xd0, 0xd3, 0xc6, 30, 0, 0, 0]);
const SVG = bytes('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>');
const TEXT = bytes('just some notes, not a picture\n');

/** The error a check throws, for its status and text. */
function refusal(check: () => unknown): HttpError {
  try {
    check();
  } catch (thrown) {
    if (thrown instanceof HttpError) return thrown;
    throw thrown;
  }
  throw new Error('expected a refusal');
}

describe('sniffFormat: the format by the first bytes', () => {
  it.each([
    ['PNG', PNG, 'png'],
    ['JPEG', JPEG, 'jpeg'],
    ['GIF', GIF, 'gif'],
    ['WebP', WEBP, 'webp'],
    ['PDF (%PDF-)', PDF, 'pdf'],
    ['PostScript (%!PS)', EPS, 'postscript'],
    ['a DOS EPS binary header', DOS_EPS, 'postscript'],
    ['SVG after an XML declaration and a comment', SVG, 'svg'],
    ['SVG after a byte order mark', bytes([0xef, 0xbb, 0xbf], '<svg viewBox="0 0 1 1"/>'), 'svg'],
  ])('recognises %s', (_, content, format) => {
    expect(sniffFormat(content)).toBe(format);
  });

  it.each([
    ['plain text', TEXT],
    ['XML that is not SVG', bytes('<?xml version="1.0"?><note>svg</note>')],
    ['binary that mentions <svg', bytes([0, 1, 2], '<svg>')],
    ['text that does not start with markup', bytes('see <svg> below')],
    ['an empty file', new Uint8Array(0)],
    ['a PDF signature that is not at the start', bytes(' %PDF-1.4')],
  ])('recognises nothing in %s', (_, content) => {
    expect(sniffFormat(content)).toBeUndefined();
  });
});

describe('fileTypeOf: the name must agree with the content', () => {
  it.each([
    ['logo.png', PNG, 'image/png'],
    ['photo.JPG', JPEG, 'image/jpeg'],
    ['photo.jpeg', JPEG, 'image/jpeg'],
    ['anim.gif', GIF, 'image/gif'],
    ['pic.webp', WEBP, 'image/webp'],
    ['symbol.svg', SVG, 'image/svg+xml'],
    ['proof.pdf', PDF, 'application/pdf'],
    ['logo.eps', EPS, 'application/postscript'],
    ['logo.eps', DOS_EPS, 'application/postscript'],
    ['page.ps', EPS, 'application/postscript'],
    ['logo.ai', PDF, 'application/pdf'],
    ['legacy.ai', EPS, 'application/postscript'],
  ])('accepts %s with its own content', (name, content, contentType) => {
    expect(fileTypeOf(name, content)?.contentType).toBe(contentType);
  });

  it('marks EPS, PDF and AI as convertible and pictures as not', () => {
    expect(fileTypeOf('logo.eps', EPS)?.convertible).toBe('postscript');
    expect(fileTypeOf('logo.ai', PDF)?.convertible).toBe('pdf');
    expect(fileTypeOf('proof.pdf', PDF)?.convertible).toBe('pdf');
    expect(fileTypeOf('logo.png', PNG)?.convertible).toBeUndefined();
  });

  it.each([
    ['a text file named .png', 'fake.png', TEXT],
    ['a PDF named .png', 'fake.png', PDF],
    ['a PNG named .eps', 'logo.eps', PNG],
    ['a PostScript file named .pdf', 'proof.pdf', EPS],
    ['an SVG named .jpg', 'symbol.jpg', SVG],
    ['a file without an extension', 'logo', PNG],
    ['an extension the worker does not take', 'letter.docx', PDF],
  ])('refuses %s', (_, name, content) => {
    expect(fileTypeOf(name, content)).toBeUndefined();
  });

  it('reads the extension after the last dot, in lower case', () => {
    expect(extensionOf('Logo.Final.EPS')).toBe('eps');
    expect(extensionOf('.hidden')).toBe('');
    expect(extensionOf('noext')).toBe('');
  });
});

describe('filenameProblem: a single path segment of bounded length', () => {
  it.each(['logo.png', 'Nordic Print – logotyp (2026).eps', 'ä.svg'])('accepts %s', (name) => {
    expect(filenameProblem(name)).toBeUndefined();
  });

  it.each([
    ['an empty name', ''],
    ['a blank name', '   '],
    ['a name of 151 characters', `${'x'.repeat(147)}.png`],
    ['a slash', '../logo.png'],
    ['a backslash', 'logos\\logo.png'],
    ['a control character', 'logo\n.png'],
    ['leading blanks', ' logo.png'],
    ['only dots', '..'],
  ])('refuses %s', (_, name) => {
    expect(filenameProblem(name)).toEqual(expect.any(String));
  });
});

describe('the content and size of an upload', () => {
  it('refuses a file over the size limit with 413, saying the limit in MB', () => {
    const error = refusal(() => checkContent('big.png', PNG, 8));
    expect(error.status).toBe(413);
    expect(error.error).toBe('Filen "big.png" är för stor. Maximal storlek är 0MB.');
    expect(checkContent('exact.png', PNG, PNG.length).format).toBe('png');
  });

  it('refuses a text file named .png with 415 and the panel’s wording', () => {
    const error = refusal(() => checkContent('fake.png', TEXT));
    expect(error.status).toBe(415);
    expect(error.error).toBe('Filtypen för "fake.png" stöds inte.');
  });

  it('refuses an empty file with 400', () => {
    expect(refusal(() => checkContent('empty.png', new Uint8Array(0))).status).toBe(400);
  });

  it('decodes a base64 data URL, knowing an oversize file before decoding it', () => {
    const url = `data:image/png;base64,${Buffer.from(PNG).toString('base64')}`;
    expect(dataUrlBytes('logo.png', url)).toEqual(PNG);
    expect(refusal(() => dataUrlBytes('logo.png', url, PNG.length - 1)).status).toBe(413);
  });

  it.each([
    ['plain base64 without the data URL head', Buffer.from(PNG).toString('base64')],
    ['a data URL without ;base64', 'data:image/png,abc'],
    ['characters base64 does not have', 'data:image/png;base64,ab$d'],
  ])('refuses %s with 400', (_, value) => {
    expect(refusal(() => dataUrlBytes('logo.png', value)).status).toBe(400);
  });

  it('keeps text custom fields within bounds and refuses others', () => {
    expect(customFieldsOf({ hide: 'true', preview_for: 'logo.eps' })).toEqual({
      hide: 'true',
      preview_for: 'logo.eps',
    });
    expect(customFieldsOf(undefined)).toEqual({});
    expect(refusal(() => customFieldsOf({ hide: true })).status).toBe(400);
    expect(refusal(() => customFieldsOf(['hide'])).status).toBe(400);
    const many = Object.fromEntries(Array.from({ length: MAX_CUSTOM_FIELDS + 1 }, (_, i) => [`f${i}`, 'x']));
    expect(refusal(() => customFieldsOf(many)).status).toBe(400);
    expect(refusal(() => customFieldsOf({ note: 'x'.repeat(2001) })).status).toBe(400);
  });
});
