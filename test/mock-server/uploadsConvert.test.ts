/** @jest-environment node */
import { inflateSync } from 'node:zlib';
import { logLines } from '../../mock-server/kit/log';
import { UNREADABLE } from '../../mock-server/uploads/convert/conversionFailure';
import { ConversionError, convertToPng } from '../../mock-server/uploads/convert/convertToPng';
import { minimalPdf } from '../../mock-server/uploads/minimalPdf';
import { NORDIC_PRINT_LOGO_EPS } from '../../mock-server/uploads/seedArtwork';
import { NORDIC_PRINT_LOGO_PREVIEW_PNG_BASE64 } from '../../mock-server/uploads/seedPreviewPng';
import { login, ORIGIN, withMockBackend } from './helpers';
import { erik } from '../support/demoAccounts';

// POST {worker}/eps-convert renders EPS, PDF and AI with real Ghostscript (WebAssembly, in a child
// process): the answers are decoded here and their pixels checked, so a blank or placeholder
// picture cannot pass.

withMockBackend();

/** 200 × 100 pt with a red rectangle inset 20 pt, on nothing (transparent). */
const EPS_WITH_RECTANGLE = `%!PS-Adobe-3.0 EPSF-3.0
%%BoundingBox: 0 0 200 100
1 0 0 setrgbcolor
20 20 160 60 rectfill
showpage
%%EOF
`;

const BLANK_EPS = `%!PS-Adobe-3.0 EPSF-3.0
%%BoundingBox: 0 0 200 100
showpage
%%EOF
`;

/** A 300 × 150 pt page with a blue rectangle inset 30 pt. */
const PDF_WITH_RECTANGLE = minimalPdf({ width: 300, height: 150, content: '0 0 1 rg 30 30 240 90 re f' });

/**
 * A page covered by a picture of 16 × 16 pixels (an inline image, so minimalPdf can carry it). From
 * about 760 pt square at 150 dpi Ghostscript drew such a page in bands and its WebAssembly crashed.
 */
function picturePdf(width: number, height = width): string {
  let hex = '';
  for (let y = 0; y < 16; y += 1)
    for (let x = 0; x < 16; x += 1) hex += `${x.toString(16)}0${y.toString(16)}080`;
  const content = `q ${width} 0 0 ${height} 0 0 cm BI /W 16 /H 16 /CS /RGB /BPC 8 /F /AHx ID ${hex}> EI Q`;
  return minimalPdf({ width, height, content });
}

type Rgba = [number, number, number, number];

interface Picture {
  width: number;
  height: number;
  /** RGBA of the pixel at x, y. */
  pixel(x: number, y: number): Rgba;
  opaquePixels: number;
}

/** Decodes an 8-bit RGBA, non-interlaced PNG (what Ghostscript's pngalpha writes). */
function decodePng(png: Uint8Array): Picture {
  const data = Buffer.from(png);
  expect([...data.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (offset < data.length) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    const body = data.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      expect([body[8], body[9], body[12]]).toEqual([8, 6, 0]); // 8-bit RGBA, not interlaced
    }
    if (type === 'IDAT') idat.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x += 1) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const left = x >= 4 ? pixels[y * stride + x - 4]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const upLeft = x >= 4 && y > 0 ? pixels[(y - 1) * stride + x - 4]! : 0;
      // A switch, not a table of all five: a 1600 px picture has ten million of these.
      let predictor = 0;
      if (filter === 1) predictor = left;
      else if (filter === 2) predictor = up;
      else if (filter === 3) predictor = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predictor = a <= b && a <= c ? left : b <= c ? up : upLeft;
      }
      pixels[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  let opaquePixels = 0;
  for (let i = 3; i < pixels.length; i += 4) if (pixels[i] === 255) opaquePixels += 1;
  return {
    width,
    height,
    pixel: (x, y) => [...pixels.subarray(y * stride + x * 4, y * stride + x * 4 + 4)] as Rgba,
    opaquePixels,
  };
}

