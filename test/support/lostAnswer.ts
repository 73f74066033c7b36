import { dynamic } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../src/api/apiError';
import type { Once } from '../../src/api/http';

/**
 * A backend call whose first answer is lost after the backend applied it (the mock's `dropAnswer`
 * fault), honouring idempotency keys as the mock does: a call with a key it has seen gets the
 * first answer back, anything else is applied again. `applications()` is how often it took effect.
 */
export function lostFirstAnswer<R>(apply: (...args: unknown[]) => R) {
  const answers = new Map<string, R>();
  const keys: (string | undefined)[] = [];
  let applications = 0;
  const provider = dynamic(({ args }: { args: unknown[] }) => {
    const last = args[args.length - 1] as Partial<Once> | undefined;
    const key = typeof last === 'object' && last !== null ? last.idempotencyKey : undefined;
    keys.push(key);
    if (key !== undefined && answers.has(key)) return answers.get(key);
    applications += 1;
    const answer = apply(...args);
    if (key !== undefined) answers.set(key, answer);
    if (keys.length === 1) throw new ApiError({ message: 'Network Error', isNetworkError: true });
    return answer;
  });
  return { provider, applications: () => applications, keys: () => [...keys] };
}
