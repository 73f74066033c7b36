// Renders the first page of a PostScript (EPS, AI) or PDF file to a PNG with Ghostscript built to
// WebAssembly. Run as its own process by convertToPng.ts: the package is ESM-only and the mock also
// runs as CommonJS (jest), and a fresh process gives every conversion a fresh Ghostscript.
//
//   node ghostscriptWorker.mjs <postscript|pdf> <maxSidePixels> <maxDpi> <maxMemoryBytes> <deadlineMs>
//     < input  > output.png
//
// Exit 0: the PNG is on stdout. Exit 2 (REFUSED): the file cannot be drawn; stderr is one short line
// saying why, which the answer carries. Any other exit is a crash: stderr is for the log only.
import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import loadGhostscript from '@okathira/ghostpdl-wasm';
import { createMessageLog } from './ghostscriptOutput.mjs';

const [kind, maxSideText, maxDpiText, maxMemoryText, deadlineText] = process.argv.slice(2);
const maxSide = Number(maxSideText);
const maxDpi = Number(maxDpiText);
const maxMemory = Number(maxMemoryText);

// Past the deadline, or once the parent is gone, the process ends whatever Ghostscript is doing.
new Worker(new URL('./workerWatchdog.mjs', import.meta.url), {
  workerData: { parentPid: process.ppid, deadline: Date.now() + Number(deadlineText) },
}).unref();

/** Must match REFUSED in conversionFailure.ts. */
const REFUSED = 2;
const CRASHED = 3;

/** Below 2 dpi Ghostscript's default halftone screen is out of range (rangecheck in setscreen). */
const MIN_DPI = 2;

/** Ghostscript's output kept for the reason: a few of its error lines, each cut short. */
const MESSAGE_LINES = 20;
const MESSAGE_LINE_BYTES = 300;

/**
 * Output after which a file is given up on. Ghostscript prints little for a picture (a few warnings
 * for a damaged PDF); a file printing in a loop reaches a mebibyte within a second, long before the
 * timeout, and is refused then rather than holding its slot to the end.
 */
const MAX_MESSAGE_BYTES = 1024 * 1024;

/** The file cannot be drawn: say why on stderr and stop, whatever Ghostscript was doing. */
function refuse(reason) {
  process.stderr.write(reason.replace(/\s+/g, ' ').slice(0, MESSAGE_LINE_BYTES));
  process.exit(REFUSED);
}

// Ghostscript grows its WebAssembly memory as it needs, up to 2 GiB. Emscripten grows it from
// JavaScript (Memory.grow) and treats a failed grow as a failed malloc, which Ghostscript reports as
// a VMerror: so refusing growth past maxMemory bounds the page buffers and whatever a file allocates.
const growMemory = WebAssembly.Memory.prototype.grow;
WebAssembly.Memory.prototype.grow = function grow(pages) {
  if (this.buffer.byteLength + pages * 65_536 > maxMemory) {
    throw new RangeError(`WebAssembly memory capped at ${maxMemory} bytes`);
  }
  return growMemory.call(this, pages);
};

/**
 * What the size pass prints at the end of the first page: the page's size in points. Random, so a
 * file printing a line of its own does not pass for it by chance; a file bent on it can still fake
 * one, and is then held to the render's memory cap, the timeout and the PNG size check below.
 */
const SIZE_MARKER = `PAGESIZE-${randomBytes(8).toString('hex')}`;
let pageSize;

const messages = createMessageLog({
  maxLines: MESSAGE_LINES,
  maxLineBytes: MESSAGE_LINE_BYTES,
  maxBytes: MAX_MESSAGE_BYTES,
  keep: (line) => /error/i.test(line),
  onLine: (line) => {
    const [marker, width, height] = line.trim().split(/\s+/);
    if (marker === SIZE_MARKER) pageSize = [Number(width), Number(height)];
  },
  onOverflow: () => refuse('filen skriver ut mer än 1 MB text och ritar ingen bild'),
});
const writeText = (text) => {
  for (const byte of new TextEncoder().encode(`${text}\n`)) messages.write(byte);
};

