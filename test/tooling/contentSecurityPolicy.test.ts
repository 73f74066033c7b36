import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  paymentOriginsOf,
  policyOrigins,
} from '../../tooling/contentSecurityPolicy';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const directive = (policy: string, name: string) =>
  policy
    .split(/;\s*/)
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('the built app’s content security policy', () => {
  it('hashes each inline script of a document exactly as written, and no script with a src', () => {
    const boot = '(function(){var p=location.pathname;})()';
    const html = `<head><script type="module" src="/assets/shell.js"></script><script data-app-scripts='[]'>${boot}</script></head><body><script></script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(boot)]);
  });

  it('is two policies: scripts by provenance (the boot hash, then strict-dynamic) and by origin (the shop and the providers)', () => {
    const policy = contentSecurityPolicy({
      scriptHashes: ['sha256-abc='],
      paymentOrigins: ['https://js.klarna.com', 'https://js.klarna.com'],
      backendOrigins: ['https://api.example.com'],
    });
    const [provenance = '', origins = ''] = policy.split(', ');
    expect(directive(provenance, 'script-src')).toBe(
      "script-src 'strict-dynamic' 'sha256-abc=' 'self' https://js.klarna.com",
    );
    expect(directive(provenance, 'frame-src')).toBe('frame-src https://js.klarna.com');
    // The providers' own stylesheets and fonts (Adyen's adyen.css, Klarna's and Avarda's fonts).
    expect(directive(provenance, 'style-src')).toBe("style-src 'self' 'unsafe-inline' https://js.klarna.com");
    expect(directive(provenance, 'font-src')).toBe("font-src 'self' data: https://js.klarna.com");
    expect(directive(provenance, 'connect-src')).toBe(
      "connect-src 'self' https://api.example.com https://js.klarna.com",
    );
    expect(directive(provenance, 'object-src')).toBe("object-src 'none'");
    expect(directive(provenance, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(origins).toBe("script-src 'self' https://js.klarna.com 'unsafe-inline'");
  });

  it('frames nothing when no provider is configured', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [], paymentOrigins: [], backendOrigins: [] });
    expect(directive(policy.split(', ')[0]!, 'frame-src')).toBe("frame-src 'none'");
  });

  it('takes the providers’ and backends’ origins from the environment, and the mock providers’ origin when embedded', () => {
    const env = {
      VITE_PAYMENT_ORIGINS: ' https://js.klarna.com  https://pay.qliro.com ',
      VITE_ADYEN_SCRIPT_URL: 'https://checkoutshopper-live.adyen.com/checkoutshopper/sdk/6.0.0/adyen.js',
      VITE_AVARDA_SCRIPT_URL: '/same-origin/avarda.js',
      VITE_SHOPPER_URL: 'https://shopper.example.com/v1',
      VITE_PROXY_URL: '/api',
    };
    expect(policyOrigins(env, false)).toEqual({
      paymentOrigins: [
        'https://js.klarna.com',
        'https://pay.qliro.com',
        'https://checkoutshopper-live.adyen.com',
      ],
      backendOrigins: ['https://shopper.example.com'],
    });
    expect(policyOrigins({}, true).paymentOrigins).toEqual(['http://providers.localhost:*']);
  });

  it('takes only origins in VITE_PAYMENT_ORIGINS: a wildcard host and a port are origins, anything that adds to the policy stops the build', () => {
    expect(paymentOriginsOf('https://*.klarnacdn.net https://Pay.Qliro.com:8443 http://localhost:*')).toEqual(
      ['https://*.klarnacdn.net', 'https://pay.qliro.com:8443', 'http://localhost:*'],
    );
    for (const bad of [
      "https://a.example; script-src * 'unsafe-eval'",
      'https://a.example,script-src',
      "'unsafe-inline'",
      '*',
      'https:',
      'https://a.example/path',
      'javascript://a.example',
      'https://a..example',
    ]) {
      expect(() => paymentOriginsOf(bad)).toThrow(/VITE_PAYMENT_ORIGINS takes origins only/);
    }
    expect(() => policyOrigins({ VITE_PAYMENT_ORIGINS: 'https://a.example; script-src *' }, false)).toThrow(
      'refused: "https://a.example;", "script-src", "*"',
    );
  });

  it('a malformed VITE_PAYMENT_ORIGINS fails the build, saying which entries it refused', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'csp-build-'));
    try {
      const build = spawnSync(
        process.execPath,
        [join('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', outDir],
        {
          encoding: 'utf8',
          env: { ...process.env, VITE_PAYMENT_ORIGINS: "https://a.example; script-src * 'unsafe-eval'" },
        },
      );
      expect(build.status).not.toBe(0);
      expect(`${build.stdout}${build.stderr}`).toContain('VITE_PAYMENT_ORIGINS takes origins only');
      expect(readdirSync(outDir)).toEqual([]);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
