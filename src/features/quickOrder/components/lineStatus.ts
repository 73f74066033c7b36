import { MAX_LINE_QUANTITY } from '../parseQuickOrder';
import type { LineProblem } from '../types';

export interface MessageRef {
  id: string;
  values?: Record<string, string | number>;
}

/** The text that says what stands in a line's way (catalogue ids under quickOrder.problem/refused). */
export function problemMessage(problem: LineProblem): MessageRef {
  switch (problem.kind) {
    case 'parse':
      return { id: `quickOrder.problem.${problem.code}`, values: { max: MAX_LINE_QUANTITY } };
    case 'notFound':
    case 'productNumber':
    case 'outOfStock':
      return { id: `quickOrder.problem.${problem.kind}` };
    case 'overStock':
      return { id: 'quickOrder.problem.overStock', values: { stock: problem.stock } };
    case 'orderLimit':
      return { id: 'quickOrder.problem.orderLimit', values: { limit: problem.limit } };
    case 'refused': {
      const { code, message, limit } = problem.reason;
      if (code === 'orderLimit' && limit) return { id: 'quickOrder.refused.orderLimitOf', values: { limit } };
      if (code === 'failed')
        return message
          ? { id: 'quickOrder.refused.failed', values: { message } }
          : { id: 'quickOrder.refused.failedUnknown' };
      return { id: `quickOrder.refused.${code}` };
    }
  }
}
