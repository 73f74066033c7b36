import type { Json, JsonObject } from './documents';
import {
  escapePointer,
  isObject,
  resolveRef,
  type Located,
  type Operation,
  type OperationIndex,
} from './operationIndex';
import { describeErrors, type SchemaValidators } from './schemaValidators';

// One request and its answer against the contract. The answer must be documented for its status
// and match its schema; the request must match its operation. A request the contract refuses may be
// refused (a 4xx is the mock doing its job), never accepted; with `strictRequests` (a run where only
// the app sends requests) it is a mismatch however it was answered.

export interface Mismatch {
  side: 'request' | 'response';
  method: string;
  path: string;
  status: number;
  /** `contract operationId`, or the contract alone for an undocumented path. */
  operation: string;
  problems: string[];
}

export interface ExchangeOptions {
  strictRequests: boolean;
  /** The answer is a fault a test injected: only the request is checked. */
  answerInjected?: boolean;
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json$/i;

const mediaTypeOf = (value: string | null) => (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** The documented media type that covers `actual`: exact, `type/*`, then `*\/*`. */
function pickMedia(content: JsonObject, actual: string): string | undefined {
  const keys = Object.keys(content);
  const lower = new Map(keys.map((key) => [key.toLowerCase(), key]));
  return lower.get(actual) ?? lower.get(`${actual.split('/')[0] ?? ''}/*`) ?? lower.get('*/*');
}

export function createExchangeCheck(index: OperationIndex, validators: SchemaValidators) {
  const docOf = (contract: string) => index.documents.find((d) => d.name === contract)?.doc ?? {};

  function securityProblems(located: Located, request: Request): string[] {
    const { operation } = located;
    const doc = docOf(operation.contract);
    const requirements = (operation.operation.security ?? doc.security) as Json | undefined;
    if (!Array.isArray(requirements) || requirements.length === 0) return [];
    const schemes =
      isObject(doc.components) && isObject(doc.components.securitySchemes)
        ? doc.components.securitySchemes
        : {};
    const satisfied = requirements.some((requirement) => {
      if (!isObject(requirement)) return false;
      return Object.keys(requirement).every((name) => {
        const scheme = resolveRef(doc, schemes[name]);
        if (!isObject(scheme)) return false;
        if (scheme.type === 'http') {
          const value = request.headers.get('authorization') ?? '';
          return new RegExp(`^${String(scheme.scheme)}\\s+\\S`, 'i').test(value);
        }
        if (scheme.type === 'apiKey' && scheme.in === 'header') {
          return (request.headers.get(String(scheme.name)) ?? '') !== '';
        }
        return true;
      });
    });
    return satisfied ? [] : ['no credential of the documented security scheme'];
  }

  function parameterProblems(located: Located, url: URL, request: Request): string[] {
    const { operation, pathParams } = located;
    const problems: string[] = [];
    operation.parameters.forEach((parameter) => {
      const name = String(parameter.name);
      const where = String(parameter.in);
      let value: Json | undefined;
      if (where === 'path') value = pathParams[name];
      else if (where === 'header') value = request.headers.get(name) ?? undefined;
      else if (where === 'query') {
        const all = url.searchParams.getAll(name);
        const schema = resolveRef(docOf(operation.contract), parameter.schema);
        value = all.length === 0 ? undefined : isObject(schema) && schema.type === 'array' ? all : all[0];
      } else return;
      if (value === undefined) {
        if (parameter.required === true) problems.push(`${where} parameter ${name} is missing`);
        return;
      }
      const pointer = parameterPointer(operation, parameter);
      if (!pointer) return;
      const validate = validators.parameter(operation.contract, pointer);
      if (!validate({ value })) {
        problems.push(
          ...describeErrors(validate).map((line) => `${where} ${name}: ${line.replace(/^\/value\s*/, '')}`),
        );
      }
    });
    return problems;
  }

  /** The pointer of a parameter's schema: under components when it was a $ref, else in place. */
  function parameterPointer(operation: Operation, parameter: JsonObject): string | undefined {
    const doc = docOf(operation.contract);
    const components =
      isObject(doc.components) && isObject(doc.components.parameters) ? doc.components.parameters : {};
    for (const [key, value] of Object.entries(components)) {
      if (resolveRef(doc, value) === parameter) return `#/components/parameters/${escapePointer(key)}/schema`;
    }
    const pathItem = isObject(doc.paths) ? doc.paths[operation.template] : undefined;
    for (const [list, base] of [
      [operation.operation.parameters, `${operation.pointer}/parameters`],
      [
        isObject(pathItem) ? pathItem.parameters : undefined,
        `#/paths/${escapePointer(operation.template)}/parameters`,
      ],
    ] as const) {
      if (!Array.isArray(list)) continue;
      const i = list.findIndex((entry) => entry === parameter);
      if (i >= 0) return `${base}/${i}/schema`;
    }
    return undefined;
  }

  async function bodyProblems(located: Located, request: Request): Promise<string[]> {
    const { operation } = located;
    const doc = docOf(operation.contract);
    const bytes = await request.arrayBuffer();
    const raw = new TextDecoder().decode(bytes);
    const requestBody = resolveRef(doc, operation.operation.requestBody);
    if (!isObject(requestBody)) {
      return raw.trim() === '' ? [] : ['a body was sent where the operation documents none'];
    }
    if (raw === '') return requestBody.required === true ? ['the required body is missing'] : [];
    const content = isObject(requestBody.content) ? requestBody.content : {};
    const actual = mediaTypeOf(request.headers.get('content-type'));
    const media = pickMedia(content, actual);
    if (!media) return [`content type ${actual || '(none)'} is not documented`];
    const pointer = `${requestBodyPointer(operation)}/content/${escapePointer(media)}/schema`;
    if (JSON_TYPE.test(actual)) {
      let data: unknown;
      try {
        data = JSON.parse(raw);
      } catch {
        return ['the body is not JSON'];
      }
      const validate = validators.body(operation.contract, pointer);
      return validate(data) ? [] : describeErrors(validate).map((line) => `body ${line}`);
    }
    if (actual === 'multipart/form-data') {
      const mediaObject = content[media];
      const schema = isObject(mediaObject) ? resolveRef(doc, mediaObject.schema) : undefined;
      const form = await new Request('http://form.invalid/', {
        method: 'POST',
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
        body: bytes,
      })
        .formData()
        .catch(() => undefined);
      if (!form) return ['the multipart body does not parse'];
      const data = formObject(
        form,
        isObject(schema) && isObject(schema.properties) ? schema.properties : {},
        doc,
      );
      const validate = validators.body(operation.contract, pointer);
      return validate(data) ? [] : describeErrors(validate).map((line) => `form ${line}`);
    }
    return [];
  }

  function requestBodyPointer(operation: Operation): string {
    const own = operation.operation.requestBody;
    if (isObject(own) && typeof own.$ref === 'string') return own.$ref;
    return `${operation.pointer}/requestBody`;
  }

  async function responseProblems(operation: Operation, response: Response): Promise<string[]> {
    const doc = docOf(operation.contract);
    const responses = isObject(operation.operation.responses) ? operation.operation.responses : {};
    const status = String(response.status);
    const key = [status, `${status[0] ?? ''}XX`, 'default'].find((k) => k in responses);
    if (!key) return [`status ${status} is not documented`];
    const documented = resolveRef(doc, responses[key]);
    if (!isObject(documented)) return [`the documented answer for ${key} does not resolve`];
    const text = await response.text();
    const content = isObject(documented.content) ? documented.content : undefined;
    if (!content || Object.keys(content).length === 0) {
      return text === '' ? [] : [`a body was answered where status ${key} documents none`];
    }
    if (text === '') return [`an empty answer where status ${key} documents a body`];
    const actual = mediaTypeOf(response.headers.get('content-type'));
    const media = pickMedia(content, actual);
    if (!media) return [`content type ${actual || '(none)'} is not documented for ${key}`];
    if (!JSON_TYPE.test(actual)) return [];
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return ['the answer is not JSON'];
    }
    const ref = responses[key];
    const base =
      isObject(ref) && typeof ref.$ref === 'string'
        ? ref.$ref
        : `${operation.pointer}/responses/${escapePointer(key)}`;
    const validate = validators.body(operation.contract, `${base}/content/${escapePointer(media)}/schema`);
    return validate(data) ? [] : describeErrors(validate).map((line) => `answer ${line}`);
  }

  /** The mismatches of one exchange; the request and response are read, so pass clones. */
  return async function checkExchange(
    request: Request,
    response: Response,
    options: ExchangeOptions,
  ): Promise<Mismatch[]> {
    const url = new URL(request.url);
    const located = index.locate(request.method, url.pathname);
    if (!located) return [];
    const base = { method: request.method, path: url.pathname, status: response.status };
    if (!('operation' in located)) {
      const accepted = response.status < 400;
      if (!accepted && !options.strictRequests) return [];
      return [
        {
          ...base,
          side: accepted ? 'response' : 'request',
          operation: located.contract,
          problems: [accepted ? 'answered an undocumented operation' : 'called an undocumented operation'],
        },
      ];
    }
    const name = `${located.operation.contract} ${located.operation.operationId}`;
    const mismatches: Mismatch[] = [];
    const requestProblems = [
      ...securityProblems(located, request),
      ...parameterProblems(located, url, request),
      ...(await bodyProblems(located, request)),
    ];
    if (requestProblems.length > 0 && (options.strictRequests || response.status < 400)) {
      mismatches.push({
        ...base,
        side: 'request',
        operation: name,
        problems:
          response.status < 400
            ? ['accepted a request the contract refuses:', ...requestProblems]
            : requestProblems,
      });
    }
    const answer = options.answerInjected ? [] : await responseProblems(located.operation, response);
    if (answer.length > 0) mismatches.push({ ...base, side: 'response', operation: name, problems: answer });
    return mismatches;
  };
}

export type ExchangeCheck = ReturnType<typeof createExchangeCheck>;

/** A form as the JSON its schema describes: files as their names, repeated fields as arrays. */
function formObject(form: FormData, properties: JsonObject, doc: JsonObject): JsonObject {
  const data: Record<string, Json> = {};
  form.forEach((value, key) => {
    const text = typeof value === 'string' ? value : (value as File).name || 'blob';
    const schema = resolveRef(doc, properties[key]);
    if (isObject(schema) && schema.type === 'array') {
      const list = Array.isArray(data[key]) ? (data[key] as Json[]) : [];
      data[key] = [...list, text];
    } else if (key in data) {
      data[key] = [data[key] as Json, text];
    } else {
      data[key] = text;
    }
  });
  return data;
}
