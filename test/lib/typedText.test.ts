import { object, string, ValidationError } from 'yup';
import { isBidiControl, isTypedText, typedText } from '../../src/lib/typedText';

// The one rule for every text a person types (docs/rules.md#typed-text), as every form checks it.

const char = (code: number) => String.fromCharCode(code);

describe('isTypedText', () => {
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
      expect(isTypedText(text)).toBe(true);
      expect(isTypedText(text, 'lines')).toBe(true);
    }
  });

  it.each([
    ['NUL', 0x00],
    ['BEL', 0x07],
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
    expect(isTypedText(`Maria${char(code)}Andersson`)).toBe(false);
  });

  it('lets a text of several lines hold line breaks and tabs, and nothing else of the controls', () => {
    expect(isTypedText('Fel logotyp.\r\nAnvänd\tden nya.\nTack', 'lines')).toBe(true);
    expect(isTypedText('rad\u2028rad\u2029stycke', 'lines')).toBe(true);
    for (const code of [0x00, 0x07, 0x1b, 0x7f, 0x85, 0x9f]) {
      expect(isTypedText(`a${char(code)}b`, 'lines')).toBe(false);
    }
  });

  it.each([0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c])(
    'refuses the bidi control U+%s in a line and in lines',
    (code) => {
      expect(isBidiControl(code)).toBe(true);
      expect(isTypedText(`invoice${char(code)}fdp.exe`)).toBe(false);
      expect(isTypedText(`invoice${char(code)}fdp.exe`, 'lines')).toBe(false);
    },
  );

  it('leaves the neighbours of the bidi controls alone (joiners, spaces, Arabic letters)', () => {
    for (const code of [0x200b, 0x200c, 0x200d, 0x205f, 0x2060, 0x206a, 0x061b, 0x061d]) {
      expect(isBidiControl(code)).toBe(false);
    }
    expect(isTypedText('a\u200db')).toBe(true);
  });
});

describe('typedText (the yup test)', () => {
  const schema = object({
    name: string().default('').trim().test(typedText('form.typedText')),
    note: string().default('').test(typedText('form.noteTypedText', 'lines')),
  });
  const messageOf = async (values: object) => {
    try {
      await schema.validate(values, { abortEarly: false });
      return null;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return Object.fromEntries(error.inner.map((inner) => [inner.path, inner.message]));
    }
  };

  it('passes a plain text, an empty one and none', async () => {
    expect(await messageOf({ name: 'Åsa', note: 'rad 1\nrad 2' })).toBeNull();
    expect(await messageOf({ name: '' })).toBeNull();
    expect(await messageOf({})).toBeNull();
  });

  it("refuses with the field's message", async () => {
    expect(await messageOf({ name: 'a\u202eb', note: 'a\u0007b' })).toEqual({
      name: 'form.typedText',
      note: 'form.noteTypedText',
    });
  });

  it('reads what was typed, before trim() drops a separator or a control at an end', async () => {
    expect(await messageOf({ name: 'Åsa\u2028' })).toEqual({ name: 'form.typedText' });
    expect(await messageOf({ name: '\u0085Åsa' })).toEqual({ name: 'form.typedText' });
  });
});

describe('the forms and the backends', () => {
  it('refuse exactly the same characters, in a line and in several lines', async () => {
    // The mock's own rule (written apart from the app's): a form refuses before sending what the
    // backend would refuse, and nothing more.
    const { plainTextProblem } = await import('../../mock-server/kit/plainText');
    const differ: string[] = [];
    for (const shape of ['line', 'lines'] as const) {
      for (let code = 0; code <= 0xffff; code += 1) {
        const text = `a${char(code)}b`;
        if (isTypedText(text, shape) !== (plainTextProblem(text, shape) === null)) {
          differ.push(`${shape} U+${code.toString(16).padStart(4, '0')}`);
        }
      }
    }
    expect(differ).toEqual([]);
  });
});