const input = Buffer.concat(await process.stdin.toArray());
const gs = await loadGhostscript({
  // Byte by byte into the bounded log: Emscripten's default console buffers a line until its end,
  // and a file printing without newlines would grow that buffer without end.
  stdout: (byte) => messages.write(byte),
  stderr: (byte) => messages.write(byte),
  // What Emscripten itself reports (an abort's reason).
  print: writeText,
  printErr: writeText,
  // The file has been read; a file reading %stdin gets its end, not the process's.
  stdin: () => null,
});
gs.FS.writeFile('/input', input);

const common = [
  '-q',
  '-dSAFER',
  '-dBATCH',
  '-dNOPAUSE',
  // An EPS's page is its bounding box, a PDF's (an AI's artboard) its crop box, not the paper around it.
  kind === 'pdf' ? '-dUseCropBox' : '-dEPSCrop',
  '-dFirstPage=1',
  '-dLastPage=1',
];

/**
 * The first page's size in points, drawn on no device (nothing rasterised, however large the page),
 * and Ghostscript stops right after it: a PostScript file goes on after its first page otherwise.
 */
function pageSizeOf() {
  const printSize = `<< /EndPage { exch pop 0 eq { (${SIZE_MARKER}) print currentpagedevice /PageSize get { ( ) print =print } forall () = quit } if false } >> setpagedevice`;
  const code = gs.callMain([...common, '-sDEVICE=nullpage', '-c', printSize, '-f', '/input']);
  return code === 0 ? pageSize : undefined;
}

/**
 * The first page at `dpi` as PNG bytes, or null when Ghostscript drew nothing. MaxBitmap above the
 * largest page keeps the page in one buffer: past its default Ghostscript draws in bands, and this
 * WebAssembly build crashes ("memory access out of bounds") drawing an image in bands, as PDFs with
 * a picture did from about 760 pt square (1583 px at 150 dpi). The page is at most maxSide pixels
 * square, so the one buffer stays bounded (10 MB at 1600 px).
 */
function render(dpi) {
  const stopAfterFirstPage = '<< /BeginPage { 0 gt { quit } if } >> setpagedevice';
  const code = gs.callMain([
    ...common,
    '-sDEVICE=pngalpha',
    `-r${dpi}`,
    `-dMaxBitmap=${2 * 4 * maxSide * maxSide}`,
    '-sOutputFile=/output.png',
    '-c',
    stopAfterFirstPage,
    '-f',
    '/input',
  ]);
  if (code !== 0) return null;
  try {
    const png = gs.FS.readFile('/output.png');
    return png.byteLength > 24 ? png : null;
  } catch {
    return null;
  }
}

/** Why Ghostscript gave up: its first error line, without the stars and padding around it. */
function unreadable() {
  const line = messages
    .lines()
    .map((text) => text.trim().replace(/^\*+\s*/, ''))
    .find((text) => text !== '' && !/^GPL Ghostscript/.test(text));
  refuse(line ? `Ghostscript kunde inte läsa filen (${line})` : 'Ghostscript kunde inte läsa filen');
}

try {
  const size = pageSizeOf();
  if (!size) unreadable();
  const longest = Math.max(...size);
  if (!(longest > 0) || !size.every(Number.isFinite)) refuse('sidan har ingen storlek');
  const fittingDpi = (maxSide * 72) / longest;
  if (fittingDpi < MIN_DPI) {
    refuse(`sidan är för stor (${Math.round(longest)} pt; högst ${Math.floor((maxSide * 72) / MIN_DPI)} pt)`);
  }
  // Fractional, so a large page fills maxSide instead of the next whole dpi below it; a little
  // under the exact fit, so rounding never adds a pixel.
  const dpi = Math.min(maxDpi, Math.floor(fittingDpi * 1000) / 1000);
  const png = render(dpi);
  if (!png) unreadable();
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  if (Math.max(view.getUint32(16), view.getUint32(20)) > maxSide) refuse('sidan blev större än väntat');
  process.stdout.write(png);
} catch (error) {
  // Ghostscript crashed (a RuntimeError from the WebAssembly): for the log, not for the answer.
  process.stderr.write(
    String(error instanceof Error ? (error.stack ?? error.message) : error).slice(0, 2_000),
  );
  process.exit(CRASHED);
}
