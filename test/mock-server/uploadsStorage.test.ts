/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { CompanyFile, FilesUploaded } from '../../src/api/types/uploads';
import { FJORD_DESIGN_ID, NORDIC_PRINT_ID } from '../../mock-server/fixtures';
import { MAX_COMPANY_STORED_BYTES, MAX_STORED_BYTES, storeBounds } from '../../mock-server/kit/bounds';
import { db } from '../../mock-server/node';
import { fileBytesState } from '../../mock-server/uploads/fileBytes';
import { SEED_FILE_IDS } from '../../mock-server/uploads/seed';
import { waitUntil } from '../support/ceilings';
import { login, ORIGIN, withMockBackend } from './helpers';
import * as demo from '../support/demoAccounts';

// Where the worker keeps uploaded bytes: on disk, not in the heap; within a limit per company and
// one over all companies (409 past either); and a reset deletes them all. The limits are lowered
// through the environment (storeBounds in kit/bounds.ts), so a few small files prove each refusal.

withMockBackend();

const KiB = 1024;
const MiB = 1024 * KiB;

const MARIA = demo.maria.email; // admin of Nordic Print AB
const OLLE = demo.olle.email; // super admin: uploads for Fjord Design AS

/** A PNG as the worker sniffs it (its signature), `size` bytes long; `seed` varies the rest. */
function png(size: number, seed = 0): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  for (let i = 8; i < size; i += 4096) bytes[i] = (seed + i) & 0xff;
  return bytes;
}

