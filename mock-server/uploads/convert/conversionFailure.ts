// Why a conversion failed, in words the answer may carry. The worker's stderr is not that: when it
// crashed (a WebAssembly "memory access out of bounds", an out-of-memory abort) Node wrote its stack
// trace and version there, and those reached the user inside the 422. Only the worker's own refusal
// (exit REFUSED, one line it wrote on purpose) is answered; anything else is logged for the developer.

/** The worker refused the file on purpose; stderr is one short reason (ghostscriptWorker.mjs). */
export const REFUSED = 2;

/** What the answer says when the worker stopped without a reason of its own. */
export const UNREADABLE = 'Ghostscript kunde inte läsa filen';

/** Characters of a reason answered; the worker keeps its reasons shorter still. */
const MAX_REASON_LENGTH = 300;

/** Characters of the worker's stderr put in the log. */
const MAX_LOGGED_LENGTH = 1_000;

/** Why the parent killed the worker, if it did. */
export type KilledFor = 'timeout' | 'output' | 'aborted';

export interface WorkerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The worker's stderr, as much as the parent kept. */
  stderr: string;
  killedFor?: KilledFor;
  timeoutMs: number;
}

export interface Failure {
  /** For the answer: short, human, never a stack trace or a version. */
  reason: string;
  /** For the mock's log when the worker stopped without a reason of its own. */
  logText?: string;
}

/** Text a crash, not the worker, wrote: a stack frame, Node's banner, a wasm location. */
const CRASH_TEXT = /^\s*at\s|Node\.js v\d|wasm:\/\/|RuntimeError|Aborted\(/m;

/** The worker's one-line reason, or undefined when stderr is anything else. */
function ownReason(stderr: string): string | undefined {
  const text = stderr.trim();
  if (text === '' || text.includes('\n') || CRASH_TEXT.test(text)) return undefined;
  // Control characters come from the file (Ghostscript quotes what it could not read).
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u001f\u007f\s]+/g, ' ');
  return clean.length > MAX_REASON_LENGTH ? `${clean.slice(0, MAX_REASON_LENGTH - 1)}…` : clean;
}

export function failureOf(exit: WorkerExit): Failure {
  switch (exit.killedFor) {
    case 'timeout':
      return { reason: `konverteringen tog längre än ${Math.round(exit.timeoutMs / 1000)} s` };
    case 'output':
      return { reason: 'bilden blev för stor' };
    case 'aborted':
      return { reason: 'konverteringen avbröts' };
    default:
      break;
  }
  const own = exit.code === REFUSED ? ownReason(exit.stderr) : undefined;
  if (own) return { reason: own };
  const how = exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`;
  const stderr = exit.stderr
    .trim()
    .slice(0, MAX_LOGGED_LENGTH)
    .replace(/\s*\n\s*/g, ' | ');
  return { reason: UNREADABLE, logText: `eps-convert: the Ghostscript worker stopped (${how}): ${stderr}` };
}
