import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { lstatSync, mkdtempSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../test/e2e/support/repoRoot';
import { baselineLabel } from './baselineComparison';

/**
 * `--baseline=<ref>`: the shop of an earlier commit, checked out as a detached git worktree in a
 * fresh temporary directory with this repository's node_modules linked in, and built there the way
 * buildApp builds the current shop. The worktree is always removed again (removeBaselineWorktree),
 * on failure and on a signal too, so no worktree stays registered in the repository.
 */
export interface BaselineCheckout {
  /** The ref as given. */
  ref: string;
  /** The commit it names (full hash) and that commit's subject line. */
  commit: string;
  subject: string;
  /** The worktree: its vite config and embedded mock serve its build. */
  root: string;
  /** Its build, always `dist` in the worktree (E2E_OUT_DIR is for the current shop's build). */
  distDir: string;
}

interface Worktree {
  parent: string;
  root: string;
  build: ChildProcess | null;
}
let worktree: Worktree | null = null;

// Last resort, as appServer does for its servers: whatever ends this process, the worktree goes.
process.on('exit', () => removeBaselineWorktree());

function git(args: string[]): { ok: boolean; out: string } {
  const result = spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: 'pipe' });
  return {
    ok: !result.error && result.status === 0,
    out: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() || String(result.error ?? ''),
  };
}

/** Resolves `ref` to a commit and checks it out as a detached worktree in a fresh temporary directory. */
export function checkoutBaseline(ref: string): BaselineCheckout {
  if (worktree) throw new Error(`a baseline worktree is already checked out at ${worktree.root}`);
  const resolved = git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]);
  if (!resolved.ok) throw new Error(`--baseline=${ref}: git knows no commit by that name`);
  const commit = resolved.out;
  const subject = git(['log', '-1', '--format=%s', commit]).out;

  const parent = mkdtempSync(path.join(os.tmpdir(), 'bench-baseline-'));
  const root = path.join(parent, 'shop');
  worktree = { parent, root, build: null };
  const added = git(['worktree', 'add', '--detach', root, commit]);
  if (!added.ok) throw new Error(`could not check out the baseline ${ref} (${commit}):\n${added.out}`);
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  console.log(`baseline ${baselineLabel({ ref, commit, subject })} checked out at ${root}`);
  return { ref, commit, subject, root, distDir: path.join(root, 'dist') };
}

/** `npx vite build --outDir dist` in the worktree, as buildApp runs it; rejects with the build's output when it fails. */
export async function buildBaseline(checkout: BaselineCheckout): Promise<void> {
  const started = Date.now();
  const current = worktree;
  if (!current || current.root !== checkout.root) throw new Error('the baseline worktree is gone');
  // Its own process group, so a signal's cleanup can end the whole build before removing its files.
  const child = spawn('npx', ['vite', 'build', '--outDir', 'dist'], {
    cwd: checkout.root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
  });
  current.build = child;
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  const exit = await new Promise<{ code: number | null; signal: NodeJS.Signals | null; error?: Error }>(
    (resolve) => {
      child.once('error', (error) => resolve({ code: null, signal: null, error }));
      child.once('close', (code, signal) => resolve({ code, signal }));
    },
  );
  current.build = null;
  if (exit.error) throw exit.error;
  if (exit.code !== 0) {
    const text = output.join('').trim();
    throw new Error(
      `the baseline ${baselineLabel(checkout)} did not build: ` +
        `vite build failed (exit ${exit.code ?? exit.signal})${text ? `:\n${text}` : ''}`,
    );
  }
  console.log(`built the baseline ${checkout.ref} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Ends a build still running, unlinks node_modules (so nothing follows the link into the
 * repository's own), `git worktree remove --force`s the checkout and deletes the temporary
 * directory. Synchronous, for signal and exit handlers; does nothing when no worktree is out.
 */
export function removeBaselineWorktree(): void {
  const current = worktree;
  if (!current) return;
  worktree = null;
  if (
    current.build?.pid !== undefined &&
    current.build.exitCode === null &&
    current.build.signalCode === null
  ) {
    try {
      process.kill(-current.build.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  const link = path.join(current.root, 'node_modules');
  try {
    if (lstatSync(link).isSymbolicLink()) unlinkSync(link);
  } catch {
    // never linked (the checkout failed) or already gone
  }
  const removed = git(['worktree', 'remove', '--force', current.root]);
  if (!removed.ok) {
    // A checkout that failed half-way, or files a killed build was still writing: delete the
    // directory and let git forget the worktree it registered there.
    rmSync(current.root, { recursive: true, force: true });
    const pruned = git(['worktree', 'prune']);
    if (!pruned.ok) console.error(`could not remove the baseline worktree ${current.root}: ${removed.out}`);
  }
  rmSync(current.parent, { recursive: true, force: true });
}
