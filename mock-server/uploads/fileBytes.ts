import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { storeBounds } from '../kit/bounds';
import { HttpError } from '../kit/httpError';

// Where the upload worker keeps the bytes of the print files it stores: on disk, in a temporary
// folder of its own, never in the JavaScript heap (thirty 45 MB uploads once kept 1.4 GB there,
// through resets too). Each company may keep MAX_COMPANY_STORED_BYTES and all of them together
// MAX_STORED_BYTES (kit/bounds.ts); room is held before a byte is written, so parallel uploads
// cannot pass the limits between them. A reset (db.ts) deletes every file; the folder goes when the
// process exits, or, left by a killed one, when the next one makes its own. A multipart upload's
// file is streamed to disk from the parsed form, and a file to convert waits in line here too
// (spoolFile). The seed's few kilobytes stay in memory (seed.ts is pure and writes nothing).
// Reads db() nowhere: db.ts calls clearFileBytes() on reset.

/** A file's bytes as the store holds them. */
export type FileContent =
  /** The seed's files: small, built on every reset; and a JSON upload's before it is written. */
  | { kind: 'memory'; bytes: Uint8Array }
  /** A multipart upload's File before it is written (never in the database). */
  | { kind: 'upload'; blob: Blob }
  | DiskContent;

/** What writeContents writes: bytes, or a File streamed to disk. */
export type FileSource = Uint8Array | Blob;

const sizeOf = (source: FileSource) => (ArrayBuffer.isView(source) ? source.byteLength : source.size);

export interface DiskContent {
  kind: 'disk';
  path: string;
  size: number;
  companyId: string;
  /** Which store it was written to: a reset starts a new one. */
  generation: number;
}

const MB = 1024 * 1024;

export const companyStorageFull = (maxBytes: number) =>
  new HttpError(
    409,
    `Företaget kan spara högst ${Math.floor(maxBytes / MB)} MB filer. Ta bort filer för att ladda upp fler.`,
  );

export const storageFull = () =>
  new HttpError(409, 'Lagringen för tryckfiler är full just nu. Försök igen senare.');

const storeReset = () => new HttpError(409, 'Lagringen tömdes medan filen sparades. Ladda upp filen igen.');

let folder: string | undefined;
let exitHook = false;
let generation = 0;
let sequence = 0;
/** Bytes held per company (written, being written, or stored), and over all of them. */
const heldByCompany = new Map<string, number>();
let heldBytes = 0;
/** The files on disk of this generation. */
const files = new Set<string>();

const FOLDER_PREFIX = 'printfabriken-mock-uploads-';
/** A store folder's name, with the id of the process that made it. */
const FOLDER_NAME = /^printfabriken-mock-uploads-(\d+)-/;

/**
 * The folder of this generation of the store, made when the first file is written, its name
 * carrying this process's id. The folder goes at exit; one left by a process that was killed (no
 * exit handler runs then) is deleted when a later one makes its own.
 */
