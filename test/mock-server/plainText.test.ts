/** @jest-environment node */
import { isBidiControl, isPlainText, plainTextProblem } from '../../mock-server/kit/plainText';

// The shared check of texts people type into names, references, reasons and descriptions.

const char = (code: number) => String.fromCharCode(code);

describe('plainTextProblem', () => {
  it('keeps ordinary text of any script, with its spaces and punctuation', () => {
    for (const text of [
      'Maria Andersson',
      'Åsa Öberg-Ärlig',
      'NP-2000/a',
      'שלום עולם',
      'مرحبا',
      '日本語',
      '',
    ]) {
      expect(plainTextProblem(text)).toBeNull();
      expect(plainTextProblem(text, 'lines')).toBeNull();
    }
  });

  it.each([
    ['NUL', 0x00],
    ['ESC', 0x1b],
    ['a tab', 0x09],
    ['a line feed', 0x0a],
    ['a carriage return', 0x0d],
    ['DEL', 0x7f],
    ['C1 NEL', 0x85],
    ['C1 CSI', 0x9b],
    ['the line separator U+2028', 0x2028],
    ['the paragraph separator U+2029', 0x2029],
  ])('refuses %s in a single line', (_, code) => {
    expect(plainTextProblem(`Maria${char(code)}Andersson`)).toBe('control');
  });

  it('lets a text of several lines hold line breaks and tabs, and nothing else of the controls', () => {
    expect(plainTextProblem('Fel logotyp.\r\nAnvänd\tden nya.\nTack', 'lines')).toBeNull();
    expect(plainTextProblem('line\u2028line', 'lines')).toBeNull();
    for (const code of [0x00, 0x07, 0x1b, 0x7f, 0x85, 0x9f]) {
      expect(plainTextProblem(`a${char(code)}b`, 'lines')).toBe('control');
    }
  });

  it.each([
    ['LRE U+202A', 0x202a],
    ['RLE U+202B', 0x202b],
    ['PDF U+202C', 0x202c],
    ['LRO U+202D', 0x202d],
    ['RLO U+202E', 0x202e],
    ['LRI U+2066', 0x2066],
    ['RLI U+2067', 0x2067],
    ['FSI U+2068', 0x2068],
    ['PDI U+2069', 0x2069],
    ['LRM U+200E', 0x200e],
    ['RLM U+200F', 0x200f],
    ['ALM U+061C', 0x061c],
  ])('refuses the bidi control %s in a line and in lines', (_, code) => {
    expect(isBidiControl(code)).toBe(true);
    expect(plainTextProblem(`invoice${char(code)}fdp.exe`)).toBe('bidi');
    expect(plainTextProblem(`invoice${char(code)}fdp.exe`, 'lines')).toBe('bidi');
  });

  it('leaves the neighbours of the bidi controls alone (joiners, spaces, Arabic letters)', () => {
    for (const code of [0x200b, 0x200c, 0x200d, 0x205f, 0x2060, 0x206a, 0x061b, 0x061d]) {
      expect(isBidiControl(code)).toBe(false);
    }
    expect(isPlainText('a\u200db')).toBe(true);
  });

  it('reports the first problem it meets', () => {
    expect(plainTextProblem('\u202Ea\u0000')).toBe('bidi');
    expect(plainTextProblem('\u0000a\u202E')).toBe('control');
  });
});