async function convert(filename: string, content: string | Uint8Array<ArrayBuffer>, token?: string | null) {
  const form = new FormData();
  form.append('file', new Blob([content]), filename);
  const bearer = token === null ? undefined : (token ?? (await login(erik.email)).access_token);
  return fetch(`${ORIGIN}/worker/eps-convert`, {
    method: 'POST',
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    body: form,
  });
}

async function pictureOf(response: Response): Promise<Picture> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  return decodePng(new Uint8Array(await response.arrayBuffer()));
}

const RED: Rgba = [255, 0, 0, 255];
const BLUE: Rgba = [0, 0, 255, 255];

describe('POST /worker/eps-convert', () => {
  it('renders an EPS at 150 dpi over its bounding box: the artwork opaque, around it transparent', async () => {
    const picture = await pictureOf(await convert('logo.eps', EPS_WITH_RECTANGLE));
    // 200 × 100 pt at 150 dpi.
    expect(picture.width).toBeGreaterThanOrEqual(416);
    expect(picture.width).toBeLessThanOrEqual(418);
    expect(picture.height).toBeGreaterThanOrEqual(207);
    expect(picture.height).toBeLessThanOrEqual(210);
    expect(picture.pixel(208, 104)).toEqual(RED);
    expect(picture.pixel(5, 5)[3]).toBe(0);
    // The rectangle is 160 × 60 of 200 × 100 pt: about 48 % of the picture.
    const share = picture.opaquePixels / (picture.width * picture.height);
    expect(share).toBeGreaterThan(0.44);
    expect(share).toBeLessThan(0.52);
  });

  it('renders a blank page fully transparent, so the checks above see real artwork', async () => {
    const picture = await pictureOf(await convert('blank.eps', BLANK_EPS));
    expect(picture.opaquePixels).toBe(0);
  });

  it('renders the first page of a PDF', async () => {
    const picture = await pictureOf(await convert('proof.pdf', PDF_WITH_RECTANGLE));
    expect(Math.abs(picture.width - 625)).toBeLessThanOrEqual(1);
    expect(Math.abs(picture.height - 313)).toBeLessThanOrEqual(1);
    expect(picture.pixel(312, 156)).toEqual(BLUE);
    expect(picture.pixel(10, 10)[3]).toBe(0);
  });

  it('renders an AI file (PDF-compatible, as Illustrator saves it)', async () => {
    const picture = await pictureOf(await convert('logo.ai', PDF_WITH_RECTANGLE));
    expect(picture.pixel(312, 156)).toEqual(BLUE);
  });

  it('answers 422 text saying why for a file it cannot read, never a picture', async () => {
    const garbage = await convert('trasig.eps', 'this is not PostScript at all');
    expect(garbage.status).toBe(422);
    expect(garbage.headers.get('content-type')).toContain('text/plain');
    expect(await garbage.text()).toMatch(/^Filen "trasig\.eps" kunde inte konverteras: /);

    const broken = await convert(
      'trasig.eps',
      '%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\nnosuchoperator\n',
    );
    expect(broken.status).toBe(422);
    expect(await broken.text()).toMatch(/^Filen "trasig\.eps" kunde inte konverteras: .*undefined/i);

    const brokenPdf = await convert('trasig.pdf', '%PDF-1.4\nnothing else');
    expect(brokenPdf.status).toBe(422);
    expect(brokenPdf.headers.get('content-type')).toContain('text/plain');
  });

  it('refuses files it does not convert (415 text), and users who are not signed in (401, the worker’s { error })', async () => {
    const png = await convert('logo.png', Buffer.from(NORDIC_PRINT_LOGO_PREVIEW_PNG_BASE64, 'base64'));
    expect(png.status).toBe(415);
    expect(await png.text()).toBe('Filtypen för "logo.png" stöds inte. Endast EPS, PDF och AI konverteras.');
    const anonymous = await convert('logo.eps', EPS_WITH_RECTANGLE, null);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Unauthorized' });
  });
});

