import { earlyAnswersGlobal } from '../../shared/prerenderedShell';
import type { TakeEarlyAnswer } from '../api/http';

type EarlyAnswer = ReturnType<TakeEarlyAnswer>;

/**
 * The answers the HTML shell's boot script asked for early, each taken once: a later request for
 * the same URL goes to the network (the answer may have changed since).
 */
export function earlyAnswersOf(holder: object = window): TakeEarlyAnswer {
  return (url) => {
    const answers = (holder as Record<string, Record<string, EarlyAnswer> | undefined>)[earlyAnswersGlobal];
    const answer = answers?.[url];
    if (answers && answer) delete answers[url];
    return answer;
  };
}
