import { serverUrl, startMockHttpServer } from './httpServer';

// `npm run mock-server` / `npx tsx mock-server/standalone.ts`; MOCK_PORT picks the port.
const port = Number(process.env.MOCK_PORT ?? 3001);

startMockHttpServer(port)
  .then((server) => console.info(`Mock backend listening on ${serverUrl(server)}`))
  .catch((error: unknown) => {
    console.error('Mock backend failed to start:', error);
    process.exit(1);
  });
