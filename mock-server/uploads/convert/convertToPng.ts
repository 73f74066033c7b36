import { spawn } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
// Node's own timers, also where a test environment replaces or fakes the globals (jsdom, jest).
import { clearTimeout, setTimeout } from 'node:timers';
import { logLine } from '../../kit/log';
import { failureOf, type KilledFor } from './conversionFailure';
import { createConversionQueue, QueueAborted, type QueueLimits, type QueueOwner } from './conversionQueue';

export { QueueFull, type QueueOwner } from './conversionQueue';

// The worker's conversion of print files to a PNG preview, with real Ghostscript (WebAssembly) in a
// child process: the package is ESM-only while the mock also runs as CommonJS (jest), and a process
// per conversion gives each file a fresh Ghostscript that a hostile file cannot leave in a bad state.

/** What the PNG is drawn from: PostScript (EPS, AI before version 9) or PDF (PDF, AI). */
export type ConvertibleKind = 'postscript' | 'pdf';

/** The file could not be drawn: unreadable, or Ghostscript gave up or took too long. */
export class ConversionError extends Error {}

/** The caller went away (its signal aborted); nobody waits for the answer. */
export class ConversionAborted extends ConversionError {
  constructor() {
    super('konverteringen avbröts');
  }
}

export interface ConvertOptions {
  /** Longest side of the PNG in pixels, for a crisp thumbnail and preview. */
  maxSidePixels?: number;
  /** Resolution for pages small enough to stay under maxSidePixels. */
  maxDpi?: number;
  timeoutMs?: number;
  /** WebAssembly memory Ghostscript may grow to; past it a file fails with a VMerror. */
  maxMemoryBytes?: number;
  /**
   * Whose conversion it is (conversionQueue.ts): its group (a company, or the visitors without one)
   * gets its turn among the groups, its owner among the group's owners. A string is a group of its
   * own. Without one the conversion is a group of its own, held only to the overall limits.
   */
  owner?: string | QueueOwner;
  /** Aborted when the client goes away: a waiting conversion leaves the line, a running one is killed. */
  signal?: AbortSignal;
}

type RenderOptions = Required<Omit<ConvertOptions, 'owner' | 'signal'>>;

const DEFAULTS: RenderOptions = {
  maxSidePixels: 1600,
  maxDpi: 150,
  timeoutMs: 30_000,
  // A 1600 px page takes Ghostscript 35 MB, with transparency 80; print files with large images
  // need more. Two at once stay near a gigabyte with Node's own share (CHILD_HEAP_MB and the code).
  maxMemoryBytes: 512 * 1024 * 1024,
};

/**
 * The child's JavaScript heap. Ghostscript's memory is WebAssembly memory (capped above); the
 * heap holds only the worker's few strings, and the cap makes a leak there fail fast, not grow.
 */
const CHILD_HEAP_MB = 64;

/** How long after the timeout a worker whose parent is gone ends itself (workerWatchdog.mjs). */
const WORKER_DEADLINE_SLACK_MS = 5_000;

/** PNG bytes a conversion may answer; a larger one means something went wrong. */
const MAX_OUTPUT_BYTES = 40 * 1024 * 1024;

/** Characters of the child's stderr kept: its one-line reason, or the start of a crash for the log. */
const MAX_STDERR_CHARS = 2_000;

export const QUEUE_LIMITS: QueueLimits = {
  // Each conversion takes a core while it runs; two leave the machine answering everything else.
  maxRunning: 2,
  // One group never holds both slots: another group's file starts at the next free slot however
  // many files the first sends, even files that loop until the timeout.
  maxRunningPerGroup: 1,
  // The panel converts one file at a time; three leave room for a second tab or colleague and
  // stop a script from lining up more.
  maxPerOwner: 3,
  // The slots go round-robin over the groups: the first file in line of a group waits behind at
  // most one file of each of the seven others, four rounds of both slots (two minutes only if
  // every one of them loops to its timeout). A ninth group is told to come back when a slot is
  // surely free (429 with Retry-After); the groups in line are never refused for it.
  maxGroups: 8,
  // The visitors without a company share one group, whoever they are and however many accounts
  // they make; its turns go round-robin over at most eight of them at once, a ninth is told to
  // come back like a ninth group.
  maxOwnersPerGroup: 8,
  slotMs: DEFAULTS.timeoutMs,
};