async function upload(
  token: string,
  companyId: string,
  files: { name: string; bytes: Uint8Array<ArrayBuffer> }[],
): Promise<Response> {
  const form = new FormData();
  form.append('companyId', companyId);
  for (const { name, bytes } of files) {
    form.append('files', new Blob([bytes]), name);
    form.append('logoType', 'secondary');
    form.append('description', '');
  }
  return fetch(`${ORIGIN}/worker/upload/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

/** Bytes of the files in the store's folder, read from the disk itself. */
function bytesOnDisk(): number {
  const { folder } = fileBytesState();
  if (folder === undefined || !existsSync(folder)) return 0;
  return readdirSync(folder).reduce((sum, name) => sum + statSync(path.join(folder, name)).size, 0);
}

const uploadedCount = () =>
  [...db().uploads.values()].filter((stored) => stored.content.kind === 'disk').length;

const LIMITS = { MOCK_MAX_COMPANY_STORED_BYTES: String(1 * MiB), MOCK_MAX_STORED_BYTES: String(1.5 * MiB) };

afterEach(() => {
  for (const name of Object.keys(LIMITS)) delete process.env[name];
});

describe('the store folder', () => {
  it('deletes a folder left by a process that was killed, when it makes its own', async () => {
    // A process that has ended: its pid runs nothing now.
    const { pid } = spawnSync(process.execPath, ['-e', '']);
    const left = mkdtempSync(path.join(os.tmpdir(), `printfabriken-mock-uploads-${pid}-`));
    writeFileSync(path.join(left, '1.bin'), 'left behind');
    const maria = (await login(MARIA)).access_token;
    expect((await upload(maria, NORDIC_PRINT_ID, [{ name: 'a.png', bytes: png(1 * KiB) }])).status).toBe(201);
    expect(existsSync(left)).toBe(false);
    expect(path.basename(fileBytesState().folder!)).toMatch(
      new RegExp(`^printfabriken-mock-uploads-${process.pid}-`),
    );
  });
});

describe('the upload store: bounded, on disk', () => {
  beforeEach(() => Object.assign(process.env, LIMITS));

  it('has its limits named, and lowered only through the environment', () => {
    expect(MAX_COMPANY_STORED_BYTES).toBe(500 * MiB);
    expect(MAX_STORED_BYTES).toBe(2048 * MiB);
    expect(storeBounds()).toEqual({ company: 1 * MiB, total: 1.5 * MiB });
    process.env.MOCK_MAX_STORED_BYTES = String(MAX_STORED_BYTES * 2);
    expect(storeBounds().total).toBe(MAX_STORED_BYTES);
  });

  it("refuses an upload past the company's bytes with 409, storing nothing of it, until a file is deleted", async () => {
    const maria = (await login(MARIA)).access_token;
    const first = await upload(maria, NORDIC_PRINT_ID, [
      { name: 'a.png', bytes: png(400 * KiB, 1) },
      { name: 'b.png', bytes: png(400 * KiB, 2) },
    ]);
    expect(first.status).toBe(201);
    const stored = ((await first.json()) as FilesUploaded).files;
    // On disk, byte for byte, and none of it in the database's memory.
    expect(bytesOnDisk()).toBe(800 * KiB);
    expect(fileBytesState()).toMatchObject({ files: 2, bytes: 800 * KiB });
    expect(db().uploads.get(stored[0]!.id)!.content).toMatchObject({ kind: 'disk', size: 400 * KiB });

    // A batch that would pass the company's 1 MiB: refused whole, the first of its files too.
    const refused = await upload(maria, NORDIC_PRINT_ID, [
      { name: 'c.png', bytes: png(100 * KiB, 3) },
      { name: 'd.png', bytes: png(200 * KiB, 4) },
    ]);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: 'Företaget kan spara högst 1 MB filer. Ta bort filer för att ladda upp fler.',
    });
    expect(fileBytesState()).toMatchObject({ files: 2, bytes: 800 * KiB });
    expect(bytesOnDisk()).toBe(800 * KiB);
    // The JSON upload is held to the same limit.
    const json = await fetch(`${ORIGIN}/worker/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${maria}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        filename: 'e.png',
        base64: `data:image/png;base64,${Buffer.from(png(300 * KiB, 5)).toString('base64')}`,
        companyId: NORDIC_PRINT_ID,
        logoType: 'primary',
        description: '',
        custom_fields: {},
      }),
    });
    expect(json.status).toBe(409);

    // Deleting a file gives its room back, on disk too.
    const deleted = await fetch(`${ORIGIN}/api/company-media/${stored[0]!.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${maria}` },
    });
    expect(deleted.status).toBe(200);
    expect(fileBytesState()).toMatchObject({ files: 1, bytes: 400 * KiB });
    const again = await upload(maria, NORDIC_PRINT_ID, [{ name: 'c.png', bytes: png(500 * KiB, 3) }]);
    expect(again.status).toBe(201);
    // And the stored file is served from the disk as it was sent.
    const [file] = ((await again.json()) as FilesUploaded).files as [CompanyFile];
    const served = await fetch(`${ORIGIN}${file.url}`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png(500 * KiB, 3));
  });

  it('holds the total over every company: another company is refused when the store is full', async () => {
    const maria = (await login(MARIA)).access_token;
    const olle = (await login(OLLE)).access_token;
    expect((await upload(maria, NORDIC_PRINT_ID, [{ name: 'a.png', bytes: png(900 * KiB) }])).status).toBe(
      201,
    );
    expect((await upload(olle, FJORD_DESIGN_ID, [{ name: 'a.png', bytes: png(500 * KiB) }])).status).toBe(
      201,
    );
    // Fjord Design has 500 KiB of its 1 MiB, but the store has 1.4 of its 1.5 MiB.
    const refused = await upload(olle, FJORD_DESIGN_ID, [{ name: 'b.png', bytes: png(200 * KiB) }]);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: 'Lagringen för tryckfiler är full just nu. Försök igen senare.',
    });
    expect(fileBytesState()).toMatchObject({
      files: 2,
      bytes: 1400 * KiB,
      companies: { [NORDIC_PRINT_ID]: 900 * KiB, [FJORD_DESIGN_ID]: 500 * KiB },
    });
    // Parallel uploads cannot slip past the limit between them: room is held before anything is written.
    const parallel = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        upload(olle, FJORD_DESIGN_ID, [{ name: `p${i}.png`, bytes: png(100 * KiB, i) }]),
      ),
    );
    expect(parallel.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
    expect(bytesOnDisk()).toBe(1500 * KiB);
  });

  it('frees everything on reset: the files on disk and their folder, and the store counts none', async () => {
    const maria = (await login(MARIA)).access_token;
    const olle = (await login(OLLE)).access_token;
    await upload(maria, NORDIC_PRINT_ID, [{ name: 'a.png', bytes: png(300 * KiB) }]);
    await upload(olle, FJORD_DESIGN_ID, [{ name: 'b.png', bytes: png(300 * KiB) }]);
    const { folder } = fileBytesState();
    expect(bytesOnDisk()).toBe(600 * KiB);
    expect(uploadedCount()).toBe(2);

    const reset = await fetch(`${ORIGIN}/__mock/reset`, { method: 'POST' });
    expect(reset.status).toBeLessThan(300);
    expect(fileBytesState()).toEqual({ files: 0, bytes: 0, companies: {}, folder: undefined });
    expect(existsSync(folder!)).toBe(false);
    expect(uploadedCount()).toBe(0);
    // The seed's files are back, served from memory as before.
    expect(db().uploads.has(SEED_FILE_IDS.logo)).toBe(true);
    // The whole limit is free again (for a new login: the reset forgot the sessions too).
    const again = (await login(MARIA)).access_token;
    const after = await upload(again, NORDIC_PRINT_ID, [{ name: 'a.png', bytes: png(1 * MiB) }]);
    expect(after.status).toBe(201);
  });
});

