/** @jest-environment node */
import { contractCheckWanted } from '../../mock-server/contract/serverCheck';

// Whether a served mock checks its exchanges: MOCK_CONTRACT_CHECK, else the server's default (on in
// the dev server, off in a preview); a typo stops the start rather than silently checking nothing.
describe('MOCK_CONTRACT_CHECK', () => {
  it('follows the server default when unset or blank', () => {
    expect([contractCheckWanted(undefined, true), contractCheckWanted(' ', false)]).toEqual([true, false]);
  });

  it('turns the check on or off whatever the default, in any case', () => {
    expect([contractCheckWanted('ON', false), contractCheckWanted('off', true)]).toEqual([true, false]);
  });

  it('refuses anything else', () => {
    expect(() => contractCheckWanted('yes', true)).toThrow(
      "MOCK_CONTRACT_CHECK must be 'on' or 'off', not 'yes'",
    );
  });
});
