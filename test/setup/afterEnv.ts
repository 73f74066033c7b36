import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { formatMismatches } from '../../mock-server/contract/checkedHandlers';
import { contractCheck, mockServer, resetDatabase } from '../../mock-server/node';
// A saga test fails when its saga does not finish (the file says how).
import '../support/sagaMustFinish';
import { WAIT_CEILING_MS } from '../support/ceilings';
// After the mock's imports: stack traces were off while its handlers were made (handlerStacksOff.ts).
import './handlerStacksOn';

// A ceiling, not a pace: findBy… and waitFor resolve as soon as what they wait for is there
// (test/support/ceilings.ts).
configure({ asyncUtilTimeout: WAIT_CEILING_MS });

// The mock's passwords stay real scrypt, at a quarter of node's default cost (16384): the tests
// sign up and log in hundreds of times (mock-server/accounts/passwords.ts).
process.env.MOCK_SCRYPT_COST ??= '4096';

// Every screen test runs against the mock backend's real handlers, from a fresh seed.
beforeAll(() => {
  // The mock's own tests send requests the contract refuses on purpose; there only what the mock
  // accepts or answers is held to the contract. Everywhere else the app is the caller.
  contractCheck.options.strictRequests = !/[\\/]test[\\/]mock-server[\\/]/.test(
    expect.getState().testPath ?? '',
  );
  mockServer.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  resetDatabase();
  // A file that needs no DOM may run in jest's node environment (`@jest-environment node`).
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});
afterEach(() => {
  mockServer.resetHandlers();
  // Every exchange with the mock must match contracts/: a mismatch fails the test that caused it.
  const mismatches = contractCheck.take();
  if (mismatches.length > 0) throw new Error(`Contract mismatches:\n${formatMismatches(mismatches)}`);
});
afterAll(() => mockServer.close());
