import { sessionMarket } from '../../../src/features/cart/cartFollowsUser';
import { norway, sweden } from '../../support/fixtures';

describe("the market a signed-in user's cart session starts in", () => {
  it("keeps the shopper's current market when it is known", () => {
    expect(sessionMarket(norway, [sweden, norway], 'se')).toBe(norway);
  });

  it("uses the user's market when the current one is unknown", () => {
    const unknown = { ...norway, id: 'dk' };
    expect(sessionMarket(unknown, [sweden, norway], 'se')).toBe(sweden);
  });

  it('keeps the current market when the markets are not loaded', () => {
    expect(sessionMarket(norway, [], 'se')).toBe(norway);
  });
});
