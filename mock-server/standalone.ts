import { activateServedCheck, contractCheckWanted } from './contract/serverCheck';
import { serverUrl, startMockHttpServer } from './httpServer';

// `npm run mock-server` / `npx tsx mock-server/standalone.ts`; MOCK_PORT picks the port, and
// MOCK_CONTRACT_CHECK=on checks every exchange against contracts/ (mismatches are printed).
const port = Number(process.env.MOCK_PORT ?? 3001);
if (contractCheckWanted(process.env.MOCK_CONTRACT_CHECK, false)) activateServedCheck();

startMockHttpServer(port)
  .then((server) => console.info(`Mock backend listening on ${serverUrl(server)}`))
  .catch((error: unknown) => {
    console.error('Mock backend failed to start:', error);
    process.exit(1);
  });