function storeFolder(): string {
  if (folder === undefined) {
    if (!exitHook) {
      process.once('exit', removeFolder);
      removeFoldersOfEndedProcesses();
    }
    exitHook = true;
    folder = mkdtempSync(path.join(os.tmpdir(), `${FOLDER_PREFIX}${process.pid}-`));
  }
  return folder;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeFoldersOfEndedProcesses(): void {
  try {
    for (const name of readdirSync(os.tmpdir())) {
      const pid = FOLDER_NAME.exec(name)?.[1];
      if (pid !== undefined && Number(pid) !== process.pid && !isRunning(Number(pid))) {
        rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
      }
    }
  } catch {
    // Another process's folder, or a temporary folder it may not read: left as it is.
  }
}

function removeFolder(): void {
  if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
}

/** Holds room for `bytes` more of a company's files, or refuses: 409 past its limit or the store's. */
function hold(companyId: string, bytes: number): void {
  const limits = storeBounds();
  const company = heldByCompany.get(companyId) ?? 0;
  if (company + bytes > limits.company) throw companyStorageFull(limits.company);
  if (heldBytes + bytes > limits.total) throw storageFull();
  heldByCompany.set(companyId, company + bytes);
  heldBytes += bytes;
}

function release(companyId: string, bytes: number): void {
  const left = (heldByCompany.get(companyId) ?? 0) - bytes;
  if (left > 0) heldByCompany.set(companyId, left);
  else heldByCompany.delete(companyId);
  heldBytes -= bytes;
}

/**
 * Writes a company's new files to the store, all or none: room for all of them is held first (409
 * past the company's or the store's limit), then each is written. The bytes can then be let go:
 * the contents name the files on disk. Give them to `discardContent` if they are not stored after all.
 */
export async function writeContents(
  companyId: string,
  contents: readonly FileSource[],
): Promise<DiskContent[]> {
  const total = contents.reduce((sum, source) => sum + sizeOf(source), 0);
  hold(companyId, total);
  const written: DiskContent[] = [];
  const since = generation;
  try {
    for (const source of contents) {
      sequence += 1;
      const file = path.join(storeFolder(), `${sequence}.bin`);
      const content: DiskContent = {
        kind: 'disk',
        path: file,
        size: sizeOf(source),
        companyId,
        generation,
      };
      files.add(file);
      written.push(content);
      // A File is streamed to disk, a chunk at a time.
      await writeFile(
        file,
        ArrayBuffer.isView(source) ? source : (source.stream() as unknown as AsyncIterable<Uint8Array>),
      );
      if (generation !== since) throw storeReset();
    }
    return written;
  } catch (error) {
    if (generation === since) {
      // What was not written is given back with what was.
      const unwritten = total - written.reduce((sum, content) => sum + content.size, 0);
      for (const content of written) discardContent(content);
      release(companyId, unwritten);
    }
    throw error instanceof HttpError ? error : storageFull();
  }
}

/** Whether the content is still in the store (a reset since it was written empties it). */
export function isCurrent(content: FileContent): boolean {
  return content.kind !== 'disk' || (content.generation === generation && files.has(content.path));
}

/** Deletes a file the store holds and gives its room back; a file of an earlier generation is gone already. */
export function discardContent(content: FileContent): void {
  if (content.kind !== 'disk' || !isCurrent(content)) return;
  files.delete(content.path);
  release(content.companyId, content.size);
  void rm(content.path, { force: true }).catch(() => undefined);
}

/** A stored file's bytes, read when they are served; undefined when the store no longer has it. */
export async function readContent(content: FileContent): Promise<Uint8Array | undefined> {
  if (content.kind === 'memory') return content.bytes;
  if (content.kind === 'upload') return new Uint8Array(await content.blob.arrayBuffer());
  if (!isCurrent(content)) return undefined;
  try {
    return await readFile(content.path);
  } catch {
    return undefined;
  }
}

/** A file to convert, on disk while it waits its turn and is read by its worker (workerHandlers.ts). */
export interface SpooledFile {
  path: string;
  size: number;
  /** Deletes it; call once the conversion has ended. */
  release(): void;
}

/**
 * Writes a file to convert to the store's folder, so a conversion waiting in line holds no bytes
 * in memory. Not counted in the store's limits: the conversion line bounds how many there are
 * (convert/conversionQueue.ts). A reset deletes it with the rest, failing its conversion.
 */
export async function spoolFile(bytes: Uint8Array): Promise<SpooledFile> {
  sequence += 1;
  const file = path.join(storeFolder(), `convert-${sequence}.bin`);
  try {
    await writeFile(file, bytes);
  } catch {
    void rm(file, { force: true }).catch(() => undefined);
    throw storageFull();
  }
  let released = false;
  return {
    path: file,
    size: bytes.byteLength,
    release: () => {
      if (released) return;
      released = true;
      void rm(file, { force: true }).catch(() => undefined);
    },
  };
}

/** Deletes every file of the store and its folder (POST /__mock/reset, resetDatabase()). */
export function clearFileBytes(): void {
  generation += 1;
  removeFolder();
  files.clear();
  heldByCompany.clear();
  heldBytes = 0;
}

export interface FileBytesState {
  /** Files on disk. */
  files: number;
  /** Bytes held: on disk, and being written. */
  bytes: number;
  /** Bytes held per company. */
  companies: Record<string, number>;
  /** The store's folder, when it has one. */
  folder: string | undefined;
}

/** What the store holds (for tests and the curious). */
export function fileBytesState(): FileBytesState {
  return { files: files.size, bytes: heldBytes, companies: Object.fromEntries(heldByCompany), folder };
}