const queue = createConversionQueue(QUEUE_LIMITS);

/** Running and waiting conversions, per owner too (for tests and the curious). */
export const conversionQueueState = () => queue.state();

const WORKER_FILE = 'ghostscriptWorker.mjs';

/**
 * Where the worker script lies. CommonJS (jest) and Vite's bundled config define __dirname; under
 * tsx this file is an ES module, where only `import.meta`, which CommonJS cannot parse, would say
 * where it is, and the mock is started from the repository root (`npm run mock-server`).
 */
function workerScript(): string {
  const here = typeof __dirname === 'string' ? __dirname : path.resolve('mock-server', 'uploads', 'convert');
  const script = path.join(here, WORKER_FILE);
  if (!existsSync(script)) {
    throw new ConversionError(
      `the conversion worker ${script} is missing (start the mock from the repository root)`,
    );
  }
  return script;
}

/** What is converted: its bytes, or the file on disk that holds them (read as the worker starts). */
export type ConversionSource = Uint8Array | { path: string };

function runWorker(
  source: ConversionSource,
  kind: ConvertibleKind,
  options: RenderOptions,
  signal: AbortSignal,
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const args = [
      `--max-old-space-size=${CHILD_HEAP_MB}`,
      workerScript(),
      kind,
      String(options.maxSidePixels),
      String(options.maxDpi),
      String(options.maxMemoryBytes),
      // The worker's own deadline, for when this process is gone and cannot kill it: a little
      // later than the timeout here, so the parent's kill, which says why, normally comes first.
      String(options.timeoutMs + WORKER_DEADLINE_SLACK_MS),
    ];
    // NODE_OPTIONS of the parent (tsx's loader, a debugger) have no business in a plain script.
    const child = spawn(process.execPath, args, {
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let killedFor: KilledFor | undefined;
    const kill = (why: KilledFor) => {
      killedFor ??= why;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => kill('timeout'), options.timeoutMs);
    const onAbort = () => kill('aborted');
    signal.addEventListener('abort', onAbort);
    if (signal.aborted) onAbort();

    const output: Buffer[] = [];
    let outputBytes = 0;
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      outputBytes += chunk.length;
      if (outputBytes > MAX_OUTPUT_BYTES) kill('output');
      else output.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < MAX_STDERR_CHARS) stderr = (stderr + chunk.toString()).slice(0, MAX_STDERR_CHARS);
    });
    child.on('error', (error) => {
      logLine(`eps-convert: the Ghostscript worker did not start: ${error.message}`);
      reject(new ConversionError('konverteringen kunde inte starta'));
    });
    // The child may stop reading (it failed early); its reason comes with the exit.
    child.stdin.on('error', () => undefined);
    child.on('close', (code, exitSignal) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      if (code === 0 && !killedFor) {
        resolve(new Uint8Array(Buffer.concat(output)));
        return;
      }
      const failure = failureOf({
        code,
        signal: exitSignal,
        stderr,
        killedFor,
        timeoutMs: options.timeoutMs,
      });
      if (failure.logText) logLine(failure.logText);
      reject(killedFor === 'aborted' ? new ConversionAborted() : new ConversionError(failure.reason));
    });
    if (source instanceof Uint8Array) {
      child.stdin.end(source);
    } else {
      // Unreadable (a reset deleted it): the worker reads an empty file and says so.
      createReadStream(source.path)
        .on('error', () => child.stdin.end())
        .pipe(child.stdin);
    }
  });
}

let anonymous = 0;

/**
 * The first page of an EPS, PostScript, PDF or AI file (its bytes, or a file on disk the worker
 * reads when its turn comes) as a PNG with a transparent background.
 * Rejects with a ConversionError saying why when the file cannot be drawn, ConversionAborted when
 * the signal aborted first, and QueueFull (with its Retry-After) when the owner or the line is full.
 */
export async function convertToPng(
  source: ConversionSource,
  kind: ConvertibleKind,
  { owner, signal, ...options }: ConvertOptions = {},
): Promise<Uint8Array> {
  const render = { ...DEFAULTS, ...options };
  try {
    return await queue.run(
      owner ?? `anonymous-${(anonymous += 1)}`,
      (slotSignal) => runWorker(source, kind, render, slotSignal),
      signal,
    );
  } catch (error) {
    if (error instanceof QueueAborted) throw new ConversionAborted();
    throw error;
  }
}
