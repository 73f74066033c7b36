import en from '../../src/i18n/en.json';
import sv from '../../src/i18n/sv.json';
import { catalogueFor } from '../../src/i18n/catalogues';

describe('message catalogues', () => {
  it('have exactly the same keys in Swedish and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(sv).sort());
  });

  it('use the same placeholders in both languages', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    const svCatalogue: Record<string, string> = sv;
    for (const [key, text] of Object.entries(en as Record<string, string>)) {
      expect({ key, names: names(text) }).toEqual({ key, names: names(svCatalogue[key] ?? '') });
    }
  });

  it('pick Swedish for sv and English for the other market languages', () => {
    expect(catalogueFor('sv').language).toBe('sv');
    expect(catalogueFor('SV').language).toBe('sv');
    expect(catalogueFor('en').language).toBe('en');
    expect(catalogueFor('fi').language).toBe('en');
  });
});
