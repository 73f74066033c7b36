import { handlers } from './handlers';
import { answerFrom } from './kit/answer';

/**
 * The mock's answer to a request in this process, as fetch would give the backend's: for the build,
 * which reads the embedded mock's catalogue without a server. A path no handler answers is a 404.
 */
export async function mockFetch(request: Request): Promise<Response> {
  return (await answerFrom(handlers, request)) ?? Response.json({ error: 'Not found' }, { status: 404 });
}
