import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { MANAGEMENT_CLIENT_SECRET } from '../../../mock-server/management/credentials';
import { findFreePort } from './freePort';
import { repoRoot } from './repoRoot';
import { outDir } from './buildApp';

/** 'preview': the built app (dist/), as it goes live; 'dev': `npm start`'s server, with StrictMode. */
export type ServerKind = 'preview' | 'dev';

export interface AppServer {
  baseURL: string;
  /** The last lines the server printed (for diagnostics). */
  output(): string;
  stop(): Promise<void>;
}

const host = '127.0.0.1';
const startTimeoutMs = 30_000;
const running = new Set<ChildProcess>();
// eslint-disable-next-line no-control-regex
const ansi = /\x1b\[[0-9;]*m/g;

// Last resort: whatever happens to this process, never leave a server behind.
process.on('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

/** Which checkout to serve: by default this repository and its build (outDir()). */
export interface AppServerSource {
  /** The checkout whose vite config (and embedded mock) serves it, e.g. the bench's baseline worktree. */
  root?: string;
  /** The build `vite preview` serves, relative to `root` or absolute. */
  outDir?: string;
}

/**
 * Starts `vite preview` on the built app (dist/), or the `vite` dev server, on 127.0.0.1 and a
 * free port in its own process group, and resolves once it answers HTTP.
 */
export async function startAppServer(
  kind: ServerKind = 'preview',
  { root = repoRoot, outDir: builtDir = outDir() }: AppServerSource = {},
): Promise<AppServer> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await startOnce(kind, await findFreePort(host), root, builtDir);
    } catch (error) {
      lastError = error;
      // Retry only when the port was taken between finding and binding it.
      if (!(error instanceof Error && /already in use|EADDRINUSE/.test(error.message))) break;
    }
  }
  throw lastError;
}

async function startOnce(kind: ServerKind, port: number, root: string, builtDir: string): Promise<AppServer> {
  const viteBin = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const where = ['--host', host, '--port', String(port), '--strictPort'];
  const args = kind === 'preview' ? ['preview', ...where, '--outDir', builtDir] : where;
  const child = spawn(process.execPath, [viteBin, ...args], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // The embedded mock makes its management secret at start; this process's own is handed to it,
    // so a test may use the management API through the server (badInputFixtures.ts).
    env: {
      ...process.env,
      FORCE_COLOR: '0',
      NO_COLOR: '1',
      MOCK_MANAGEMENT_CLIENT_SECRET: MANAGEMENT_CLIENT_SECRET,
    },
  });
  running.add(child);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').replace(ansi, '').split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  exited.then(
    () => running.delete(child),
    () => undefined,
  );

  const server: AppServer = {
    baseURL: `http://${host}:${port}`,
    output: () => lines.join('\n'),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 3_000);
      await exited;
      clearTimeout(timer);
    },
  };

  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `vite ${kind} exited (${child.exitCode ?? child.signalCode}) before answering:\n${server.output()}`,
      );
    }
    try {
      const response = await fetch(server.baseURL, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop();
  throw new Error(
    `vite ${kind} did not answer on ${server.baseURL} within ${startTimeoutMs / 1000} s:\n${server.output()}`,
  );
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal); // the whole group: vite and anything it started
  } catch {
    // already gone
  }
}
