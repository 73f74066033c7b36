import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ContractDocument } from './documents';

// JSON Schema 2020-12 (OpenAPI 3.1's dialect) over the contracts' schemas. Each document is added
// whole under an id of its own, so a schema is reached by its JSON pointer and its local $refs resolve
// within its document. OpenAPI's own keywords (example, discriminator …) are annotations here.

const baseId = (contract: string) => `https://contracts.storefront.invalid/${contract}`;

/**
 * The documents are added without ajv's check against the meta-schema: it took ten times as long
 * as the rest, every jest file makes the mock anew, and it checked only each document's root (an
 * OpenAPI document, not a schema). Each schema of the contracts is checked against the meta-schema
 * once, in test/contracts/schemaValidators.test.ts.
 */
function createAjv(documents: ContractDocument[], coerceTypes: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    coerceTypes,
    validateFormats: true,
    validateSchema: false,
  });
  addFormats(ajv);
  for (const { name, doc } of documents) ajv.addSchema({ ...doc, $id: baseId(name) });
  return ajv;
}

export interface SchemaValidators {
  /** The schema at `pointer` in `contract`, for bodies: no type coercion. */
  body(contract: string, pointer: string): ValidateFunction;
  /** The same for parameters, which arrive as text: '2' passes as the integer 2. */
  parameter(contract: string, pointer: string): ValidateFunction;
}

export function createSchemaValidators(documents: ContractDocument[]): SchemaValidators {
  const strict = createAjv(documents, false);
  const coercing = createAjv(documents, true);
  const cache = new Map<string, ValidateFunction>();
  const compiled = (ajv: Ajv2020, kind: string, contract: string, pointer: string) => {
    const key = `${kind} ${contract}${pointer}`;
    let validate = cache.get(key);
    if (!validate) {
      // A parameter is wrapped in an object, as ajv coerces a value only inside its parent.
      const target = { $ref: `${baseId(contract)}${pointer}` };
      validate = ajv.compile(
        kind === 'parameter' ? { type: 'object', properties: { value: target } } : target,
      );
      cache.set(key, validate);
    }
    return validate;
  };
  return {
    body: (contract, pointer) => compiled(strict, 'body', contract, pointer),
    parameter: (contract, pointer) => compiled(coercing, 'parameter', contract, pointer),
  };
}

/** ajv's errors as short lines: `/items/0/quantity must be >= 1`. */
export function describeErrors(validate: ValidateFunction): string[] {
  return (validate.errors ?? []).slice(0, 8).map((error) => {
    const where = error.instancePath || '(root)';
    const extra =
      error.keyword === 'additionalProperties'
        ? ` (${String((error.params as { additionalProperty?: string }).additionalProperty)})`
        : error.keyword === 'enum'
          ? ` (${JSON.stringify((error.params as { allowedValues?: unknown }).allowedValues)})`
          : '';
    return `${where} ${error.message ?? error.keyword}${extra}`;
  });
}
