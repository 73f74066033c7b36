import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  MOCK_PAYMENT_HOSTS,
  mergeHosts,
  paymentHostChoice,
  paymentHosts,
  type DirectiveHosts,
  type HostDirective,
} from './paymentHosts';

// The built app's Content-Security-Policy, a strict one (CSP level 3): a script runs only if the
// document names it by hash (the inline boot script of each prerendered document) or a script that
// already runs adds it ('strict-dynamic'): the app's chunks, the provider's script, the inline
// bootstrap of Klarna's and QliroOne's snippets (re-created by the app as script elements; they differ
// per order, so no hash can name them, and a static host cannot send a fresh nonce), and whatever a
// provider's script loads in turn (Adyen's wallets, Avarda's shipping bundle), from any host. A script
// that markup brings into a page (parser-inserted), from any origin, the shop's own included, and
// inline event handlers are refused. Host lists in script-src serve only browsers without level 3.
//
// One policy, not a second by origin beside it: the providers do not document every host their
// scripts load from (Avarda injects its shipping partner's bundle; Adyen says it cannot list the
// issuers' 3-D Secure hosts), so an origin list would refuse real payments; it would stop only a
// script that a running script adds, which already runs.
//
// Everything else by host: frames, calls, styles, fonts and images from the shop, its configured
// backends and the providers' hosts (paymentHosts.ts, for the providers and environment chosen);
// forms post to the shop and where the providers document. Styles allow inline: MUI's styling
// engine (emotion) writes style elements at run time.

const HEADERS_FILE = '_headers';
const REPORT_GROUP = 'csp-endpoint';

export interface PolicySources {
  /** 'sha256-…' of each inline script in the built documents. */
  scriptHashes: readonly string[];
  /** The payment providers' hosts, per directive. */
  paymentHosts: DirectiveHosts;
  /** The configured backends that are not on the shop's origin. */
  backendOrigins: readonly string[];
  /** Where browsers send reports of what the policy refused, if anywhere. */
  reportUrl?: string;
}

export function contentSecurityPolicy({
  scriptHashes,
  paymentHosts,
  backendOrigins,
  reportUrl,
}: PolicySources): string {
  const hosts = (directive: HostDirective) => paymentHosts[directive] ?? [];
  const hashes = scriptHashes.map((hash) => `'${hash}'`);
  const frames = hosts('frame-src');
  return [
    "default-src 'self'",
    ['script-src', "'strict-dynamic'", ...hashes, "'self'", ...hosts('script-src')].join(' '),
    ['style-src', "'self'", "'unsafe-inline'", ...hosts('style-src')].join(' '),
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...hosts('img-src')].join(' '),
    ['font-src', "'self'", 'data:', ...hosts('font-src')].join(' '),
    ['connect-src', "'self'", ...new Set(backendOrigins), ...hosts('connect-src')].join(' '),
    ['frame-src', ...(frames.length > 0 ? frames : ["'none'"])].join(' '),
    // form-action has no fallback to default-src: left out, forms could post anywhere.
    ['form-action', "'self'", ...hosts('form-action')].join(' '),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    // report-uri for browsers without the Reporting API; those with it follow report-to.
    ...(reportUrl ? [`report-uri ${reportUrl}`, `report-to ${REPORT_GROUP}`] : []),
  ].join('; ');
}

/** The Reporting-Endpoints header that names the policy's report-to group. */
export function reportingEndpoints(reportUrl: string): string {
  return `${REPORT_GROUP}="${reportUrl}"`;
}

/** The base64 SHA-256 of each inline script (no src) in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    // A data block (JSON, JSON-LD) is never run, so the policy need not name it.
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && !/^(text|application)\/(java|ecma)script$/.test(type)) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

const originOf = (url: string | undefined): string[] => {
  if (!url || !/^https?:\/\//i.test(url)) return [];
  return [new URL(url).origin];
};

/**
 * A source the policy may name for a provider: a scheme, a host (its leftmost label may be `*`, as
 * CSP allows) and a port (or `*`), nothing else. A path, a quote, a `;` or a `,` would change what
 * the policy says, not only whom it trusts.
 */
const ORIGIN_SOURCE =
  /^https?:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:(\d{1,5}|\*))?$/i;

