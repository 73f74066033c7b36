import { moduleAt, moduleStarts } from '../../bench/moduleMarks';

const chunk = [
  'var __commonJS = (cb) => cb;', // 0: the chunk's own helpers
  '// node_modules/react/cjs/react.production.js',
  'function createElement() {}',
  '// node_modules/@mui/material/Button/Button.js',
  'const Button = 1;',
  '// src/app/store.ts',
  'export function createAppStore() {}',
  '  // src/not/a/mark.ts (indented: a comment inside code)',
].join('\n');

describe('moduleStarts and moduleAt', () => {
  it("finds where each module's code begins in an unminified chunk", () => {
    expect(moduleStarts(chunk)).toEqual([
      { line: 1, module: 'node_modules/react/cjs/react.production.js' },
      { line: 3, module: 'node_modules/@mui/material/Button/Button.js' },
      { line: 5, module: 'src/app/store.ts' },
    ]);
  });

  it('names a line by its package, or by its path for our own code', () => {
    const starts = moduleStarts(chunk);
    expect(moduleAt(starts, 0)).toBe('(chunk)');
    expect(moduleAt(starts, 2)).toBe('react');
    expect(moduleAt(starts, 4)).toBe('@mui/material');
    expect(moduleAt(starts, 6)).toBe('src/app/store.ts');
    expect(moduleAt(starts, 7)).toBe('src/app/store.ts');
  });
});
