import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import type { RequestHandler } from 'msw';
import { contractCheckWanted, serveCheckedHandlers } from './contract/serverCheck';
import { resetDatabase } from './db';
import { mockEmbedded } from './embedding';
import { handlers } from './handlers';
import { handleNodeRequest, isMockPath } from './nodeAdapter';

type Next = (error?: unknown) => void;

/**
 * Connect middleware: backend paths go to the handlers, the rest to Vite. A backend path that no
 * handler answers gets a JSON 404 as a real backend would, not the app's HTML.
 */
const mockMiddleware =
  (answering: RequestHandler[]) =>
  (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    if (!isMockPath(req.url)) return next();
    handleNodeRequest(req, res, answering).then(
      (handled) => {
        if (handled) return;
        res.statusCode = 404;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ error: 'Not found', statusCode: 404 }));
      },
      (error: unknown) => next(error),
    );
  };

/** The handlers, behind the contract check when it is wanted (mock-server/contract/serverCheck.ts). */
const answeringFor = (env: Record<string, string | undefined>, byDefault: boolean) =>
  contractCheckWanted(env.MOCK_CONTRACT_CHECK, byDefault) ? serveCheckedHandlers(handlers) : handlers;

/**
 * Embeds the mock backend in Vite's dev and preview servers (`npm start` is one process); refuses,
 * loudly, in a server configured for real backends.
 */
export function mockBackendPlugin(env: Record<string, string | undefined>): Plugin {
  if (!mockEmbedded(env)) {
    throw new Error('The mock backend may not be embedded where VITE_MOCK=off (real backends)');
  }
  return {
    name: 'storefront-mock-backend',
    configureServer(server) {
      resetDatabase();
      server.middlewares.use(mockMiddleware(answeringFor(env, true)));
    },
    configurePreviewServer(server) {
      resetDatabase();
      server.middlewares.use(mockMiddleware(answeringFor(env, false)));
    },
  };
}
