/** @jest-environment node */
import { failureOf, REFUSED, UNREADABLE } from '../../mock-server/uploads/convert/conversionFailure';
import { createMessageLog } from '../../mock-server/uploads/convert/ghostscriptOutput.mjs';

// What the conversion keeps of Ghostscript's output (in the worker) and what of the worker's stderr
// reaches an answer (in the parent). Both see text a file chooses.

const bytesOf = (text: string) => new TextEncoder().encode(text);

function writeAll(log: { write(byte: number | null): void }, text: string): void {
  for (const byte of bytesOf(text)) log.write(byte);
}

describe("the worker's message log", () => {
  const limits = { maxLines: 3, maxLineBytes: 20, maxBytes: 1_000 };

  it('keeps the first lines it is asked to keep, each cut to its byte limit', () => {
    const log = createMessageLog({ ...limits, keep: (line) => /error/i.test(line) });
    const output = 'hello\nError: /undefined in nosuchoperator\nok\nerror two\nERROR three\nerror four\n';
    writeAll(log, output);
    expect(log.lines()).toEqual(['Error: /undefined in', 'error two', 'ERROR three']);
    expect(log.bytes).toBe(bytesOf(output).length);
  });

  it('stays bounded whatever a file prints: lines beyond the limit are counted, not kept', () => {
    const seen: string[] = [];
    const log = createMessageLog({
      maxLines: 20,
      maxLineBytes: 300,
      maxBytes: Infinity,
      onLine: (l) => seen.push(l),
    });
    const line = 'x'.repeat(32);
    for (let i = 0; i < 100_000; i += 1) writeAll(log, `${line}\n`);
    expect(log.lines()).toHaveLength(20);
    expect(log.bytes).toBe(3_300_000);
    // Every line is still shown to onLine (where the worker finds the page size), then dropped.
    expect(seen).toHaveLength(100_000);
  });

  it('keeps at most maxLineBytes of a line that never ends', () => {
    const log = createMessageLog(limits);
    writeAll(log, 'y'.repeat(100_000));
    expect(log.lines()).toEqual(['y'.repeat(20)]);
    log.write(null);
    expect(log.lines()).toEqual(['y'.repeat(20)]);
  });

  it('calls onOverflow once when the output passes maxBytes', () => {
    const onOverflow = jest.fn();
    const log = createMessageLog({ ...limits, onOverflow });
    writeAll(log, 'z'.repeat(999));
    expect(onOverflow).not.toHaveBeenCalled();
    writeAll(log, 'zz');
    writeAll(log, 'z'.repeat(5_000));
    expect(onOverflow).toHaveBeenCalledTimes(1);
    expect(log.overflowed).toBe(true);
  });

  it('decodes UTF-8 (Swedish in a file name Ghostscript quotes)', () => {
    const log = createMessageLog(limits);
    writeAll(log, 'Fel i logotyp-å.eps\n');
    expect(log.lines()).toEqual(['Fel i logotyp-å.eps']);
  });
});

/** What Node wrote when the WebAssembly crashed drawing a 800 pt PDF (before MaxBitmap). */
const CRASH = `wasm://wasm/03b40fd6:1


RuntimeError: memory access out of bounds
    at wasm://wasm/03b40fd6:wasm-function[131]:0xe185
    at wasm://wasm/03b40fd6:wasm-function[947]:0x74fa0
    at wasm://wasm/03b40fd6:wasm-function[7810]:0x399d9d

Node.js v20.20.2
`;

describe('failureOf: what of a failed conversion the answer says', () => {
  const exit = { code: 1, signal: null, stderr: CRASH, timeoutMs: 30_000 };

  it('never answers a crash: no stack trace, no Node version; the crash goes to the log', () => {
    const failure = failureOf(exit);
    expect(failure.reason).toBe(UNREADABLE);
    expect(failure.logText).toContain('memory access out of bounds');
    expect(failure.logText).toContain('code 1');
  });

  it('does not answer a crash text even when the exit code says the worker refused', () => {
    for (const stderr of [CRASH, '    at Object.<anonymous> (/x.mjs:1:1)', 'Node.js v20.20.2', 'a\nb']) {
      const failure = failureOf({ ...exit, code: REFUSED, stderr });
      expect(failure.reason).toBe(UNREADABLE);
      expect(failure.reason).not.toMatch(/\bat |Node\.js v/);
    }
  });

  it("answers the worker's own one-line reason, cut short and without control characters", () => {
    const own = 'Ghostscript kunde inte läsa filen (Error: /undefined in nosuchoperator)';
    expect(failureOf({ ...exit, code: REFUSED, stderr: own })).toEqual({ reason: own });
    const long = failureOf({ ...exit, code: REFUSED, stderr: `sidan\u0007 ${'x'.repeat(400)}` }).reason;
    expect(long).toMatch(/^sidan x+…$/);
    expect(long.length).toBe(300);
  });

  it('says why the parent stopped the worker', () => {
    expect(failureOf({ ...exit, killedFor: 'timeout', timeoutMs: 5_000 }).reason).toBe(
      'konverteringen tog längre än 5 s',
    );
    expect(failureOf({ ...exit, killedFor: 'output' }).reason).toBe('bilden blev för stor');
    expect(failureOf({ ...exit, killedFor: 'aborted' }).reason).toBe('konverteringen avbröts');
  });

  it('logs a worker killed by a signal it did not get from the parent (out of memory)', () => {
    const failure = failureOf({
      ...exit,
      code: null,
      signal: 'SIGABRT',
      stderr: 'FATAL ERROR: Reached heap limit',
    });
    expect(failure.reason).toBe(UNREADABLE);
    expect(failure.logText).toContain('signal SIGABRT');
  });
});
