import { createServer, type Server } from 'node:http';
import { contractCheckedHandlers } from './contract/checkedHandlers';
import { resetDatabase } from './db';
import { handlers } from './handlers';
import { handleNodeRequest } from './nodeAdapter';

// Checked against contracts/ whenever this process has a check (jest's; a standalone server with
// MOCK_CONTRACT_CHECK=on), as the msw server and the Vite plugin are.
const answering = contractCheckedHandlers(handlers);

/** Serves the mock handlers over node:http on 127.0.0.1; port 0 picks a free port (tests). */
export function startMockHttpServer(port: number): Promise<Server> {
  resetDatabase();
  const server = createServer((req, res) => {
    void handleNodeRequest(req, res, answering).then((handled) => {
      if (handled) return;
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: `No mock handler for ${req.method} ${req.url}` }));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

export function serverUrl(server: Server): string {
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('server is not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}
