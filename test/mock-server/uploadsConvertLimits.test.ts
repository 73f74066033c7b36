/** @jest-environment node */
// Node's own timers, also where the test environment (jsdom) replaces the globals.
import { setInterval, clearInterval } from 'node:timers';
import { ConversionError, convertToPng } from '../../mock-server/uploads/convert/convertToPng';
import { workerProcesses } from './conversionWorkers';
import { login, ORIGIN, withMockBackend } from './helpers';
import { erik } from '../support/demoAccounts';

// What a hostile file can cost the conversion: its worker's memory and time stay bounded. Real
// Ghostscript; the worker's memory is read from /proc (Linux, where the mock's tests run). Time
// is told by the reason a conversion gives: one stopped for what it does is not stopped at its
// timeout, which says so ("konverteringen tog längre än … s"); the clock would tell the machine's speed.

withMockBackend();

const encode = (text: string) => new TextEncoder().encode(text);

/** Printed a line at a time forever: the worker once kept every line, 3.4 GB after 30 s. */
const PRINT_LOOP = '%!PS\n{ (xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx) = } loop\n';
/** Printed forever without a newline, which Emscripten's console would buffer as one line. */
const PRINT_LOOP_ONE_LINE = '%!PS\n{ (x) print } loop\n';
/** Allocates forever: Ghostscript's own memory grows until something stops it. */
const ALLOCATE_LOOP = '%!PS\n/a [] def { /a [ a 1000 array ] def } loop\n';

interface Measured {
  error: unknown;
  peakRssMb: number;
}

/** Runs a conversion that should fail, sampling its worker's resident memory every 50 ms. */
async function measureFailure(conversion: () => Promise<unknown>): Promise<Measured> {
  let peakKb = 0;
  const sample = () => {
    for (const worker of workerProcesses()) peakKb = Math.max(peakKb, worker.rssKb);
  };
  const timer = setInterval(sample, 50);
  try {
    await conversion();
    throw new Error('the conversion succeeded');
  } catch (error) {
    return { error, peakRssMb: Math.round(peakKb / 1024) };
  } finally {
    clearInterval(timer);
  }
}

describe("a conversion's worker stays bounded", () => {
  it('refuses a file printing in a loop for what it prints, not at the timeout, its memory flat', async () => {
    const result = await measureFailure(() =>
      convertToPng(encode(PRINT_LOOP), 'postscript', { timeoutMs: 20_000 }),
    );
    expect(result.error).toBeInstanceOf(ConversionError);
    expect((result.error as Error).message).toBe('filen skriver ut mer än 1 MB text och ritar ingen bild');
    // Node and Ghostscript's code take about 120 MB; the old worker passed a gigabyte in 10 s.
    expect(result.peakRssMb).toBeLessThan(300);
  });

  it('refuses a file printing one endless line the same way', async () => {
    const result = await measureFailure(() =>
      convertToPng(encode(PRINT_LOOP_ONE_LINE), 'postscript', { timeoutMs: 20_000 }),
    );
    expect((result.error as Error).message).toBe('filen skriver ut mer än 1 MB text och ritar ingen bild');
    expect(result.peakRssMb).toBeLessThan(300);
  });

  it("caps Ghostscript's memory: a file allocating in a loop fails with a VMerror at the cap", async () => {
    const result = await measureFailure(() =>
      convertToPng(encode(ALLOCATE_LOOP), 'postscript', {
        timeoutMs: 20_000,
        maxMemoryBytes: 96 * 1024 * 1024,
      }),
    );
    expect((result.error as Error).message).toBe(
      'Ghostscript kunde inte läsa filen (Error: /VMerror in --array--)',
    );
    expect(result.peakRssMb).toBeLessThan(300);
  });

  it('answers the looping file over HTTP with 422 text saying why, long before the 30 s timeout', async () => {
    const form = new FormData();
    form.append('file', new Blob([PRINT_LOOP]), 'loop.eps');
    const { access_token } = await login(erik.email);
    const response = await fetch(`${ORIGIN}/worker/eps-convert`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}` },
      body: form,
    });
    expect(response.status).toBe(422);
    expect(await response.text()).toBe(
      'Filen "loop.eps" kunde inte konverteras: filen skriver ut mer än 1 MB text och ritar ingen bild',
    );
  });
});
