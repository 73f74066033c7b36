import { MAX_JSON_KEYS } from '../../mock-server/kit/bounds';
import type { Fixtures, Json, Route, Style } from './badInputRoutes';
import { routeName } from './badInputRoutes';
import type { BadRequest } from './badInputTransports';
import { smallByteBounds } from './smallByteBounds';
import { TYPED_TEXT, typedFieldsOf, withTextAt } from './badInputTypedText';

// The bad inputs every route gets: mis-encoded paths, unknown and overlong ids, missing or unknown
// tokens, and for routes that read a body, broken JSON, wrong types, huge strings, deep nesting,
// too many keys and oversize bodies; control, bidi and line-separator characters in every text a
// person types that a route stores (badInputTypedText.ts); plus each route's own field-level cases.

export interface Row {
  label: string;
  style: Style;
  status: number;
  /** Needs a real socket (bodies past the adapter's hard cap). */
  nodeOnly?: boolean;
  /** The refusal is plain text, not the backend's JSON error body. */
  textAnswer?: boolean;
  /** What the refusal's body must say (the typed-text rows: that the field holds control characters). */
  saying?: RegExp;
  /**
   * A path outside every backend's prefix (a bad segment before it): a server that serves the app
   * beside the mock (Vite) answers it as the app's, never the mock.
   */
  outsideMock?: boolean;
  request(f: Fixtures): Promise<BadRequest>;
}

const MB = 1024 * 1024;
const BAD_ENCODINGS = ['%', '%E0%A4%A'];
const long = (length: number) => 'x'.repeat(length);

function nestedArrays(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

function nestedObjects(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

/** The first string leaf (depth first) replaced by `text`; a new field when there is none. */
function withFirstString(body: Json, text: string): Json {
  let replaced = false;
  const visit = (value: unknown): unknown => {
    if (typeof value === 'string' && !replaced) {
      replaced = true;
      return text;
    }
    if (Array.isArray(value)) return value.map(visit);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v)]));
    }
    return value;
  };
  const result = visit(body) as Json;
  return replaced ? result : { ...body, note: text };
}

function wrongType(value: unknown): unknown {
  if (typeof value === 'string' || value === null) return 12345;
  if (typeof value === 'number') return 'twelve';
  if (typeof value === 'boolean') return 'yes';
  return Array.isArray(value) ? 'not a list' : 'not an object';
}

const firstKey = (body: Json) => Object.keys(body)[0] ?? 'field';

function pathOf(route: Route, params: Record<string, string>, query?: Record<string, string>): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

async function tokenOf(route: Route, f: Fixtures): Promise<string | undefined> {
  if (route.auth === 'cart') return f.cartToken();
  if (route.auth === 'user') return f.accessToken(route.user);
  if (route.auth === 'management') return f.managementToken();
  if (route.auth === 'checkout') return f.checkoutToken(route.provider ?? 'KlarnaCheckout');
  return undefined;
}

interface Spoil {
  params?: Record<string, string>;
  query?: Record<string, string>;
  prefix?: string;
  token?: string | null;
  /** A token of another kind than the route takes. */
  tokenFrom?: (f: Fixtures) => Promise<string>;
  body?: (good: Json) => unknown;
  raw?: (good: Json) => string;
  /** A non-JSON body with its content type, instead of the route's. */
  rawBody?: Route['rawBody'];
  stream?: BadRequest['stream'];
  /** Instead of the route's own headers. */
  headers?: Record<string, string>;
  /** A route's own case: its body is sent as written, credentials included. */
  own?: boolean;
}

function keepFields(route: Route, good: Json, spoiled: unknown): unknown {
  if (!route.keep || typeof spoiled !== 'object' || spoiled === null || Array.isArray(spoiled))
    return spoiled;
  return { ...spoiled, ...Object.fromEntries(route.keep.map((key) => [key, good[key]])) };
}

async function tokenFor(route: Route, f: Fixtures, spoil: Spoil): Promise<string | undefined> {
  if (spoil.token === null) return undefined;
  if (spoil.token !== undefined) return spoil.token;
  return spoil.tokenFrom ? spoil.tokenFrom(f) : tokenOf(route, f);
}

