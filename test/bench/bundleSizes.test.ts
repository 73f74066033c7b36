import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureBundles } from '../../bench/bundleSizes';
import { pickerSettingsId } from '../../tooling/shellTemplates';

/** A build directory with a manifest, an index.html whose picker loads the shell and the side chunk, and the files. */
function fakeBuild(files: Record<string, string>, manifest: object, html: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bundle-sizes-'));
  mkdirSync(path.join(dir, '.vite'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'index.html'), html);
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  return dir;
}

const gz = (text: string) => gzipSync(text, { level: 9 }).length;

describe('measureBundles', () => {
  const files = {
    'assets/index.js': 'export const shell = "the shell and what it imports statically";',
    'assets/shared.js': 'export const shared = "a module the shell imports";',
    'assets/sideEffects.js': 'export const sagas = "the sagas every page starts";',
    'assets/Page.js': 'export const page = "the route\'s own code";',
    'assets/Terms.js': 'export const terms = "a route that imports nothing of the sagas";',
  };
  const manifest = {
    'src/main.tsx': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    'src/app/sideEffects.ts': { file: 'assets/sideEffects.js', imports: ['_shared.js'] },
    'src/Page.tsx': { file: 'assets/Page.js', imports: ['_shared.js', 'src/app/sideEffects.ts'] },
    'src/Terms.tsx': { file: 'assets/Terms.js', imports: ['_shared.js'] },
  };
  const html =
    `<div id="root"></div><script type="application/json" id="${pickerSettingsId}">` +
    `{"route":"/","everyPage":["/assets/sideEffects.js"]}</script>` +
    `<script data-app-scripts='["/assets/index.js"]'>(()=>{})()</script>`;
  /** A route's own document, with (or without) a picture its first render hydrates. */
  const routeDocument = (route: string, picture: boolean) =>
    `<div id="root"></div><script type="application/json" id="${pickerSettingsId}">` +
    `${JSON.stringify({ route, picture, everyPage: ['/assets/sideEffects.js'] })}</script>`;
  let dir = '';
  beforeAll(() => {
    dir = fakeBuild(
      {
        ...files,
        'page.html': routeDocument('/page', true),
        'terms.html': routeDocument('/terms', true),
        'sketch.html': routeDocument('/sketch', false),
      },
      manifest,
      html,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('counts in the first load the chunk every page loads beside the shell, for a page whose first render waits for it', () => {
    const measured = measureBundles(dir, [{ route: '/page', module: 'src/Page.tsx' }]);
    const shell = gz(files['assets/index.js']) + gz(files['assets/shared.js']);
    const beside = gz(files['assets/sideEffects.js']);

    expect(measured.shellFiles).toEqual(['assets/index.js', 'assets/shared.js']);
    expect(measured.shellBytes).toBe(shell);
    expect(measured.besideFiles).toEqual(['assets/sideEffects.js']);
    expect(measured.besideBytes).toBe(beside);
    expect(measured.firstLoadBytes).toBe(shell + beside);
    expect(measured.rows[0]?.firstLoadBytes).toBe(shell + beside);
  });

  it('reads the same from a build before the picker kept its settings apart (a --baseline ref)', () => {
    const older = fakeBuild(
      files,
      manifest,
      `<div id="root"></div><script data-app-scripts='["/assets/index.js"]'>` +
        `(()=>{const P=[],A=["/assets/sideEffects.js"];})()</script>`,
    );
    try {
      const measured = measureBundles(older, [{ route: '/page', module: 'src/Page.tsx' }]);
      expect(measured.besideFiles).toEqual(['assets/sideEffects.js']);
      expect(measured.firstLoadBytes).toBe(measureBundles(dir, []).firstLoadBytes);
    } finally {
      rmSync(older, { recursive: true, force: true });
    }
  });

  it("counts in a page's first load only what its first render waits for: the shell where it hydrates a picture without the sagas", () => {
    const shell = gz(files['assets/index.js']) + gz(files['assets/shared.js']);
    const beside = gz(files['assets/sideEffects.js']);
    const rows = measureBundles(dir, [
      // A picture, and nothing of the route's own imports the sagas' chunk: hydrated without it.
      { route: '/terms', module: 'src/Terms.tsx' },
      // A picture, but the route's own chunks import the sagas' chunk: its lazy load waits for it.
      { route: '/page?step=2', module: 'src/Page.tsx' },
      // No picture (the picker keeps the skeleton): the first render waits for the sagas.
      { route: '/sketch', module: 'src/Terms.tsx' },
      // No document of its own: the app shell's, without a picture.
      { route: '/elsewhere/', module: 'src/Terms.tsx' },
    ]).rows;

    expect(rows.map((row) => [row.route, row.waitsForSagas, row.firstLoadBytes])).toEqual([
      ['/terms', false, shell],
      ['/page?step=2', true, shell + beside],
      ['/sketch', true, shell + beside],
      ['/elsewhere/', true, shell + beside],
    ]);
  });

  it("leaves the first load's chunks out of a route's own JavaScript", () => {
    const [row] = measureBundles(dir, [{ route: '/page', module: 'src/Page.tsx' }]).rows;

    expect(row?.routeFiles).toEqual(['assets/Page.js']);
    expect(row?.routeBytes).toBe(gz(files['assets/Page.js']));
  });
});
