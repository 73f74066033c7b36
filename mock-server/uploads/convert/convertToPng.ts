import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

// The worker's conversion of print files to a PNG preview, with real Ghostscript (WebAssembly) in a
// child process: the package is ESM-only while the mock also runs as CommonJS (jest), and a process
// per conversion gives each file a fresh Ghostscript that a hostile file cannot leave in a bad state.

/** What the PNG is drawn from: PostScript (EPS, AI before version 9) or PDF (PDF, AI). */
export type ConvertibleKind = 'postscript' | 'pdf';

/** The file could not be drawn: unreadable, or Ghostscript gave up or took too long. */
export class ConversionError extends Error {}

export interface ConvertOptions {
  /** Longest side of the PNG in pixels, for a crisp thumbnail and preview. */
  maxSidePixels?: number;
  /** Resolution for pages small enough to stay under maxSidePixels. */
  maxDpi?: number;
  timeoutMs?: number;
}

const DEFAULTS: Required<ConvertOptions> = { maxSidePixels: 1600, maxDpi: 150, timeoutMs: 30_000 };

/** PNG bytes a conversion may answer; a larger one means something went wrong. */
const MAX_OUTPUT_BYTES = 40 * 1024 * 1024;

/** Conversions run at once; more wait, so a burst of uploads cannot start a process per request. */
const MAX_RUNNING = 2;

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

let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function runWorker(
  bytes: Uint8Array,
  kind: ConvertibleKind,
  options: Required<ConvertOptions>,
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const args = [workerScript(), kind, String(options.maxSidePixels), String(options.maxDpi)];
    // NODE_OPTIONS of the parent (tsx's loader, a debugger) have no business in a plain script.
    const child = spawn(process.execPath, args, {
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: options.timeoutMs,
      killSignal: 'SIGKILL',
    });
    const output: Buffer[] = [];
    let outputBytes = 0;
    let errorText = '';
    child.stdout.on('data', (chunk: Buffer) => {
      outputBytes += chunk.length;
      if (outputBytes > MAX_OUTPUT_BYTES) child.kill('SIGKILL');
      else output.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (errorText.length < 2_000) errorText += chunk.toString();
    });
    child.on('error', (error) =>
      reject(new ConversionError(`konverteringen kunde inte starta: ${error.message}`)),
    );
    // The child may stop reading (it failed early); its reason comes with the exit.
    child.stdin.on('error', () => undefined);
    child.on('close', (code, signal) => {
      if (code === 0) {
        resolve(new Uint8Array(Buffer.concat(output)));
      } else if (signal && outputBytes > MAX_OUTPUT_BYTES) {
        reject(new ConversionError('bilden blev för stor'));
      } else if (signal) {
        reject(new ConversionError(`konverteringen tog längre än ${Math.round(options.timeoutMs / 1000)} s`));
      } else {
        reject(new ConversionError(errorText.trim() || `Ghostscript avslutades med kod ${code}`));
      }
    });
    child.stdin.end(bytes);
  });
}

/**
 * The first page of an EPS, PostScript, PDF or AI file as a PNG with a transparent background.
 * Rejects with a ConversionError saying why when the file cannot be drawn.
 */
export function convertToPng(
  bytes: Uint8Array,
  kind: ConvertibleKind,
  options: ConvertOptions = {},
): Promise<Uint8Array> {
  return withSlot(() => runWorker(bytes, kind, { ...DEFAULTS, ...options }));
}
