import { readdirSync, readFileSync } from 'node:fs';

// The conversion workers (Ghostscript child processes) this jest worker started, read from Linux's
// /proc: how the conversion tests see that a child was killed, or how much memory it held.

export interface WorkerProcess {
  pid: number;
  rssKb: number;
}

/** The Ghostscript workers this jest worker started that are still alive (not zombies). */
export function workerProcesses(): WorkerProcess[] {
  const found: WorkerProcess[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      if (Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) !== process.pid) continue;
      if (/^State:\s+Z/m.test(status)) continue;
      if (!readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('ghostscriptWorker.mjs')) continue;
      found.push({ pid: Number(entry), rssKb: Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) });
    } catch {
      // Gone between the listing and the read.
    }
  }
  return found;
}