/** VITE_PAYMENT_ORIGINS's origins, space-separated; anything that is not one stops the build. */
export function paymentOriginsOf(value: string | undefined): string[] {
  const entries = (value ?? '').split(/\s+/).filter(Boolean);
  const refused = entries.filter((entry) => !ORIGIN_SOURCE.test(entry));
  if (refused.length > 0) {
    throw new Error(
      `VITE_PAYMENT_ORIGINS takes origins only, space-separated (https://host, https://*.host, ` +
        `https://host:port); refused: ${refused.map((entry) => JSON.stringify(entry)).join(', ')}`,
    );
  }
  return entries.map((entry) => entry.toLowerCase());
}

/**
 * VITE_CSP_REPORT_URL: an absolute http(s) URL with nothing in it that could end the directive or
 * the header's quoted value; anything else stops the build.
 */
export function reportUrlOf(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || /[\s;,"'\\]/.test(value) || url.href !== value) {
    throw new Error(
      `VITE_CSP_REPORT_URL is an absolute http(s) URL, written out in full ` +
        `(https://host/path); refused: ${JSON.stringify(value)}`,
    );
  }
  return value;
}

const EVERY_KIND: readonly HostDirective[] = [
  'script-src',
  'frame-src',
  'connect-src',
  'style-src',
  'font-src',
  'img-src',
];

/** What the environment names: the providers' hosts, the backends, where reports go. */
export function policyOrigins(env: Record<string, string | undefined>, mockEmbedded: boolean) {
  // Origins named outright (VITE_PAYMENT_ORIGINS, the providers' script URLs) may serve anything
  // of a provider's: its script, the styles beside it, its frames and calls.
  const named = [
    ...paymentOriginsOf(env.VITE_PAYMENT_ORIGINS),
    ...originOf(env.VITE_ADYEN_SCRIPT_URL),
    ...originOf(env.VITE_AVARDA_SCRIPT_URL),
    ...originOf(env.VITE_WALLEY_LOADER_URL),
  ];
  const paymentHostsOfEnv = mergeHosts([
    paymentHosts(paymentHostChoice(env, mockEmbedded)),
    // The embedded mock's look-alikes answer whatever the chosen environment.
    ...(mockEmbedded ? [MOCK_PAYMENT_HOSTS] : []),
    Object.fromEntries(EVERY_KIND.map((directive) => [directive, named])),
  ]);
  const backendOrigins = [
    env.VITE_PROXY_URL,
    env.VITE_SHOPPER_URL,
    env.VITE_ORDERS_URL,
    env.VITE_UPLOAD_WORKER_URL,
    env.VITE_NEWSLETTER_URL,
  ].flatMap(originOf);
  return { paymentHosts: paymentHostsOfEnv, backendOrigins, reportUrl: reportUrlOf(env.VITE_CSP_REPORT_URL) };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file));
}

/** The policy's headers for the documents in `outDir`, as built. */
export function policyOfBuild(
  outDir: string,
  origins: ReturnType<typeof policyOrigins>,
): Record<string, string> {
  const scriptHashes = [
    ...new Set(htmlFiles(outDir).flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8')))),
  ].sort();
  return {
    'Content-Security-Policy': contentSecurityPolicy({ scriptHashes, ...origins }),
    ...(origins.reportUrl ? { 'Reporting-Endpoints': reportingEndpoints(origins.reportUrl) } : {}),
  };
}

/**
 * Writes the policy as `_headers` beside the build (the header file static hosts such as Netlify and
 * Cloudflare Pages read) once the documents are final, and has `vite preview` send it with every
 * answer that is not the embedded mock's. `isMockPath` tells the mock's paths (its providers' frames
 * are another server's pages).
 */
export function contentSecurityPolicyPlugin(
  env: Record<string, string | undefined>,
  mockEmbedded: boolean,
  isMockPath: (url: string | undefined) => boolean,
): Plugin {
  let outDir = 'dist';
  const origins = policyOrigins(env, mockEmbedded);
  return {
    name: 'storefront-content-security-policy',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the prerendered documents are written (prerenderShells' closeBundle).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        // A build that failed wrote no documents: its own error is the one to show.
        if (!existsSync(join(outDir, 'index.html'))) return;
        const headers = policyOfBuild(outDir, origins);
        const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
        writeFileSync(join(outDir, HEADERS_FILE), `/*\n${lines.join('\n')}\n`);
      },
    },
    configurePreviewServer(server) {
      const headers = policyOfBuild(outDir, origins);
      server.middlewares.use((req, res, next) => {
        if (!isMockPath(req.url))
          for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
    },
  };
}
