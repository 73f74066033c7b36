// Renders the first page of a PostScript (EPS, AI) or PDF file to a PNG with Ghostscript built to
// WebAssembly. Run as its own process by convertToPng.ts: the package is ESM-only and the mock also
// runs as CommonJS (jest), and a fresh process gives every conversion a fresh Ghostscript.
//
//   node ghostscriptWorker.mjs <postscript|pdf> <maxSidePixels> <maxDpi>   < input   > output.png
//
// Exit 0: the PNG is on stdout. Exit 2: Ghostscript could not read the file; why is on stderr.
import loadGhostscript from '@okathira/ghostpdl-wasm';

const [kind, maxSideText, maxDpiText] = process.argv.slice(2);
const maxSide = Number(maxSideText);
const maxDpi = Number(maxDpiText);
const PROBE_DPI = 18;
const READ_FAILED = 2;

const input = Buffer.concat(await process.stdin.toArray());
const messages = [];
const gs = await loadGhostscript({
  print: (line) => messages.push(line),
  printErr: (line) => messages.push(line),
});
gs.FS.writeFile('/input', input);

/** The first page at `dpi` as PNG bytes, or null when Ghostscript drew nothing. */
function render(dpi, output) {
  const code = gs.callMain([
    '-q',
    '-dSAFER',
    '-dBATCH',
    '-dNOPAUSE',
    // An EPS's page is its bounding box, a PDF's (an AI's artboard) its crop box, not the paper around it.
    kind === 'pdf' ? '-dUseCropBox' : '-dEPSCrop',
    '-sDEVICE=pngalpha',
    `-r${dpi}`,
    '-dFirstPage=1',
    '-dLastPage=1',
    `-sOutputFile=${output}`,
    '/input',
  ]);
  if (code !== 0) return null;
  try {
    const png = gs.FS.readFile(output);
    return png.byteLength > 0 ? png : null;
  } catch {
    return null;
  }
}

/** Why Ghostscript gave up: its first error line, without the stars and padding around it. */
function reason() {
  const line = messages
    .map((text) => text.trim())
    .find((text) => /error/i.test(text) && !/^GPL Ghostscript/.test(text));
  return (line ?? 'Ghostscript kunde inte läsa filen').replace(/^\*+\s*/, '').slice(0, 300);
}

function fail() {
  process.stderr.write(reason());
  process.exit(READ_FAILED);
}

// A small render first gives the page's size, so a huge page is drawn at a lower resolution
// instead of as an image of hundreds of megapixels.
const probe = render(PROBE_DPI, '/probe.png');
if (!probe) fail();
const view = new DataView(probe.buffer, probe.byteOffset, probe.byteLength);
const longestPoints = (Math.max(view.getUint32(16), view.getUint32(20)) * 72) / PROBE_DPI;
const dpi = Math.max(1, Math.min(maxDpi, Math.floor((maxSide * 72) / longestPoints)));
const png = render(dpi, '/output.png');
if (!png) fail();
process.stdout.write(png);