/** The route's good request with one thing spoiled. */
export async function requestFor(route: Route, f: Fixtures, spoil: Spoil = {}): Promise<BadRequest> {
  const params = { ...(await route.params?.(f)), ...spoil.params };
  const good = route.body ? await route.body(f) : undefined;
  const token = await tokenFor(route, f, spoil);
  const headers = spoil.headers ?? (await route.headers?.(f));
  const request: BadRequest = {
    method: route.method,
    path: `${spoil.prefix ?? ''}${pathOf(route, params, spoil.query ?? (await route.queryOf?.(f)) ?? route.query)}`,
    token,
    ...(headers ? { headers } : {}),
  };
  if (spoil.stream) return { ...request, stream: spoil.stream };
  if (spoil.raw) return { ...request, raw: spoil.raw(good ?? {}) };
  const rawBody = spoil.rawBody ?? (spoil.body ? undefined : route.rawBody);
  if (rawBody) {
    const { contentType, text } = await rawBody(f);
    return { ...request, raw: text, headers: { ...request.headers, 'content-type': contentType } };
  }
  if (spoil.body) {
    const spoiled = spoil.body(good ?? {});
    return { ...request, json: spoil.own ? spoiled : keepFields(route, good ?? {}, spoiled) };
  }
  return good === undefined ? request : { ...request, json: good };
}

type CaseSpec = {
  name: string;
  status: number;
  nodeOnly?: boolean;
  textAnswer?: boolean;
  saying?: RegExp;
  spoil: Spoil;
};

/** The typed-text refusal (kit/typedText.ts), in English or the upload panel's Swedish. */
const TYPED_TEXT_REFUSAL = /must not contain control characters|får inte innehålla styrtecken/;

function encodingCases(route: Route): CaseSpec[] {
  const prefixed = BAD_ENCODINGS.map((bad) => ({
    name: `'${bad}' in a segment before it`,
    status: 400,
    spoil: { prefix: `/${bad}` },
  }));
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const params = names.flatMap((name) => [
    ...BAD_ENCODINGS.map((bad) => ({
      name: `'${bad}' as ${name}`,
      status: 400,
      spoil: { params: { [name]: bad } },
    })),
    {
      name: `unknown ${name}`,
      status: route.unknownParamStatus ?? 404,
      spoil: { params: { [name]: 'no-such-id' } },
    },
    { name: `${name} of 5,000 characters`, status: 400, spoil: { params: { [name]: long(5000) } } },
  ]);
  return [...prefixed, ...params];
}

function tokenCases(route: Route): CaseSpec[] {
  if (!route.auth) return [];
  const wrong = route.wrongTokenStatus ?? (route.auth === 'cart' ? 404 : 401);
  return [
    { name: 'no token', status: 401, spoil: { token: null } },
    { name: 'unknown token', status: wrong, spoil: { token: 'no-such-token' } },
    ...(route.auth === 'checkout'
      ? [{ name: 'a cart token', status: wrong, spoil: { tokenFrom: (f: Fixtures) => f.cartToken() } }]
      : []),
  ];
}

function bodyCases(route: Route): CaseSpec[] {
  if (!route.body) return [];
  // Past the route's bound, still well within its bytes (a 400, not a 413).
  const tooManyKeys = (route.maxKeys ?? MAX_JSON_KEYS) + 1_000;
  return [
    { name: 'malformed JSON', status: 400, spoil: { raw: () => '{"oops":' } },
    { name: 'a JSON array', status: 400, spoil: { raw: () => '[1,2,3]' } },
    { name: 'an empty body', status: 400, spoil: { raw: () => '' } },
    ...(route.bodyOptional
      ? []
      : [{ name: 'missing fields ({})', status: 400, spoil: { body: () => ({}) } }]),
    {
      name: 'wrong types',
      status: 400,
      spoil: { body: (b: Json) => Object.fromEntries(Object.entries(b).map(([k, v]) => [k, wrongType(v)])) },
    },
    {
      name: 'a 20,000-character string',
      status: 400,
      spoil: { body: (b: Json) => withFirstString(b, long(20_000)) },
    },
    {
      name: 'a 1 MB string',
      status: (route.bodyLimit ?? 0) > MB ? 400 : 413,
      spoil: { body: (b: Json) => ({ ...b, [firstKey(b)]: long(MB) }) },
    },
    {
      name: '3,000-deep arrays',
      status: 400,
      spoil: { body: (b: Json) => ({ ...b, [firstKey(b)]: nestedArrays(3000) }) },
    },
    {
      name: '3,000-deep objects',
      status: 400,
      spoil: { body: (b: Json) => ({ ...b, [firstKey(b)]: nestedObjects(3000) }) },
    },
    {
      name: `${tooManyKeys.toLocaleString('en')} keys`,
      status: 400,
      spoil: {
        body: (b: Json) => ({
          ...b,
          extra: Object.fromEntries(Array.from({ length: tooManyKeys }, (_, i) => [`k${i}`, i])),
        }),
      },
    },
    // A route that takes files accepts it.
    ...(route.bodyLimit
      ? []
      : [
          {
            name: 'a 300 KB body',
            status: 413,
            spoil: { raw: (b: Json) => `${JSON.stringify(b)}${' '.repeat(300 * 1024)}` },
          },
        ]),
  ];
}

