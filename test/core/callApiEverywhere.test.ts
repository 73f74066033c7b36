import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const srcRoot = join(__dirname, '../../src');

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// docs/architecture.md#backend-calls: every backend call from a saga goes through callApi (or its
// once/without-refresh variants), so it gets the token refresh and the network retries. A saga that
// calls an api function with a bare `call` skips both; only callApi.ts itself may.
/** `call(api.x.y, …)` or `call([api.x, api.x.y], …)`. */
const bareCall = /\bcall\(\s*\[?\s*api\.\w+\.\w+/;

describe('backend calls go through callApi', () => {
  it('no saga outside core/callApi.ts calls an api function with a bare call effect', () => {
    const offenders = sourcesUnder(srcRoot)
      .filter((path) => !path.endsWith(join('core', 'callApi.ts')))
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, where: `${relative(srcRoot, path)}:${index + 1}` }))
          .filter(({ line }) => bareCall.test(line))
          .map(({ where }) => where),
      );
    expect(offenders).toEqual([]);
  });

  it('the pattern finds a bare call, so the check can fail', () => {
    expect(
      /\bcall\(\s*\[?\s*api\.\w+\.\w+/.test('yield* call(api.checkout.syncPayment, provider, token);'),
    ).toBe(true);
  });
});
