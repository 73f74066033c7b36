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
  reportingEndpoints,
  reportUrlOf,
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

  it('is one strict policy: scripts by the boot hash, then strict-dynamic; everything else by host', () => {
    const policy = contentSecurityPolicy({
      scriptHashes: ['sha256-abc='],
      paymentHosts: {
        'script-src': ['https://js.klarna.com'],
        'frame-src': ['https://*.klarna.com'],
        'connect-src': ['https://*.klarnaevt.com'],
        'style-src': ['https://x.klarnacdn.net'],
        'font-src': ['https://x.klarnacdn.net'],
        'img-src': ['https://*.klarnaevt.com'],
        'form-action': ['https:'],
      },
      backendOrigins: ['https://api.example.com', 'https://api.example.com'],
    });
    // A comma would start a second policy.
    expect(policy).not.toContain(',');
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'strict-dynamic' 'sha256-abc=' 'self' https://js.klarna.com",
    );
    expect(directive(policy, 'frame-src')).toBe('frame-src https://*.klarna.com');
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'unsafe-inline' https://x.klarnacdn.net");
    expect(directive(policy, 'font-src')).toBe("font-src 'self' data: https://x.klarnacdn.net");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https: https://*.klarnaevt.com");
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://api.example.com https://*.klarnaevt.com",
    );
    expect(directive(policy, 'form-action')).toBe("form-action 'self' https:");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'report-uri')).toBeUndefined();
  });

  it('frames nothing and posts forms only to the shop when no provider is configured', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [], paymentHosts: {}, backendOrigins: [] });
    expect(directive(policy, 'frame-src')).toBe("frame-src 'none'");
    expect(directive(policy, 'form-action')).toBe("form-action 'self'");
  });

  it('reports to a configured endpoint by report-to (named in Reporting-Endpoints) and report-uri', () => {
    const url = 'https://reports.example.com/csp?site=shop';
    const { paymentHosts, backendOrigins, reportUrl } = policyOrigins({ VITE_CSP_REPORT_URL: url }, false);
    const policy = contentSecurityPolicy({ scriptHashes: [], paymentHosts, backendOrigins, reportUrl });
    expect(directive(policy, 'report-uri')).toBe(`report-uri ${url}`);
    expect(directive(policy, 'report-to')).toBe('report-to csp-endpoint');
    expect(reportingEndpoints(url)).toBe(`csp-endpoint="${url}"`);
    for (const bad of [
      '/csp-reports',
      'ftp://reports.example.com/',
      'https://reports.example.com/a b',
      'https://reports.example.com/; script-src *',
      'https://reports.example.com/"x',
      'https://reports.example.com/a,b',
      'javascript:alert(1)',
    ]) {
      expect(() => reportUrlOf(bad)).toThrow(/VITE_CSP_REPORT_URL is an absolute http\(s\) URL/);
    }
  });

  it('takes the providers’ and backends’ origins from the environment, and the mock providers’ origin when embedded', () => {
    const env = {
      VITE_PAYMENT_PROVIDERS: 'walley',
      VITE_PAYMENT_ENVIRONMENT: 'live',
      VITE_PAYMENT_ORIGINS: ' https://js.klarna.com  https://pay.qliro.com ',
      VITE_ADYEN_SCRIPT_URL: 'https://checkoutshopper-live.adyen.com/checkoutshopper/sdk/6.0.0/adyen.js',
      VITE_AVARDA_SCRIPT_URL: '/same-origin/avarda.js',
      VITE_SHOPPER_URL: 'https://shopper.example.com/v1',
      VITE_PROXY_URL: '/api',
    };
    const named = [
      'https://js.klarna.com',
      'https://pay.qliro.com',
      'https://checkoutshopper-live.adyen.com',
    ];
    const { paymentHosts, backendOrigins } = policyOrigins(env, false);
    expect(backendOrigins).toEqual(['https://shopper.example.com']);
    expect(paymentHosts['script-src']).toEqual([
      'https://checkout.walleypay.com',
      'https://api.walleypay.com',
      ...named,
    ]);
    expect(paymentHosts['frame-src']).toEqual(['https://*.walleypay.com', ...named]);
    expect(paymentHosts['style-src']).toEqual(named);
    expect(paymentHosts['form-action']).toBeUndefined();
    // Embedded, the look-alikes answer on their own hosts whatever the environment chosen.
    const embedded = policyOrigins({}, true).paymentHosts;
    expect(embedded['frame-src']).toEqual([
      'checkoutshopper.adyen.localhost:*',
      'acs.issuer.localhost:*',
      'js.klarna.localhost:*',
      'pago.qliro.localhost:*',
      'checkout-api.avarda.localhost:*',
      'checkout.walley.localhost:*',
    ]);
    expect(embedded['form-action']).toEqual(['acs.issuer.localhost:*']);
    expect(policyOrigins({ VITE_PAYMENT_ENVIRONMENT: 'test' }, true).paymentHosts['frame-src']).toEqual(
      expect.arrayContaining(['https:', 'checkoutshopper.adyen.localhost:*']),
    );
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

  it.each([
    [
      'VITE_PAYMENT_ORIGINS',
      "https://a.example; script-src * 'unsafe-eval'",
      'VITE_PAYMENT_ORIGINS takes origins only',
    ],
    ['VITE_PAYMENT_PROVIDERS', 'klarna paypal', 'refused: "paypal"'],
    ['VITE_PAYMENT_ENVIRONMENT', 'production', 'VITE_PAYMENT_ENVIRONMENT is one of test, live, mock'],
    [
      'VITE_CSP_REPORT_URL',
      'https://r.example/; script-src *',
      'VITE_CSP_REPORT_URL is an absolute http(s) URL',
    ],
  ])('a malformed %s fails the build, saying what it refused', (name, value, message) => {
    const outDir = mkdtempSync(join(tmpdir(), 'csp-build-'));
    try {
      const build = spawnSync(
        process.execPath,
        [join('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', outDir],
        { encoding: 'utf8', env: { ...process.env, [name]: value } },
      );
      expect(build.status).not.toBe(0);
      expect(`${build.stdout}${build.stderr}`).toContain(message);
      expect(readdirSync(outDir)).toEqual([]);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
