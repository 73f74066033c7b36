import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { mockServer, resetDatabase } from '../../mock-server/node';
// A saga test fails when its saga does not finish (the file says how).
import '../support/sagaMustFinish';

// CI has 2 cores: the first render of a lazy page can take over a second there.
configure({ asyncUtilTimeout: 5000 });

// Every screen test runs against the mock backend's real handlers, from a fresh seed.
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDatabase();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());