describe('a conversion', () => {
  it('leaves no file of its own in the store once answered', async () => {
    const eps = '%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 20 10\n0 0 20 10 rectfill\nshowpage\n%%EOF\n';
    const form = new FormData();
    form.append('file', new Blob([eps]), 'logo.eps');
    const response = await fetch(`${ORIGIN}/worker/eps-convert`, {
      method: 'POST',
      headers: { authorization: `Bearer ${(await login(MARIA)).access_token}` },
      body: form,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    // It was written to the store's folder, and is gone once answered; the store counts no bytes for it.
    const { folder } = fileBytesState();
    expect(folder).toBeDefined();
    await waitUntil('the converted file is deleted', () => readdirSync(folder!).length === 0);
    expect(fileBytesState()).toMatchObject({ files: 0, bytes: 0 });
  });
});

describe('the upload store: memory', () => {
  /** Node's gc(), made callable here without starting jest with --expose-gc. */
  function collector(): () => void {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  }

  /** Heap and array buffers after full collections: what the process still holds. */
  function held(gc: () => void): number {
    for (let i = 0; i < 3; i += 1) gc();
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    return heapUsed + arrayBuffers;
  }

  it("keeps the stored files' bytes out of the process: memory grows by far less than what is stored", async () => {
    const gc = collector();
    const maria = (await login(MARIA)).access_token;
    const FILES = 24;
    const SIZE = 2 * MiB;
    const content = png(SIZE);
    // One upload first, so what every upload loads and compiles once is in the baseline.
    expect((await upload(maria, NORDIC_PRINT_ID, [{ name: 'warm-up.png', bytes: content }])).status).toBe(
      201,
    );
    const before = held(gc);
    for (let i = 0; i < FILES; i += 1) {
      const response = await upload(maria, NORDIC_PRINT_ID, [{ name: `file-${i}.png`, bytes: content }]);
      expect(response.status).toBe(201);
    }
    const grown = held(gc) - before;
    const stored = FILES * SIZE;
    expect(bytesOnDisk()).toBe(stored + SIZE);
    if (process.env.PRINT_MEMORY) {
      console.info(
        `stored ${stored / MiB} MiB; heapUsed + arrayBuffers grew ${(grown / MiB).toFixed(1)} MiB`,
      );
    }
    // Held in memory, the files alone would be 48 MiB more; what grows is the files' records.
    expect(grown).toBeLessThan(stored / 8);
  });
});
