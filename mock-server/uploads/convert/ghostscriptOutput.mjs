// What the conversion worker keeps of Ghostscript's own output (its stdout and stderr, byte by byte).
// A file decides what Ghostscript prints: `{ (xxxx) = } loop` prints forever, and a worker that kept
// every line grew to gigabytes in seconds. Only a few lines are kept, each cut short, and a file
// that prints more than a picture ever needs is given up on at once instead of at the timeout.
// Plain JavaScript: the worker runs with node as it is (ghostscriptOutput.d.mts types it for the tests).

const NEWLINE = 10;

/**
 * A bounded log of Ghostscript's output lines.
 *
 * @param {import('./ghostscriptOutput.d.mts').MessageLogLimits} limits
 * @returns {import('./ghostscriptOutput.d.mts').MessageLog}
 */
export function createMessageLog({
  maxLines,
  maxLineBytes,
  maxBytes,
  keep = () => true,
  onLine,
  onOverflow,
}) {
  /** @type {string[]} */
  const kept = [];
  // The line being written: at most maxLineBytes, so a line that never ends stays bounded too.
  const line = new Uint8Array(maxLineBytes);
  let lineLength = 0;
  let bytes = 0;
  let overflowed = false;
  const decoder = new TextDecoder();

  const pending = () => decoder.decode(line.subarray(0, lineLength));

  function endLine() {
    const text = pending();
    lineLength = 0;
    onLine?.(text);
    if (kept.length < maxLines && keep(text)) kept.push(text);
  }

  return {
    write(byte) {
      if (byte === null) {
        if (lineLength > 0) endLine();
        return;
      }
      bytes += 1;
      if (byte === NEWLINE) endLine();
      else if (lineLength < maxLineBytes) line[lineLength++] = byte;
      if (bytes > maxBytes && !overflowed) {
        overflowed = true;
        onOverflow?.();
      }
    },
    lines() {
      const last = lineLength > 0 && kept.length < maxLines ? pending() : undefined;
      return last !== undefined && keep(last) ? [...kept, last] : [...kept];
    },
    get bytes() {
      return bytes;
    },
    get overflowed() {
      return overflowed;
    },
  };
}
