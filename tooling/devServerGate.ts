import { existsSync, statSync } from 'node:fs';
import { posix, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isFileLoadingAllowed, type Connect, type Plugin, type ResolvedConfig } from 'vite';

// What `npm start`'s server answers. Vite serves any module under the project root by path and
// checks `server.fs.deny` against module ids only: a module it has already transformed (one that
// a served file imports, transformed ahead of the browser's request) is served from its cache
// without the check, so `/vite.config.ts` once requested made the mock's sources readable (Vite's
// documentation says as much: a denied file may be reachable by another path). So this gate runs
// before all of Vite's middleware and lets through only what the browser needs; everything else is
// an address of the app and gets its page. Errors are answered without Vite's error page, which
// carries the stack and the machine's paths.

/** Vite's own modules that the page loads. */
const VITE_CLIENT = new Set(['/@vite/client', '/@vite/env', '/@react-refresh']);

/** `/@id/` and a package's name (`react`, `@scope/name`), maybe a file of it: never a path. */
const BARE_PACKAGE = /^\/@id\/((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*)(?:\/[\w./-]*)?$/i;

/** Folders of the repository whose files the browser loads: the app, what it shares with the mock, dependencies. */
const SERVED_FOLDERS = ['/src/', '/shared/', '/node_modules/'];

export type GateAnswer = { kind: 'pass' } | { kind: 'page' } | { kind: 'refuse'; status: 404 };

interface GateFacts {
  /** The project root, absolute. */
  root: string;
  /** The public folder, absolute. */
  publicDir: string;
  isBackendPath: (url: string | undefined) => boolean;
  /** Whether Vite's `server.fs` settings let this absolute path be loaded at all. */
  mayLoad: (file: string) => boolean;
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * The path of a request as Vite reads it (decoded), or null when it cannot be read as one. Read by
 * hand: a URL parser takes `//name/…` for another host and resolves `%2e%2e` segments, where Vite
 * reads the path as written.
 */
function decodedPath(url: string): string | null {
  const raw = url.split(/[?#]/, 1)[0] ?? '';
  if (!raw.startsWith('/')) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** A path Vite would read as another than it says: dot segments, empty segments, backslashes, NUL. */
const isCrooked = (path: string) =>
  path.includes('\\') || path.includes('\0') || posix.normalize(path) !== path || path.includes('//');

const inside = (folder: string, file: string) =>
  file.startsWith(folder.endsWith(sep) ? folder : folder + sep);

/** What the dev server does with a request: pass it to Vite, answer it with the app's page, or refuse it. */
export function gateAnswer(method: string, url: string, facts: GateFacts): GateAnswer {
  if (facts.isBackendPath(url)) return { kind: 'pass' };
  const path = decodedPath(url);
  // As a static host answers an address it cannot read: not found (tooling/previewRoutes.ts).
  if (path === null) return { kind: 'refuse', status: 404 };
  if (isCrooked(path)) return { kind: 'refuse', status: 404 };
  if (VITE_CLIENT.has(path)) return { kind: 'pass' };
  // Virtual modules of plugins (each plugin checks its own ids), and packages Vite has not
  // prebundled, named as a bare import (resolved inside node_modules).
  if (path.startsWith('/@id/__x00__')) return { kind: 'pass' };
  const bare = BARE_PACKAGE.exec(path);
  // Only a package that is installed: Vite resolves any other name from the root (`/@id/x.js`).
  if (bare?.[1] && existsSync(resolve(facts.root, 'node_modules', bare[1], 'package.json')))
    return { kind: 'pass' };
  if (path.startsWith('/@fs/')) {
    const file = resolve(path.slice('/@fs'.length));
    return inside(resolve(facts.root, 'node_modules'), file) && facts.mayLoad(file)
      ? { kind: 'pass' }
      : { kind: 'refuse', status: 404 };
  }
  if (path.startsWith('/@')) return { kind: 'refuse', status: 404 };
  if (path === '/index.html') return { kind: 'pass' };
  if (SERVED_FOLDERS.some((folder) => path.startsWith(folder))) {
    return facts.mayLoad(resolve(facts.root, `.${path}`))
      ? { kind: 'pass' }
      : { kind: 'refuse', status: 404 };
  }
  const publicFile = resolve(facts.publicDir, `.${path}`);
  if (inside(facts.publicDir, publicFile) && isFile(publicFile)) return { kind: 'pass' };
  // A file or folder of the repository outside those is refused by name; any other address is
  // the app's (its router shows the page, or its own not-found page), never a file read.
  if (path !== '/' && existsSync(resolve(facts.root, `.${path}`))) return { kind: 'refuse', status: 404 };
  return method === 'GET' || method === 'HEAD' ? { kind: 'page' } : { kind: 'refuse', status: 404 };
}

function refuse(res: ServerResponse, status: number): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end('Not found');
}

/** Vite's error page, without the stack and paths it shows: those go to the terminal only. */
const errorAnswer =
  (config: () => ResolvedConfig) =>
  (error: unknown, _req: IncomingMessage, res: ServerResponse, _next: Connect.NextFunction): void => {
    config().logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error), {
      timestamp: true,
    });
    if (res.headersSent) {
      res.end();
      return;
    }
    res.statusCode = 500;
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    res.end('The development server could not answer this request; its terminal says why.');
  };

/**
 * The dev server's gate (see above). `isBackendPath` names the embedded mock's paths, which its
 * own middleware answers.
 */
export function devServerGate(isBackendPath: (url: string | undefined) => boolean): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'storefront-dev-server-gate',
    enforce: 'pre',
    apply: 'serve',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      const facts = (): GateFacts => ({
        root: config.root,
        publicDir: config.publicDir || resolve(config.root, 'public'),
        isBackendPath,
        mayLoad: (file) => isFileLoadingAllowed(config, file.replaceAll('\\', '/')),
      });
      server.middlewares.use((req, res, next) => {
        const answer = gateAnswer(req.method ?? 'GET', req.url ?? '/', facts());
        if (answer.kind === 'refuse') {
          // Said in the terminal, so a developer whose file does not load learns why.
          config.logger.info(
            `dev server gate: ${answer.status} for ${req.method} ${req.url} (not part of the app)`,
            {
              timestamp: true,
            },
          );
          return refuse(res, answer.status);
        }
        // The page of every address of the app is index.html, whatever the query asks of Vite.
        if (answer.kind === 'page') req.url = '/index.html';
        next();
      });
      // Vite adds its error page last, after these hooks and in the same turn: it is replaced
      // then. Its page also goes to every open tab over the HMR socket; this one does not.
      return () => {
        queueMicrotask(() => {
          const layer = server.middlewares.stack.find(
            ({ handle }) => typeof handle === 'function' && handle.name === 'viteErrorMiddleware',
          );
          if (!layer)
            throw new Error('Vite’s error middleware was not found; the dev server gate needs updating');
          layer.handle = errorAnswer(() => config);
        });
      };
    },
  };
}
