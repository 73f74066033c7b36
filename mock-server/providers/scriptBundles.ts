import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The providers' look-alike scripts as browser code: each provider's widget module and the form kit
// it imports, bundled by esbuild into one script. esbuild runs in a child process, since it refuses
// to run inside jest's jsdom; bundles are kept on disk under the hash of their sources, so a
// process builds one only when a source changed.

/**
 * Where the browser code lies (browser/ and {slug}/widget.ts, with the types they import; any source
 * under it, shared/mockProviderOrigin.ts and kit/plainText.ts change the bundles' hash). CommonJS (jest) and Vite's bundled
 * config define __dirname; under tsx this file is an ES module and the mock is started from the
 * repository root.
 */
function providersDir(): string {
  return typeof __dirname === 'string' ? __dirname : path.resolve('mock-server', 'providers');
}

const CACHE_DIR = path.resolve('node_modules', '.cache', 'mock-provider-scripts');

/** The parameter the served script is wrapped in: the provider server's base URL. */
export const API_BASE_PARAMETER = 'MOCK_PROVIDER_API';

function sourcesHash(dir: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.ts'),
  );
  for (const file of files.sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dir, file)));
  }
  // The modules outside it the browser code imports: the look-alikes' hosts and the typed-text rule
  // (the forms' e-mail check).
  hash.update(readFileSync(path.join(dir, '..', '..', 'shared', 'mockProviderOrigin.ts')));
  hash.update(readFileSync(path.join(dir, '..', 'kit', 'plainText.ts')));
  return hash.digest('hex').slice(0, 16);
}

function build(entry: string, resolveDir: string): string {
  const script = `
    const { buildSync } = require('esbuild');
    const result = buildSync({
      stdin: { contents: process.argv[1], resolveDir: process.argv[2], loader: 'ts' },
      bundle: true, write: false, format: 'iife', target: 'es2019', charset: 'utf8',
      legalComments: 'none', logLevel: 'silent',
    });
    process.stdout.write(result.outputFiles[0].text);`;
  return execFileSync(process.execPath, ['-e', script, entry, resolveDir], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
}

const built = new Map<string, string>();

/** The bundle `name` of the entry module source (kept on disk by the hash of the widgets' sources). */
function bundle(name: string, entry: string): string {
  const dir = providersDir();
  const key = `${name}-${sourcesHash(dir)}`;
  const kept = built.get(key);
  if (kept) return kept;
  const file = path.join(CACHE_DIR, `${key}.js`);
  let code: string;
  if (existsSync(file)) {
    code = readFileSync(file, 'utf8');
  } else {
    code = build(entry, dir);
    mkdirSync(CACHE_DIR, { recursive: true });
    // Another process may build the same bundle at once: each writes its own file, then renames.
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, code);
    renameSync(temporary, file);
    // Bundles of earlier sources are never read again: the cache keeps one per bundle.
    for (const old of readdirSync(CACHE_DIR)) {
      if (old.startsWith(`${name}-`) && old !== `${key}.js` && old.endsWith('.js'))
        rmSync(path.join(CACHE_DIR, old), { force: true });
    }
  }
  built.set(key, code);
  return code;
}

/**
 * The script on the shop's page of the provider `{slug}/widget.ts`, which exports `widget(win, kit)`:
 * it runs the widget with the kit, against the provider server at API_BASE_PARAMETER.
 */
export function providerBundle(slug: string, widget: string): string {
  return bundle(
    `${slug}-${widget}`,
    [
      `import { providerKit } from './browser/kit';`,
      `import { ${widget} } from './${slug}/widget';`,
      `${widget}(window, providerKit(window, ${API_BASE_PARAMETER}));`,
    ].join('\n'),
  );
}

/** The script of the providers' checkout frame (browser/frame/main.ts), the same for every provider. */
export function frameBundle(): string {
  return bundle(
    'frame',
    [`import { bootFrame } from './browser/frame/main';`, `bootFrame(window);`].join('\n'),
  );
}
