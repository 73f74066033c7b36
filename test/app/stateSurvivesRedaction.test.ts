import { rootReducer } from '../../src/app/rootReducer';
import { redact } from '../../src/core/redact';
import { injectEverySlice } from '../support/everySlice';

describe('the state support staff see', () => {
  it('keeps every slice and sub-state: no state key is a name the support log redacts', () => {
    // A state key named like a secret (`password`, `newPassword`…) would turn a whole slice into
    // '[redacted]' in the log, and a replay would run the reducers on a string.
    injectEverySlice();
    const fresh = rootReducer(undefined, { type: '@@INIT' });
    expect(Object.keys(fresh)).toContain('passwordRecovery');
    expect(redact(fresh)).toEqual(fresh);
  });
});
