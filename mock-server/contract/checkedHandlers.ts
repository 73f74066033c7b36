import { http, type RequestHandler } from 'msw';
import { answerFrom } from '../kit/answer';
import { INJECTED_FAULT_HEADER } from '../kit/injectedFault';
import { loadContracts } from './documents';
import { createExchangeCheck, type ExchangeOptions, type Mismatch } from './exchangeCheck';
import { buildOperationIndex } from './operationIndex';
import { createSchemaValidators } from './schemaValidators';

// The validating wrapper: one msw handler in front of the mock's own, which hands each request to
// them and checks the request and its answer against contracts/ before the answer goes out.

/** How many mismatches a run keeps; one broken route repeats itself, and the first ones tell. */
const KEPT = 200;

export interface ContractCheck {
  options: ExchangeOptions;
  /** The mismatches found since the last take, oldest first; the list is emptied. */
  take(): Mismatch[];
  /** The mismatches found since the last take, left in place. */
  peek(): Mismatch[];
  check(request: Request, response: Response): Promise<void>;
}

export function createContractCheck(
  options: ExchangeOptions,
  onMismatch: (mismatch: Mismatch) => void = () => undefined,
): ContractCheck {
  const documents = loadContracts();
  const checkExchange = createExchangeCheck(
    buildOperationIndex(documents),
    createSchemaValidators(documents),
  );
  let found: Mismatch[] = [];
  const check: ContractCheck = {
    options,
    take: () => found.splice(0),
    peek: () => [...found],
    async check(request, response) {
      // An injected dropped answer, or one let through to another server, is not the mock's.
      if (response.type === 'error' || response.headers.has('x-msw-intention')) return;
      let mismatches: Mismatch[];
      try {
        mismatches = await checkExchange(request, response, {
          ...check.options,
          answerInjected: response.headers.has(INJECTED_FAULT_HEADER),
        });
      } catch (error) {
        mismatches = [
          {
            side: 'response',
            method: request.method,
            path: new URL(request.url).pathname,
            status: response.status,
            operation: '(check failed)',
            problems: [String(error)],
          },
        ];
      }
      for (const mismatch of mismatches) {
        onMismatch(mismatch);
        found.push(mismatch);
      }
      if (found.length > KEPT) found = found.slice(-KEPT);
    },
  };
  return check;
}

let active: ContractCheck | undefined;

/** The check of this process's mock (jest's, or a served one's), for the calls the mock makes in-process. */
export function setActiveContractCheck(check: ContractCheck): void {
  active = check;
}

/**
 * `handlers` behind one handler that checks every exchange they answer: against `check`, or by
 * default against the process's active check when there is one (the proxy's in-process calls to the
 * management API go through the same check as the browser's calls).
 */
export function contractCheckedHandlers(
  handlers: RequestHandler[],
  check: () => ContractCheck | undefined = () => active,
): RequestHandler[] {
  return [
    // A predicate, not '*': msw would decode a mis-encoded path while matching a pattern and throw
    // before the mock's own refusal of such paths could answer.
    http.all(
      () => true,
      async ({ request }) => {
        const checking = check();
        const copy = checking ? request.clone() : undefined;
        const response = await answerFrom(handlers, request);
        if (!response) return undefined;
        if (checking && copy) await checking.check(copy, response.clone());
        return response;
      },
    ),
  ];
}

export function formatMismatches(mismatches: Mismatch[]): string {
  return mismatches
    .map(
      (m) =>
        `${m.side} mismatch: ${m.method} ${m.path} → ${m.status} (${m.operation})\n` +
        m.problems.map((problem) => `    ${problem}`).join('\n'),
    )
    .join('\n');
}

export type { Mismatch } from './exchangeCheck';
