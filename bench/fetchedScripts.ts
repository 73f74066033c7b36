import { statSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../test/e2e/support/chromium';
import { gzipSizes } from './gzipSize';

/** The JavaScript a browser fetched for one address, as files of the build. */
export interface FetchedScripts {
  url: string;
  /** Each fetched script's file in the build and its gzip -9 bytes, by name. */
  files: { file: string; bytes: number }[];
  bytes: number;
  /** Scripts fetched that are no file of the build (another origin, a generated response). */
  unmapped: string[];
}

/** The build's file a script URL names, or null when the URL is not one of the build's files. */
function distFileOf(scriptUrl: string, baseURL: string, distDir: string): string | null {
  const url = new URL(scriptUrl);
  if (url.origin !== new URL(baseURL).origin) return null;
  const file = decodeURIComponent(url.pathname).replace(/^\/+/, '');
  const full = path.resolve(distDir, file);
  if (!full.startsWith(path.resolve(distDir) + path.sep)) return null;
  try {
    return statSync(full).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * Opens `route` in a fresh browser (a phone-sized window, no throttling), waits until the network
 * is idle and a moment more (the shop asks for its app scripts after the first paint), and sums
 * the gzip -9 sizes of every script it fetched: modules, module preloads and lazy chunks alike.
 */
export async function measureFetchedScripts(
  baseURL: string,
  distDir: string,
  route = '/',
  { settleMs = 1_000 } = {},
): Promise<FetchedScripts> {
  const url = new URL(route, baseURL).href;
  const scripts = new Set<string>();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    page.on('response', (response) => {
      const javascript = /javascript/.test(response.headers()['content-type'] ?? '');
      if (response.request().resourceType() === 'script' || javascript) scripts.add(response.url());
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(settleMs);
    await page.waitForLoadState('networkidle');
  } finally {
    await browser.close();
  }
  const sizeOf = gzipSizes(distDir);
  const files: FetchedScripts['files'] = [];
  const unmapped: string[] = [];
  for (const script of scripts) {
    const file = distFileOf(script, baseURL, distDir);
    if (file) files.push({ file, bytes: sizeOf(file) });
    else unmapped.push(script);
  }
  files.sort((a, b) => a.file.localeCompare(b.file));
  return { url, files, bytes: files.reduce((sum, { bytes }) => sum + bytes, 0), unmapped: unmapped.sort() };
}
