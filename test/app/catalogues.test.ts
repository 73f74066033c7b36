import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { catalogueLanguage } from '../../src/app/catalogues';

const srcRoot = join(__dirname, '../../src');

/** Every i18n folder: the shell's (src/i18n) and each feature's own (src/features/x/i18n). */
function catalogueFolders(dir = srcRoot): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) continue;
    if (name === 'i18n') found.push(path);
    else found.push(...catalogueFolders(path));
  }
  return found;
}

const read = (folder: string, lang: string): Record<string, string> =>
  JSON.parse(readFileSync(join(folder, `${lang}.json`), 'utf8'));

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe.each(catalogueFolders().map((folder) => [relative(srcRoot, folder), folder]))(
  'message catalogue %s',
  (_name, folder) => {
    const sv = read(folder, 'sv');
    const en = read(folder, 'en');

    it('has exactly the same keys in Swedish and English', () => {
      expect(Object.keys(en).sort()).toEqual(Object.keys(sv).sort());
    });

    it('uses the same placeholders in both languages and has no empty texts', () => {
      for (const [key, text] of Object.entries(en)) {
        expect({ key, names: placeholders(text) }).toEqual({ key, names: placeholders(sv[key] ?? '') });
        expect({ key, empty: text.trim() === '' || (sv[key] ?? '').trim() === '' }).toEqual({
          key,
          empty: false,
        });
      }
    });
  },
);

describe('catalogue choice', () => {
  it('finds the shell catalogue and at least one feature catalogue', () => {
    const names = catalogueFolders().map((folder) => relative(srcRoot, folder));
    expect(names).toContain('i18n');
    expect(names).toContain(join('features', 'legal', 'i18n'));
  });

  it('picks Swedish for sv and English for the other market languages', () => {
    expect(catalogueLanguage('sv')).toBe('sv');
    expect(catalogueLanguage('SV')).toBe('sv');
    expect(catalogueLanguage('en')).toBe('en');
    expect(catalogueLanguage('fi')).toBe('en');
  });
});
