import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

// The built app's Content-Security-Policy: two policies, and a script must pass both.
//
// 1. Trust by provenance: the inline boot script by its hash, and what trusted scripts add
//    ('strict-dynamic'): the app's chunks, the provider's script, and the inline bootstrap in Klarna's
//    and QliroOne's HTML snippets, which the app re-creates as script elements. Those bootstraps differ
//    per order, so no hash can name them, and a static host cannot send a fresh nonce. A script that
//    markup smuggled into the page (parser-inserted) and inline event handlers are refused.
// 2. Trust by origin: scripts come only from the shop's own origin and the payment providers' origins
//    ('unsafe-inline' here only lets policy 1 decide about inline scripts).
//
// Frames only from the providers, connections only to the shop, its configured backends and the
// providers. Styles allow inline: MUI's styling engine (emotion) writes style elements at run time;
// styles and fonts also come from the providers (Adyen's adyen.css, their fonts).

const MOCK_PROVIDER_ORIGIN = 'http://providers.localhost:*';
const HEADERS_FILE = '_headers';

export interface PolicySources {
  /** 'sha256-…' of each inline script in the built documents. */
  scriptHashes: readonly string[];
  /** Where the payment providers' scripts, frames and client APIs are. */
  paymentOrigins: readonly string[];
  /** The configured backends that are not on the shop's origin. */
  backendOrigins: readonly string[];
}

export function contentSecurityPolicy({
  scriptHashes,
  paymentOrigins,
  backendOrigins,
}: PolicySources): string {
  const payments = [...new Set(paymentOrigins)];
  const hashes = scriptHashes.map((hash) => `'${hash}'`);
  const provenance = [
    "default-src 'self'",
    // 'self' and the origins only for browsers without 'strict-dynamic', which then ignore them.
    ['script-src', "'strict-dynamic'", ...hashes, "'self'", ...payments].join(' '),
    // The providers' own styles and fonts (Adyen's adyen.css, Avarda's and Klarna's fonts).
    ['style-src', "'self'", "'unsafe-inline'", ...payments].join(' '),
    "img-src 'self' data: blob: https:",
    ['font-src', "'self'", 'data:', ...payments].join(' '),
    ['connect-src', "'self'", ...new Set(backendOrigins), ...payments].join(' '),
    ['frame-src', ...(payments.length > 0 ? payments : ["'none'"])].join(' '),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  const origins = ['script-src', "'self'", ...payments, "'unsafe-inline'"].join(' ');
  // A comma separates policies in one header value; each is enforced.
  return `${provenance}, ${origins}`;
}

/** The base64 SHA-256 of each inline script (no src) in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
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

/** The origins the environment names: VITE_PAYMENT_ORIGINS, the providers' script URLs, the backends. */
export function policyOrigins(env: Record<string, string | undefined>, mockEmbedded: boolean) {
  const paymentOrigins = [
    ...paymentOriginsOf(env.VITE_PAYMENT_ORIGINS),
    ...originOf(env.VITE_ADYEN_SCRIPT_URL),
    ...originOf(env.VITE_AVARDA_SCRIPT_URL),
    ...originOf(env.VITE_WALLEY_LOADER_URL),
    ...(mockEmbedded ? [MOCK_PROVIDER_ORIGIN] : []),
  ];
  const backendOrigins = [
    env.VITE_PROXY_URL,
    env.VITE_SHOPPER_URL,
    env.VITE_ORDERS_URL,
    env.VITE_UPLOAD_WORKER_URL,
    env.VITE_NEWSLETTER_URL,
  ].flatMap(originOf);
  return { paymentOrigins, backendOrigins };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file));
}

/** The policy for the documents in `outDir`, as built. */
export function policyOfBuild(outDir: string, origins: ReturnType<typeof policyOrigins>): string {
  const scriptHashes = [
    ...new Set(htmlFiles(outDir).flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8')))),
  ].sort();
  return contentSecurityPolicy({ scriptHashes, ...origins });
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
        const policy = policyOfBuild(outDir, origins);
        writeFileSync(join(outDir, HEADERS_FILE), `/*\n  Content-Security-Policy: ${policy}\n`);
      },
    },
    configurePreviewServer(server) {
      const policy = policyOfBuild(outDir, origins);
      server.middlewares.use((req, res, next) => {
        if (!isMockPath(req.url)) res.setHeader('Content-Security-Policy', policy);
        next();
      });
    },
  };
}
