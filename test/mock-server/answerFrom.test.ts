/** @jest-environment node */
import { getResponse, http, HttpResponse } from 'msw';
import { answerFrom } from '../../mock-server/kit/answer';

// answerFrom leaves out the handlers that cannot match before msw runs the rest: the answer must be
// the one msw's own getResponse would give, whatever the order, method, predicate or once-handler.

const handlers = [
  http.get('*/items/:id', ({ params }) => HttpResponse.json({ by: 'get item', id: params.id })),
  http.post('*/items/:id', () => HttpResponse.json({ by: 'post item' })),
  http.all('*/items/special', () => HttpResponse.json({ by: 'all special' })),
  http.get(
    ({ request }) => new URL(request.url).searchParams.has('p'),
    () => HttpResponse.json({ by: 'predicate' }),
  ),
  http.get('*/passes', () => undefined),
  http.get('*/passes', () => HttpResponse.json({ by: 'second passes' })),
];

const requests = [
  new Request('http://localhost/items/7'),
  new Request('http://localhost/items/7', { method: 'POST' }),
  new Request('http://localhost/items/7', { method: 'DELETE' }),
  new Request('http://localhost/items/special?p=1', { method: 'PATCH' }),
  new Request('http://localhost/other?p=1'),
  new Request('http://localhost/passes'),
  new Request('http://localhost/nothing'),
];

async function bodyOf(response: Response | undefined) {
  return response ? { status: response.status, body: await response.json() } : undefined;
}

describe('answerFrom', () => {
  it.each(requests.map((request) => ({ name: `${request.method} ${request.url}`, request })))(
    'answers $name as msw would',
    async ({ request }) => {
      const ours = await bodyOf(await answerFrom(handlers, request.clone()));
      const msw = await bodyOf(await getResponse(handlers, request.clone()));
      expect(ours).toEqual(msw);
    },
  );

  it('lets a method-specific handler answer only its method', async () => {
    expect(await bodyOf(await answerFrom(handlers, new Request('http://localhost/items/7')))).toEqual({
      status: 200,
      body: { by: 'get item', id: '7' },
    });
    expect(
      await answerFrom(handlers, new Request('http://localhost/items/7', { method: 'DELETE' })),
    ).toBeUndefined();
  });

  it('uses a once-handler once, as msw does, though its candidates are remembered', async () => {
    const list = [
      http.get('*/once', () => HttpResponse.json({ by: 'once' }), { once: true }),
      http.get('*/once', () => HttpResponse.json({ by: 'always' })),
    ];
    const first = await bodyOf(await answerFrom(list, new Request('http://localhost/once')));
    const second = await bodyOf(await answerFrom(list, new Request('http://localhost/once')));
    expect([first?.body, second?.body]).toEqual([{ by: 'once' }, { by: 'always' }]);
  });
});