describe('POST /worker/eps-convert, large pages', () => {
  // 760 pt is the first size that crashed; 14400 pt (200 inches) is the largest page PDF allows.
  it.each([760, 800, 2000, 14400])(
    'draws a %i pt square PDF with a picture whole, its longest side at most 1600 px',
    async (side) => {
      const picture = await pictureOf(await convert(`affisch-${side}.pdf`, picturePdf(side)));
      expect(picture.width).toBe(picture.height);
      // 150 dpi, or smaller to fit 1600 px.
      expect(Math.abs(picture.width - Math.min(1600, Math.round((side * 150) / 72)))).toBeLessThanOrEqual(1);
      expect(picture.width).toBeLessThanOrEqual(1600);
      // The picture covers the page: every pixel drawn, its colours where they belong.
      expect(picture.opaquePixels).toBe(picture.width * picture.height);
      // The picture's first row is the page's top.
      expect(picture.pixel(picture.width - 1, 0)).toEqual([0xf0, 0, 0x80, 255]);
      expect(picture.pixel(0, picture.height - 1)).toEqual([0, 0xf0, 0x80, 255]);
    },
  );

  it("keeps a long page's proportions: 14400 × 7200 pt is drawn 1600 × 800", async () => {
    const picture = await pictureOf(await convert('banderoll.pdf', picturePdf(14400, 7200)));
    expect([picture.width, picture.height]).toEqual([1600, 800]);
  });

  it('never answers a stack trace or the Node version, even when the worker crashes (logged instead)', async () => {
    // Below what Ghostscript needs, an allocation it does not check fails as a WebAssembly crash.
    const conversion = convertToPng(new TextEncoder().encode(picturePdf(800)), 'pdf', {
      maxMemoryBytes: 32 * 1024 * 1024,
    });
    const failure = await conversion.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(failure).toBeInstanceOf(ConversionError);
    expect((failure as Error).message).toBe(UNREADABLE);
    expect((failure as Error).message).not.toMatch(/\bat |Node\.js v|wasm:\/\/|RuntimeError/);
    expect(logLines().some((line) => line.includes('memory access out of bounds'))).toBe(true);
  });

  it('refuses a page too large to draw within the limit, without trying', async () => {
    const huge = EPS_WITH_RECTANGLE.replace('0 0 200 100', '0 0 100000 50000');
    const response = await convert('jatte.eps', huge);
    expect(response.status).toBe(422);
    expect(await response.text()).toBe(
      'Filen "jatte.eps" kunde inte konverteras: sidan är för stor (100000 pt; högst 57600 pt)',
    );
  });
});

describe('convertToPng', () => {
  it("is what made the seed's preview of the EPS logo", async () => {
    const png = await convertToPng(new TextEncoder().encode(NORDIC_PRINT_LOGO_EPS), 'postscript');
    expect(Buffer.from(png).toString('base64')).toBe(NORDIC_PRINT_LOGO_PREVIEW_PNG_BASE64);
  });

  it('draws a huge page smaller, its longest side within the limit', async () => {
    const poster = EPS_WITH_RECTANGLE.replace('0 0 200 100', '0 0 3600 1800');
    const picture = decodePng(await convertToPng(new TextEncoder().encode(poster), 'postscript'));
    expect(picture.width).toBeLessThanOrEqual(1600);
    expect(picture.width).toBeGreaterThan(1400);
    expect(picture.height * 2).toBeGreaterThanOrEqual(picture.width - 2);
  });

  it('draws within a smaller maxSidePixels', async () => {
    const png = await convertToPng(new TextEncoder().encode(picturePdf(2000)), 'pdf', { maxSidePixels: 500 });
    const picture = decodePng(png);
    expect([picture.width, picture.height]).toEqual([500, 500]);
  });

  it('gives up with a ConversionError when it takes too long', async () => {
    const conversion = convertToPng(new TextEncoder().encode(EPS_WITH_RECTANGLE), 'postscript', {
      timeoutMs: 50,
    });
    await expect(conversion).rejects.toThrow(ConversionError);
    await expect(conversion).rejects.toThrow(/längre än/);
  });
});
