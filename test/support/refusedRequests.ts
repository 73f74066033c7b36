import { contractCheck } from '../../mock-server/node';

/**
 * For a test file that makes the app send what the contract refuses on purpose (a call without its
 * token, to see the refusal handled): such requests pass the contract check when the mock refuses
 * them, as in the mock's own tests, and are still a mismatch when it accepts them. The answers are
 * checked as everywhere.
 */
export function sendsRefusedRequests(): void {
  beforeAll(() => {
    contractCheck.options.strictRequests = false;
  });
  afterAll(() => {
    contractCheck.options.strictRequests = true;
  });
}
