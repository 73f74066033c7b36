import { http, HttpResponse, type RequestHandler } from 'msw';
import { answerFrom } from '../kit/answer';
import { INJECTED_FAULT_HEADER } from '../kit/injectedFault';
import { findFault, useFault } from './faults';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bodiless = new Set([204, 205, 304]);

const injected = { headers: { [INJECTED_FAULT_HEADER]: 'injected' } };

/**
 * The handler that plays injected faults; `downstream` are the backends it lets answer when a
 * fault only delays, or applies before dropping the answer.
 */
export function createFaultHandler(downstream: readonly RequestHandler[]): RequestHandler {
  // A custom predicate rather than '*': the handler matches only when a fault
  // applies, so requests nobody mocks still count as unhandled in jest.
  return http.all(
    ({ request }) => {
      const { pathname } = new URL(request.url);
      return !pathname.startsWith('/__mock') && findFault(request.method, pathname) !== undefined;
    },
    async ({ request }) => {
      const fault = findFault(request.method, new URL(request.url).pathname);
      if (!fault) return undefined;
      useFault(fault);
      if (fault.latencyMs) await sleep(fault.latencyMs);
      if (fault.dropAnswer) {
        // The backend does the work; the answer is lost on its way back, as when a connection drops.
        await answerFrom(downstream, request);
        return HttpResponse.error();
      }
      if (fault.status === undefined) return undefined; // latency only: the real handler answers
      if (bodiless.has(fault.status)) return new HttpResponse(null, { status: fault.status, ...injected });
      const body =
        fault.body === undefined
          ? { error: `Injected fault ${fault.status}`, statusCode: fault.status }
          : fault.body;
      return HttpResponse.json(body as Record<string, unknown>, { status: fault.status, ...injected });
    },
  );
}
