import { NORDIC_PRINT_ID } from '../accounts/seed';
import { fileTypeOf } from './fileTypes';
import { mediaPath } from './mediaUrl';
import { BUSINESS_CARD_PROOF_PDF, NORDIC_PRINT_LOGO_EPS, NORDIC_PRINT_SYMBOL_SVG } from './seedArtwork';
import { NORDIC_PRINT_LOGO_PREVIEW_PNG_BASE64 } from './seedPreviewPng';
import { storedFile, type FileFields } from './storedFile';
import type { StoredFile, UploadsDb } from './types';

// The demo print files (demo-data.md, "Print files"): Nordic Print AB's EPS logo with the PNG preview
// the panel made of it, its SVG symbol and a proof; the panel lists only the two logos. Fjord Design
// AS has none (the empty state). Fixed ids, real bytes: every reset serves the same files.

export const SEED_FILE_IDS = {
  logoPreview: 'file-5c1e9a7d20b4f386',
  logo: 'file-a83f0c6e91d2b745',
  symbol: 'file-3e7b2d94c0a1f658',
  proof: 'file-d0964b3ae2c75f18',
} as const;

export const NORDIC_PRINT_LOGO = 'nordic-print-logo.eps';
export const NORDIC_PRINT_LOGO_PREVIEW = 'nordic-print-logo-preview.png';
export const NORDIC_PRINT_SYMBOL = 'nordic-print-symbol.svg';
export const BUSINESS_CARD_PROOF = 'korrektur-visitkort-2026.pdf';

interface SeedFile extends FileFields {
  id: string;
  bytes: Uint8Array;
}

const text = (source: string) => new TextEncoder().encode(source);

function stored({ id, ...fields }: SeedFile): StoredFile {
  const type = fileTypeOf(fields.filename, fields.bytes);
  if (!type) throw new Error(`seed file ${fields.filename}: its content is not what its name says`);
  return storedFile(id, NORDIC_PRINT_ID, type.contentType, fields);
}

/** In upload order: the panel uploads a conversion's preview before its original. */
const seedFiles = (): SeedFile[] => [
  {
    id: SEED_FILE_IDS.logoPreview,
    filename: NORDIC_PRINT_LOGO_PREVIEW,
    bytes: new Uint8Array(Buffer.from(NORDIC_PRINT_LOGO_PREVIEW_PNG_BASE64, 'base64')),
    logoType: 'primary',
    description: 'Förhandsvisning av nordic-print-logo.eps',
    custom_fields: { hide: 'true', preview_for: NORDIC_PRINT_LOGO },
  },
  {
    id: SEED_FILE_IDS.logo,
    filename: NORDIC_PRINT_LOGO,
    bytes: text(NORDIC_PRINT_LOGO_EPS),
    logoType: 'primary',
    description: 'Logotyp med ordmärke, vektor',
    custom_fields: { preview_url: mediaPath(SEED_FILE_IDS.logoPreview, NORDIC_PRINT_LOGO_PREVIEW) },
  },
  {
    id: SEED_FILE_IDS.symbol,
    filename: NORDIC_PRINT_SYMBOL,
    bytes: text(NORDIC_PRINT_SYMBOL_SVG),
    logoType: 'secondary',
    description: 'Symbol utan ordmärke',
  },
  {
    id: SEED_FILE_IDS.proof,
    filename: BUSINESS_CARD_PROOF,
    bytes: text(BUSINESS_CARD_PROOF_PDF),
    logoType: 'alternative',
    description: 'Korrektur visitkort 2026',
  },
];

/** A fresh slice: the demo files, bytes included. */
export function seedUploads(): UploadsDb {
  return new Map(seedFiles().map((seed) => [seed.id, stored(seed)]));
}
