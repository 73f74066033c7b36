// What the dev server (`npm start`) may serve from the repository. Vite serves any file under the
// project root by path (`/mock-server/…`, `/@fs/…`); the mock's sources hold its secrets (the
// management client secret, signing keys) and the tests hold demo passwords, so neither is served.
// A configured `deny` replaces Vite's own list, so its defaults are restated here. Vite checks it
// against module ids only, not what it has cached: devServerGate.ts is what holds; this is a
// second line.

const VITE_DEFAULT_DENY = [
  '.env',
  '.env.*',
  '*.{crt,pem,key,p12,pfx,cer,der}',
  '.npmrc',
  '.yarnrc.yml',
  '**/.git/**',
];

/** Folders of the repository that only Node runs: the mock backend, the tests, the build tooling. */
const SERVER_SIDE_FOLDERS = ['mock-server', 'test', 'tooling', 'bench', 'contracts'];

/**
 * `server.fs.deny` for a project at `root` (an absolute path): Vite's defaults and the server-side
 * folders of this project only, not folders of the same name inside packages.
 */
export function devServerDeny(root: string): string[] {
  const base = root.replaceAll('\\', '/').replace(/\/$/, '');
  return [
    ...VITE_DEFAULT_DENY,
    ...SERVER_SIDE_FOLDERS.flatMap((folder) => [`${base}/${folder}`, `${base}/${folder}/**`]),
  ];
}
