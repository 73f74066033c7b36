/** @jest-environment node */
import { loadContracts, type Json, type JsonObject } from '../../mock-server/contract/documents';
import { plainTextProblem, type TextShape } from '../../mock-server/kit/plainText';

// The contracts name the one rule for every text a person types (docs/rules.md#typed-text) once
// per document, as the schemas TypedLine and TypedLines, and every text a request stores refers to
// one of them: a text field a request gains must either refer to the rule or be named below as no
// typed text (an id, a token, a password, a URL, what the catalogue named).

const documents = loadContracts();

const RULE: Record<'TypedLine' | 'TypedLines', TextShape> = { TypedLine: 'line', TypedLines: 'lines' };

/**
 * The strings of request bodies that are no text a person types, as `Schema.property` (the schema
 * that declares it, `-` for a body written in the path) or `Schema.*` for every one.
 */
const NOT_TYPED: Readonly<Record<string, readonly string[]>> = {
  proxy: [
    'LoginInput.*',
    'RefreshTokenInput.*',
    'TokenInput.*',
    'ResetPasswordInput.*',
    'InvitationAcceptInput.*',
    'EmailInput.*',
    'ProductsBySkuInput.*',
    'SignupUserPayload.password',
    'SignupUserPayload.language',
    'SignupUserPayload.country_code',
    'SignupUserPayload.country',
    'SignupUserPayload.market',
    'SignupUserPayload.store_group',
    'SignupUserPayload.role',
    'SignupUserPayload.status',
    'SignupOrganisationPayload.attribute_ids',
    'SignupOrganisationPayload.user_id',
    'SignupOrganisationPayload.signup_token',
    'SignupOrganisationPayload.status',
    'SignupAddress.country',
    'SignupAddress.shipping_type',
    'CompanyAddressInput.id',
    'CompanyAddressInput.country',
    'CompanyAddressInput.shipping_type',
    'ProfileUpdatePayload.store_group',
    'ProfileUpdatePayload.language',
    'ProfileUpdatePayload.market',
    'ProfileUpdatePayload.country_code',
  ],
  orders: [
    'OrderInput.reference',
    'OrderInput.currencyCode',
    'CartItem.*',
    'CartItemOptions.parentItem',
    'OrderAddress.country',
    'OrdersByEmailInput.*',
    'OrdersByRefInput.*',
    'OrdersByOrganisationNumberInput.*',
    'Id.*',
  ],
  shopper: [
    'StartSessionInput.*',
    'AddItemInput.productVariantId',
    'CartItemOptions.parentItem',
    'SessionAttributes.contactId',
    'StartCheckoutInput.*',
    '-.discountCode',
  ],
  'shopper-providers': ['ProviderCheckoutInput.*', 'OrderAddress.country', 'ConfirmationQuery.*'],
  'upload-worker': [
    'ConvertForm.*',
    'FilesUploadForm.files',
    'UploadPayload.base64',
    'CompanyId.*',
    'FileUpdateInput.filename',
  ],
  newsletter: ['NewsletterSubscription.listId'],
  management: ['ManagementTokenRequest.*'],
};

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each string of each request body: where it is declared and whether it refers to the rule. */
function requestStrings(doc: JsonObject): { at: string; owner: string; typed: boolean }[] {
  const found: { at: string; owner: string; typed: boolean }[] = [];
  const refOf = (schema: JsonObject) => (typeof schema.$ref === 'string' ? schema.$ref : undefined);
  const resolve = (ref: string): JsonObject =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<Json>((node, key) => (isObject(node) ? node[key]! : null), doc) as JsonObject;
  const refersToRule = (schema: JsonObject) =>
    Object.keys(RULE).some((name) => JSON.stringify(schema).includes(`#/components/schemas/${name}"`));
  const visit = (schema: Json | undefined, at: string, owner: string, seen: ReadonlySet<string>): void => {
    if (!isObject(schema)) return;
    const ref = refOf(schema);
    if (ref) {
      const name = ref.split('/').pop()!;
      if (name in RULE || seen.has(name)) return;
      visit(resolve(ref), at, name, new Set([...seen, name]));
      return;
    }
    for (const key of ['allOf', 'oneOf', 'anyOf']) {
      const list = schema[key];
      if (Array.isArray(list))
        for (const item of list) if (!refersToRule(item as JsonObject)) visit(item, at, owner, seen);
    }
    const type = schema.type;
    const isString = type === 'string' || (Array.isArray(type) && type.includes('string'));
    if (isString && schema.enum === undefined && schema.const === undefined && schema.format === undefined) {
      found.push({ at, owner, typed: refersToRule(schema) });
    }
    if (isObject(schema.properties)) {
      for (const [key, property] of Object.entries(schema.properties))
        visit(property, `${at}.${key}`, owner, seen);
    }
    if (isObject(schema.items)) visit(schema.items, `${at}[]`, owner, seen);
    if (isObject(schema.additionalProperties)) visit(schema.additionalProperties, `${at}.*`, owner, seen);
  };
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!isObject(operation) || !isObject(operation.requestBody)) continue;
      let body = operation.requestBody;
      if (typeof body.$ref === 'string') body = resolve(body.$ref);
      if (!isObject(body.content)) continue;
      for (const media of Object.values(body.content)) {
        if (isObject(media)) visit(media.schema, `${method.toUpperCase()} ${path}`, '-', new Set());
      }
    }
  }
  return found;
}

