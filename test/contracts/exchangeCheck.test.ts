/** @jest-environment node */
import type { ContractDocument } from '../../mock-server/contract/documents';
import { createExchangeCheck } from '../../mock-server/contract/exchangeCheck';
import { buildOperationIndex } from '../../mock-server/contract/operationIndex';
import { createSchemaValidators } from '../../mock-server/contract/schemaValidators';

// The check that holds the mock and the app to contracts/, on a small contract of its own: each
// kind of mismatch it reports, and what it lets through.

const shop: ContractDocument = {
  name: 'shop',
  doc: {
    openapi: '3.1.0',
    info: { title: 'shop', version: '1' },
    servers: [{ url: '/shop-{provider}', variables: { provider: { default: 'a', enum: ['a', 'b'] } } }],
    components: {
      securitySchemes: { token: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Item: {
          type: 'object',
          required: ['id', 'quantity'],
          additionalProperties: false,
          properties: { id: { type: 'string' }, quantity: { type: 'integer', minimum: 1 } },
        },
        Failure: { type: 'object', required: ['error'], properties: { error: { type: 'string' } } },
      },
      parameters: { Page: { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } } },
    },
    paths: {
      '/items/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', maxLength: 5 } }],
        put: {
          operationId: 'putItem',
          security: [{ token: [] }],
          parameters: [{ $ref: '#/components/parameters/Page' }],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } },
          },
          responses: {
            '200': {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } },
            },
            '4XX': {
              description: 'refused',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
            },
          },
        },
      },
      '/upload/': { post: { operationId: 'uploadForm', responses: { '204': { description: 'stored' } } } },
      '/upload': {
        post: { operationId: 'uploadJson', responses: { '201': { description: 'stored' } } },
        put: { operationId: 'broken', responses: { '200': { $ref: '#/components/responses/Missing' } } },
      },
    },
  },
};

const index = buildOperationIndex([shop]);
const check = createExchangeCheck(index, createSchemaValidators([shop]));
const lenient = { strictRequests: false };
const strict = { strictRequests: true };

const put = (body: unknown, { path = '/shop-a/items/i-1', auth = true } = {}) =>
  new Request(`http://shop.invalid${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: 'Bearer t' } : {}) },
    body: JSON.stringify(body),
  });
const answer = (status: number, body?: unknown) =>
  body === undefined ? new Response(null, { status }) : Response.json(body, { status });

describe('the contract check of one exchange', () => {
  it('passes a valid request and a documented answer', async () => {
    expect(
      await check(put({ id: 'i-1', quantity: 2 }), answer(200, { id: 'i-1', quantity: 2 }), strict),
    ).toEqual([]);
  });

  it('reports an answer whose body does not match its schema', async () => {
    const [mismatch] = await check(
      put({ id: 'i-1', quantity: 2 }),
      answer(200, { id: 'i-1', quantity: 0, extra: 1 }),
      strict,
    );
    expect(mismatch).toMatchObject({ side: 'response', operation: 'shop putItem', status: 200 });
    expect(mismatch?.problems).toEqual(
      expect.arrayContaining([
        'answer /quantity must be >= 1',
        'answer (root) must NOT have additional properties (extra)',
      ]),
    );
  });

  it('reports a status the operation does not document, and checks a 4xx against 4XX', async () => {
    const [mismatch] = await check(put({ id: 'i-1', quantity: 2 }), answer(500, { error: 'boom' }), strict);
    expect(mismatch?.problems).toEqual(['status 500 is not documented']);
    expect(await check(put({ id: 'i-1', quantity: 0 }), answer(400, { error: 'quantity' }), lenient)).toEqual(
      [],
    );
    const [wrongFailure] = await check(
      put({ id: 'i-1', quantity: 0 }),
      answer(400, { message: 'x' }),
      lenient,
    );
    expect(wrongFailure?.problems).toEqual(["answer (root) must have required property 'error'"]);
  });

  it('reports a request the contract refuses when it was accepted, in either mode', async () => {
    const [mismatch] = await check(
      put({ id: 'i-1', quantity: 0 }),
      answer(200, { id: 'i-1', quantity: 1 }),
      lenient,
    );
    expect(mismatch).toMatchObject({ side: 'request' });
    expect(mismatch?.problems).toEqual([
      'accepted a request the contract refuses:',
      'body /quantity must be >= 1',
    ]);
  });

  it('lets a refused bad request pass when lenient, and reports it when strict', async () => {
    const request = () => put({ id: 'i-1' }, { auth: false, path: '/shop-b/items/toolong?page=0' });
    expect(await check(request(), answer(401, { error: 'token' }), lenient)).toEqual([]);
    const [mismatch] = await check(request(), answer(401, { error: 'token' }), strict);
    expect(mismatch?.problems).toEqual([
      'no credential of the documented security scheme',
      'path id: must NOT have more than 5 characters',
      'query page: must be >= 1',
      "body (root) must have required property 'quantity'",
    ]);
  });

  it('reads parameters as text: a page of "2" is the integer 2', async () => {
    const request = put({ id: 'i-1', quantity: 2 }, { path: '/shop-a/items/i-1?page=2' });
    expect(await check(request, answer(200, { id: 'i-1', quantity: 2 }), strict)).toEqual([]);
  });

  it('reports an undocumented operation answered, and one called strictly; ignores paths of no contract', async () => {
    const get = new Request('http://shop.invalid/shop-a/items/i-1');
    expect(await check(get, answer(200, {}), lenient)).toEqual([
      expect.objectContaining({ side: 'response', problems: ['answered an undocumented operation'] }),
    ]);
    expect(await check(new Request('http://shop.invalid/shop-a/nothing'), answer(404, {}), lenient)).toEqual(
      [],
    );
    expect(await check(new Request('http://shop.invalid/shop-a/nothing'), answer(404, {}), strict)).toEqual([
      expect.objectContaining({ side: 'request', problems: ['called an undocumented operation'] }),
    ]);
    expect(await check(new Request('http://shop.invalid/shop-c/items/i-1'), answer(200, {}), strict)).toEqual(
      [],
    );
  });

  it('matches a path as documented before its other form: /upload/ and /upload are two operations', async () => {
    const post = (path: string) => new Request(`http://shop.invalid/shop-a${path}`, { method: 'POST' });
    expect(await check(post('/upload/'), answer(204), strict)).toEqual([]);
    expect(await check(post('/upload'), answer(201), strict)).toEqual([]);
    expect(await check(post('/upload'), answer(204), strict)).toEqual([
      expect.objectContaining({ operation: 'shop uploadJson', problems: ['status 204 is not documented'] }),
    ]);
  });

  it('reports a documented answer whose $ref leads nowhere, rather than passing it unchecked', async () => {
    const request = new Request('http://shop.invalid/shop-a/upload', { method: 'PUT' });
    expect(await check(request, answer(200, {}), strict)).toEqual([
      expect.objectContaining({ problems: ['the documented answer for 200 does not resolve'] }),
    ]);
  });

  it('skips the answer of an injected fault but still checks its request', async () => {
    const options = { strictRequests: true, answerInjected: true };
    expect(await check(put({ id: 'i-1', quantity: 2 }), answer(503, 'gateway'), options)).toEqual([]);
    expect(await check(put({ id: 'i-1' }), answer(503, 'gateway'), options)).toHaveLength(1);
  });
});
