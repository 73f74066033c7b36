import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock backend for jest: test/setup starts it and calls resetDatabase() before each test. */
export const mockServer = setupServer(...handlers);

export { resetDatabase, db } from './db';
export { handlers } from './handlers';