/** `Schema.property` of a string found at `at` and declared in `owner`. */
const nameOf = (at: string, owner: string) =>
  `${owner}.${/\.([^.[\]*]+)(?:\[\]|\.\*)*$/.exec(at)?.[1] ?? '*'}`;

describe('the typed-text rule in the contracts (docs/rules.md#typed-text)', () => {
  it.each(documents.map(({ name, doc }) => ({ name, doc })))(
    '$name: TypedLine and TypedLines say what the mock refuses, character by character',
    ({ doc }) => {
      const schemas = ((doc.components as JsonObject | undefined)?.schemas ?? {}) as JsonObject;
      const texts = requestStrings(doc);
      if (texts.every((text) => !text.typed) && !('TypedLine' in schemas)) return;
      for (const [name, shape] of Object.entries(RULE)) {
        const schema = schemas[name] as JsonObject;
        expect(schema).toMatchObject({ type: 'string' });
        expect(String(schema.description)).toContain('docs/rules.md#typed-text');
        const pattern = new RegExp(String(schema.pattern), 'u');
        for (let code = 0; code <= 0xffff; code += 1) {
          if (code >= 0xd800 && code <= 0xdfff) continue;
          const text = `a${String.fromCharCode(code)}b`;
          if (pattern.test(text) !== (plainTextProblem(text, shape) === null)) {
            throw new Error(`${name} and the mock disagree on U+${code.toString(16).padStart(4, '0')}`);
          }
        }
      }
    },
  );

  it.each(documents.map(({ name, doc }) => ({ name, doc })))(
    '$name: each text of a request refers to the rule, or is named as no typed text',
    ({ name, doc }) => {
      const exempt = NOT_TYPED[name] ?? [];
      const untyped = requestStrings(doc)
        .filter((text) => !text.typed)
        .map((text) => ({ ...text, name: nameOf(text.at, text.owner) }))
        .filter((text) => !exempt.includes(text.name) && !exempt.includes(`${text.owner}.*`));
      expect(untyped.map((text) => `${text.at} (${text.name})`)).toEqual([]);
    },
  );

  it('names, in the exemptions, only documents there are', () => {
    const names = new Set(documents.map((document) => document.name));
    expect(Object.keys(NOT_TYPED).filter((name) => !names.has(name))).toEqual([]);
  });
});
