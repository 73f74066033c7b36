/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CUSTOM_STATES, PAYMENT_PROVIDERS, PROVIDER_SLUGS } from '../../src/api';
import { CARD_CHECKOUT_PROVIDERS } from '../../src/api/types/checkout';
import { USER_TOKEN_HEADER } from '../../src/api/types/shopper';
import { loadContracts, type JsonObject } from '../../mock-server/contract/documents';
import { pointerGet } from '../../mock-server/contract/operationIndex';

// The app's wire types come from contracts/, not from its own hand: src/api/types only re-exports
// and derives the generated types, and the few values the app keeps name what the contracts name.

const typesDir = path.resolve(__dirname, '../../src/api/types');
const documents = new Map(loadContracts().map(({ name, doc }) => [name, doc]));
const at = (contract: string, pointer: string) => pointerGet(documents.get(contract) as JsonObject, pointer);

describe("the app's wire types", () => {
  it.each(readdirSync(typesDir))('%s declares no shape of its own', (file) => {
    const source = readFileSync(path.join(typesDir, file), 'utf8');
    // An interface, or a type alias that opens an object literal, is a hand-written shape.
    expect(source.match(/^\s*(export\s+)?(interface\s+\w+|type\s+\w+(<[^>]*>)?\s*=\s*\{)/gm)).toBeNull();
  });

  it('lists the payment providers the contract names, and only those', () => {
    expect([...PAYMENT_PROVIDERS].sort()).toEqual(
      [...(at('shopper-providers', '#/components/schemas/PaymentProviderName/enum') as string[])].sort(),
    );
  });

  it('asks a card checkout for its payment at /orders, a full checkout at /payments, as the contract serves them', () => {
    const slugsOf = (names: readonly string[]) =>
      names.map((name) => PROVIDER_SLUGS[name as keyof typeof PROVIDER_SLUGS]).sort();
    const full = PAYMENT_PROVIDERS.filter((name) => !CARD_CHECKOUT_PROVIDERS.includes(name));
    expect(slugsOf(CARD_CHECKOUT_PROVIDERS)).toEqual(
      [...(at('shopper-providers', '#/paths/~1orders/servers/0/variables/provider/enum') as string[])].sort(),
    );
    expect(slugsOf(full)).toEqual(
      [
        ...(at('shopper-providers', '#/paths/~1payments/servers/0/variables/provider/enum') as string[]),
      ].sort(),
    );
  });

  it("sends each provider to a backend the providers' contract serves", () => {
    const slugs = at('shopper-providers', '#/servers/0/variables/provider/enum') as string[];
    expect(Object.values(PROVIDER_SLUGS).filter((slug) => !slugs.includes(slug))).toEqual([]);
  });

  it('lists the custom states the order contract names', () => {
    expect([...CUSTOM_STATES]).toEqual(at('orders', '#/components/schemas/CustomStateId/enum'));
  });

  it("sends the user's token in the header the shopper contract names", () => {
    expect(USER_TOKEN_HEADER).toBe(at('shopper', '#/components/securitySchemes/userToken/name'));
  });
});
