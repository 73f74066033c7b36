// How many whole files the mock reads at once. A file's body is held while it is read, parsed and
// written to disk (uploads/fileBytes.ts), a few copies of up to FILE_BODY_BYTES each; ten parallel
// 40 MB uploads once took 1.4 GB. So at most MAX_FILE_BODIES_IN_FLIGHT are read at a time and the
// others wait, unread (TCP holds them back), in a line of at most MAX_FILE_BODIES_WAITING; past it
// 429. A place is given back once the handler has read the body, or the answer is written.

export const MAX_FILE_BODIES_IN_FLIGHT = 2;
export const MAX_FILE_BODIES_WAITING = 16;
/** The wait a 429 names when the line is full. */
export const FILE_BODIES_RETRY_AFTER_SECONDS = 5;

let reading = 0;
const waiting: Array<() => void> = [];

/** Gives the place back, once however often it is called. */
function releaser(): () => void {
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = waiting.shift();
    if (next) next();
    else reading -= 1;
  };
}

/**
 * A place to read one file's body: its release, 'full' when the line is full, or 'gone' when the
 * client went away while waiting.
 */
export function fileBodySlot(signal: AbortSignal): Promise<(() => void) | 'full' | 'gone'> {
  if (reading < MAX_FILE_BODIES_IN_FLIGHT) {
    reading += 1;
    return Promise.resolve(releaser());
  }
  if (signal.aborted) return Promise.resolve('gone');
  if (waiting.length >= MAX_FILE_BODIES_WAITING) return Promise.resolve('full');
  return new Promise((resolve) => {
    // The place passes straight to the next in line: `reading` stays as it is.
    const turn = () => {
      signal.removeEventListener('abort', leave);
      resolve(releaser());
    };
    const leave = () => {
      const at = waiting.indexOf(turn);
      if (at >= 0) waiting.splice(at, 1);
      resolve('gone');
    };
    waiting.push(turn);
    signal.addEventListener('abort', leave, { once: true });
  });
}

/** Files being read and waiting now (for tests). */
export const fileBodySlotsState = () => ({ reading, waiting: waiting.length });
