import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { routeDocumentFile } from './shellTemplates';
import { appShellFile, isShellRoute, notFoundFile } from './shellRoutes';

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/**
 * `vite preview` as a static host with the build's `_redirects` serves it: a file or a page's own
 * document as it is, an address of the app without a document of its own the app shell (200), and
 * any other address the not-found document with status 404, never the home page.
 */
export function previewRoutes(isBackendPath: (url: string | undefined) => boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'storefront-preview-routes',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || isBackendPath(req.url)) return next();
        let path: string;
        try {
          path = decodeURIComponent(new URL(req.url ?? '/', 'http://preview.localhost').pathname);
        } catch {
          path = '';
        }
        const inside = (file: string) => {
          const full = resolve(outDir, file);
          return full.startsWith(outDir) && isFile(full);
        };
        if (path && (inside(path.slice(1)) || inside(routeDocumentFile(path)))) return next();
        // A page asked for with or without the slash its address has not (/en, /cart/): its
        // address, as static hosts answer.
        const other = path.endsWith('/') ? path.replace(/\/+$/, '') : `${path}/`;
        if (path && other && other !== '/' && inside(routeDocumentFile(other))) {
          const query = new URL(req.url ?? '/', 'http://preview.localhost').search;
          res.statusCode = 301;
          res.setHeader('location', `${encodeURI(other)}${query}`);
          res.end();
          return;
        }
        if (path && isShellRoute(path)) {
          req.url = `/${appShellFile}`;
          return next();
        }
        const body = readFileSync(join(outDir, notFoundFile));
        res.statusCode = 404;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('content-length', body.length);
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}