const KiB = 1024;

const size = (bytes: number) => (bytes >= MB ? `${bytes / MB} MB` : `${bytes / KiB} KB`);

/** Bodies past the node adapter's hard cap, which it must refuse without reading them in full. */
function hardCapCases(route: Route): CaseSpec[] {
  if (route.method === 'GET') return [];
  const { hardCapBody: hard, fileBody: file } = smallByteBounds;
  const fileRoute = route.bodyLimit !== undefined;
  // Within a file route's cap these bodies are read, and refused as no valid body (blanks).
  const within = (bytes: number) => (fileRoute && bytes <= file ? 400 : 413);
  const pastHard = hard + 128 * KiB;
  // Many chunks, past the hard cap and within the file body bound.
  const streamed = 1 * MB;
  const pastLimit = fileRoute ? [file + 512 * KiB] : [];
  return [
    {
      name: `a ${size(pastHard)} body with content-length (past the hard cap)`,
      status: within(pastHard),
      nodeOnly: true,
      spoil: { stream: { bytes: pastHard, chunked: false } },
    },
    {
      name: `a ${size(streamed)} chunked body (past the hard cap)`,
      status: within(streamed),
      nodeOnly: true,
      spoil: { stream: { bytes: streamed, chunked: true } },
    },
    ...pastLimit.flatMap((bytes) => [
      {
        name: `a ${size(bytes)} body with content-length (past the file body bound)`,
        status: 413,
        nodeOnly: true,
        spoil: { stream: { bytes, chunked: false } },
      },
      {
        name: `a ${size(bytes)} chunked body (past the file body bound)`,
        status: 413,
        nodeOnly: true,
        spoil: { stream: { bytes, chunked: true } },
      },
    ]),
  ];
}

/**
 * The characters no typed text may hold (docs/rules.md#typed-text, mock-server/kit/typedText.ts):
 * a control character, a bidi control, and in a single line a line separator.
 */
const NOT_PLAIN: readonly [name: string, text: string, singleLineOnly?: boolean][] = [
  ['a control character (ESC)', '\u001b'],
  ['an RTL override (U+202E)', '\u202e'],
  ['a line separator (U+2028)', '\u2028', true],
];

function typedTextCases(route: Route): CaseSpec[] {
  if (!TYPED_TEXT[routeName(route)]) return [];
  const { line = [], lines = [] } = typedFieldsOf(route);
  const fields = [
    ...line.map((field) => ({ field, single: true })),
    ...lines.map((field) => ({ field, single: false })),
  ];
  return fields.flatMap(({ field, single }) =>
    NOT_PLAIN.filter(([, , singleLineOnly]) => single || !singleLineOnly).map(([name, text]) => ({
      name: `typed text: ${name} in ${field}`,
      status: 400,
      saying: TYPED_TEXT_REFUSAL,
      spoil: { body: (b: Json) => withTextAt(b, field, text) },
    })),
  );
}

function ownCases(route: Route): CaseSpec[] {
  return (route.cases ?? []).map(
    ({ name, status, body, query, params, headers, user, rawBody, textAnswer }) => ({
      name,
      status,
      textAnswer,
      spoil: {
        body,
        query,
        params,
        headers,
        rawBody,
        own: true,
        ...(user === undefined ? {} : { tokenFrom: (f: Fixtures) => f.accessToken(user) }),
      },
    }),
  );
}

export function rowsOf(route: Route): Row[] {
  const specs = [
    ...encodingCases(route),
    ...tokenCases(route),
    ...bodyCases(route),
    ...typedTextCases(route),
    ...ownCases(route),
    ...hardCapCases(route),
  ];
  return specs.map((spec) => ({
    label: `${routeName(route)}: ${spec.name}`,
    style: route.style,
    status: spec.status,
    nodeOnly: spec.nodeOnly,
    textAnswer: spec.textAnswer,
    saying: spec.saying,
    outsideMock: spec.spoil.prefix !== undefined,
    request: (f) => requestFor(route, f, spec.spoil),
  }));
}
