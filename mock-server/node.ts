import { setupServer } from 'msw/node';
import {
  contractCheckedHandlers,
  createContractCheck,
  setActiveContractCheck,
} from './contract/checkedHandlers';
import { handlers } from './handlers';

/**
 * Every exchange of a jest run, checked against contracts/ (test/setup fails the test on a
 * mismatch). Strict by default: a request the contract refuses is a mismatch however it was answered;
 * the mock's own tests, which send refused requests on purpose, relax it.
 */
export const contractCheck = createContractCheck({ strictRequests: true });
setActiveContractCheck(contractCheck);

/** The mock backend for jest: test/setup starts it and calls resetDatabase() before each test. */
export const mockServer = setupServer(...contractCheckedHandlers(handlers));

export { resetDatabase, db } from './db';
export { handlers } from './handlers';
