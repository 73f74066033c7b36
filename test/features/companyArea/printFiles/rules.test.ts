import {
  batchRole,
  isAcceptedType,
  needsConversion,
  PANEL_LIMITS,
  previewFilename,
  thumbnailOf,
  validatePicked,
  visibleFiles,
} from '../../../../src/features/companyArea/printFiles/rules';
import { companyFile, picked } from './fixtures';

const MB = 1024 * 1024;

describe('validatePicked', () => {
  it('accepts images, svg, ai, eps, pdf and postscript by extension or MIME type', () => {
    const files = [
      picked('logo.png', 10, 'image/png'),
      picked('logo.svg', 11, 'image/svg+xml'),
      picked('logo.ai', 12, ''),
      picked('logo.eps', 13, 'application/postscript'),
      picked('logo.pdf', 14, 'application/pdf'),
      picked('logo.ps', 15, ''),
      picked('scan', 16, 'image/tiff'),
    ];
    expect(validatePicked(files, [], PANEL_LIMITS)).toEqual({ accepted: files, refusals: [] });
  });

  it('refuses other types with the fixed Swedish text', () => {
    const result = validatePicked(
      [picked('x.txt', 10, 'text/plain'), picked('cv.docx', 10)],
      [],
      PANEL_LIMITS,
    );
    expect(result.accepted).toEqual([]);
    expect(result.refusals.map((r) => r.message)).toEqual([
      'Filtypen för "x.txt" stöds inte.',
      'Filtypen för "cv.docx" stöds inte.',
    ]);
  });

  it("refuses a name with a control, bidi or line-separator character in the worker's words", () => {
    const names = ['faktura\u202egnp.exe.png', 'logo\u0007.png', 'logo\u2028.png', 'logo\u0085.png'];
    const result = validatePicked(
      names.map((name) => picked(name, 10, 'image/png')),
      [],
      PANEL_LIMITS,
    );
    expect(result.accepted).toEqual([]);
    expect(result.refusals).toEqual(
      names.map((name) => ({ name, message: 'Filnamnet får inte innehålla styrtecken.' })),
    );
  });

  it('refuses a file over the size limit and accepts one exactly at it', () => {
    const result = validatePicked(
      [picked('big.png', 15 * MB + 1, 'image/png'), picked('edge.png', 15 * MB, 'image/png')],
      [],
      PANEL_LIMITS,
    );
    expect(result.accepted.map((f) => f.name)).toEqual(['edge.png']);
    expect(result.refusals).toEqual([
      { name: 'big.png', message: 'Filen "big.png" är för stor. Maximal storlek är 15MB.' },
    ]);
  });

  it('refuses a file with the same name and size as a listed one, but not one with another size', () => {
    const listed = [companyFile('logo.png', { size: 500 })];
    const result = validatePicked(
      [picked('logo.png', 500, 'image/png'), picked('logo.png', 501, 'image/png')],
      listed,
      PANEL_LIMITS,
    );
    expect(result.accepted.map((f) => f.size)).toEqual([501]);
    expect(result.refusals.map((r) => r.message)).toEqual(['Filen "logo.png" är redan uppladdad.']);
  });

  it('refuses the second copy of a file picked twice in one go', () => {
    const result = validatePicked(
      [picked('a.png', 5, 'image/png'), { ...picked('a.png', 5, 'image/png'), id: 'other' }],
      [],
      PANEL_LIMITS,
    );
    expect(result.accepted).toHaveLength(1);
    expect(result.refusals.map((r) => r.message)).toEqual(['Filen "a.png" är redan uppladdad.']);
  });

  it('refuses the whole pick when it would take the list past 10 files', () => {
    const listed = Array.from({ length: 8 }, (_, i) => companyFile(`listed-${i}.png`));
    const pick = ['a.png', 'b.png', 'c.png'].map((name) => picked(name, 5, 'image/png'));
    expect(validatePicked(pick, listed, PANEL_LIMITS)).toEqual({
      accepted: [],
      refusals: [{ name: null, message: 'Du kan maximalt ladda upp 10 filer.' }],
    });
    expect(validatePicked(pick.slice(0, 2), listed, PANEL_LIMITS).accepted).toHaveLength(2);
  });

  it('uses the limits it is given in its texts', () => {
    const result = validatePicked([picked('a.png', 6 * MB, 'image/png')], [], { maxFiles: 3, maxSizeMb: 5 });
    expect(result.refusals[0]!.message).toBe('Filen "a.png" är för stor. Maximal storlek är 5MB.');
    expect(
      validatePicked(
        [1, 2, 3, 4].map((n) => picked(`${n}.png`)),
        [],
        { maxFiles: 3, maxSizeMb: 5 },
      ).refusals,
    ).toEqual([{ name: null, message: 'Du kan maximalt ladda upp 3 filer.' }]);
  });
});

describe('isAcceptedType', () => {
  it('judges by MIME type when the extension says nothing, and by extension when the type is empty', () => {
    expect(isAcceptedType({ name: 'noext', type: 'application/pdf' })).toBe(true);
    expect(isAcceptedType({ name: 'LOGO.EPS', type: '' })).toBe(true);
    expect(isAcceptedType({ name: 'notes', type: 'text/plain' })).toBe(false);
  });
});

describe('visibleFiles', () => {
  it('hides proofs (any case of korrektur) and files marked hide = true', () => {
    const files = [
      companyFile('logo.eps'),
      companyFile('Korrektur-v2.pdf'),
      companyFile('tryck_KORREKTUR.png'),
      companyFile('logo-preview.png', { custom_fields: { hide: 'true', preview_for: 'logo.eps' } }),
      companyFile('shown.png', { custom_fields: { hide: 'false' } }),
    ];
    expect(visibleFiles(files).map((f) => f.filename)).toEqual(['logo.eps', 'shown.png']);
  });
});

describe('needsConversion', () => {
  it('is true for eps, pdf and ai in any case, and false for images and svg', () => {
    expect(['a.eps', 'b.PDF', 'c.Ai'].map(needsConversion)).toEqual([true, true, true]);
    expect(['a.png', 'b.svg', 'c.ps', 'eps'].map(needsConversion)).toEqual([false, false, false, false]);
  });
});

describe('batchRole', () => {
  it('makes the first file of a batch primary and the others secondary', () => {
    expect([0, 1, 2].map(batchRole)).toEqual(['primary', 'secondary', 'secondary']);
  });
});

describe('previewFilename', () => {
  it('replaces the last extension with -preview.png', () => {
    expect(previewFilename('nordic-print-logo.eps')).toBe('nordic-print-logo-preview.png');
    expect(previewFilename('logo.v2.pdf')).toBe('logo.v2-preview.png');
    expect(previewFilename('logo')).toBe('logo-preview.png');
  });
});

describe('thumbnailOf', () => {
  it('prefers the preview, then an image file itself, and has none for other files', () => {
    expect(thumbnailOf(companyFile('a.eps', { custom_fields: { preview_url: '/p.png' } }))).toBe('/p.png');
    expect(thumbnailOf(companyFile('a.png'))).toBe('/worker/media/file-a.png/a.png');
    expect(thumbnailOf(companyFile('a.pdf'))).toBeNull();
  });
});
