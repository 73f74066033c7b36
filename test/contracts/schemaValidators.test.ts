/** @jest-environment node */
import Ajv2020 from 'ajv/dist/2020';
import { loadContracts, type Json } from '../../mock-server/contract/documents';

// The mock's contract check adds the contracts without ajv's meta-schema check (it would run on
// every test file's load, and it saw only each document's root). Here every schema the contracts
// define is checked against JSON Schema 2020-12, OpenAPI 3.1's dialect, once.

type Schemas = Record<string, Json>;

const schemasOf = (doc: Record<string, Json>): Schemas =>
  ((doc.components as Record<string, Json> | undefined)?.schemas ?? {}) as Schemas;

function invalidSchemas(ajv: Ajv2020, schemas: Schemas): string[] {
  return Object.entries(schemas)
    .filter(([, schema]) => !ajv.validateSchema(schema as object))
    .map(([name]) => `${name}: ${ajv.errorsText(ajv.errors)}`);
}

describe("the contracts' schemas", () => {
  const ajv = new Ajv2020({ strict: false });

  it.each(loadContracts().map(({ name, doc }) => ({ name, doc })))(
    '$name: every schema is valid JSON Schema 2020-12',
    ({ doc }) => {
      const schemas = schemasOf(doc);
      expect(Object.keys(schemas).length).toBeGreaterThan(0);
      expect(invalidSchemas(ajv, schemas)).toEqual([]);
    },
  );

  it('names a schema that is not valid', () => {
    expect(invalidSchemas(ajv, { Good: { type: 'string' }, Bad: { type: 12 } })).toEqual([
      expect.stringMatching(/^Bad: /),
    ]);
  });
});
