// Types of ghostscriptOutput.mjs, which stays plain JavaScript because the worker runs with node as it is.

export interface MessageLogLimits {
  /** Lines kept; later ones are still counted and passed to onLine, not kept. */
  maxLines: number;
  /** Bytes kept of a line; the rest of a longer line is dropped. */
  maxLineBytes: number;
  /** Output in all, kept or not, after which onOverflow is called (once). */
  maxBytes: number;
  /** Which lines are worth keeping; all when left out. */
  keep?: (line: string) => boolean;
  /** Every finished line (cut to maxLineBytes), kept or not. */
  onLine?: (line: string) => void;
  onOverflow?: () => void;
}

export interface MessageLog {
  /** One byte of output, as Emscripten's stdout and stderr devices hand it over; null ends a line. */
  write(byte: number | null): void;
  /** The kept lines, oldest first, with the unfinished last one if it is kept. */
  lines(): string[];
  /** Bytes written so far, kept or not. */
  readonly bytes: number;
  /** Whether the output passed maxBytes. */
  readonly overflowed: boolean;
}

export function createMessageLog(limits: MessageLogLimits): MessageLog;
