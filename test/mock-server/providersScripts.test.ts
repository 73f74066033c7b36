/**
 * @jest-environment-options {"customExportConditions": [""], "resources": "usable"}
 */
import { PROVIDER_SCRIPTS } from '../../mock-server/providers/scripts';
import { ORIGIN, withMockBackend } from './helpers';
import { mockProviderOrigin } from '../../shared/mockProviderOrigin';
import { lookAlikeUrl, runScript } from './providerWidgetKit';

withMockBackend();

const scripts = Object.entries(PROVIDER_SCRIPTS).map(
  ([slug, script]) => [slug, script.file, script.global] as const,
);
// Klarna's and QliroOne's scripts boot from the configuration their order's snippet sets first.
const SNIPPET_BOOTED = new Set(['klarna', 'qliro']);
const loaderScripts = scripts.filter(([slug]) => !SNIPPET_BOOTED.has(slug));
const snippetScripts = scripts.filter(([slug]) => SNIPPET_BOOTED.has(slug));

describe('the providers’ loader scripts (/mock-providers/{slug}/{file})', () => {
  it.each(scripts)('%s: %s is JavaScript, never cached, and parses', async (slug, file) => {
    const response = await fetch(lookAlikeUrl(`/mock-providers/${slug}/${file}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const source = await response.text();
    expect(() => new Function(source)).not.toThrow();
    // It calls the provider's server on its API's host (Adyen's and Avarda's are not their scripts').
    expect(source).toContain(JSON.stringify(lookAlikeUrl(`/mock-providers/${slug}/api`)));
  });

  it.each(loaderScripts)('%s: running %s defines window.%s', async (slug, file, global) => {
    expect((window as unknown as Record<string, unknown>)[global]).toBeUndefined();
    // Walley's loader reads the checkout's token from its own tag.
    await runScript(
      `/mock-providers/${slug}/${file}`,
      slug === 'walley' ? { 'data-token': 'any-token' } : {},
    );
    expect((window as unknown as Record<string, unknown>)[global]).toEqual(expect.anything());
  });

  it.each(snippetScripts)(
    '%s: %s without its snippet defines nothing and says why',
    async (slug, file, global) => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      await runScript(`/mock-providers/${slug}/${file}`);
      expect((window as unknown as Record<string, unknown>)[global]).toBeUndefined();
      expect(error).toHaveBeenCalledWith(
        expect.stringMatching(/loaded without the snippet that configures it/),
      );
      error.mockRestore();
    },
  );

  it.each(scripts)('%s: serves the checkout frame page and its script', async (slug) => {
    const page = await fetch(lookAlikeUrl(`/mock-providers/${slug}/frame.html`));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<script src="frame.js"></script>');
    const script = await fetch(lookAlikeUrl(`/mock-providers/${slug}/frame.js`));
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    const source = await script.text();
    expect(() => new Function(source)).not.toThrow();
  });

  it("serves Adyen Web's stylesheet beside its script, as Adyen's CDN does, and no other provider's", async () => {
    const styles = await fetch(lookAlikeUrl(`/mock-providers/adyen/adyen.css`));
    expect(styles.status).toBe(200);
    expect(styles.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await styles.text()).toContain('#adyen-dropin-root');
    expect((await fetch(lookAlikeUrl(`/mock-providers/klarna/adyen.css`))).status).toBe(404);
  });

  it('answers 404 for another file, or a script under another provider', async () => {
    expect((await fetch(lookAlikeUrl(`/mock-providers/klarna/adyen.js`))).status).toBe(404);
    expect((await fetch(lookAlikeUrl(`/mock-providers/klarna/nope.js`))).status).toBe(404);
    expect((await fetch(`${ORIGIN}/mock-providers/paypal/kco.js`)).status).toBe(404);
  });

  const fetchOn = (host: Parameters<typeof mockProviderOrigin>[1], path: string) =>
    fetch(mockProviderOrigin(ORIGIN, host) + path);

  it('serves each file only on its own look-alike host, as the real providers split them', async () => {
    const on = fetchOn;
    // Adyen: the script and styles on its CDN, the frame and API on its checkout host.
    expect((await on('adyenCdn', '/mock-providers/adyen/adyen.js')).status).toBe(200);
    expect((await on('adyen', '/mock-providers/adyen/frame.html')).status).toBe(200);
    const misplaced = await on('adyen', '/mock-providers/adyen/adyen.js');
    expect(misplaced.status).toBe(404);
    expect(await misplaced.json()).toMatchObject({ error: 'not found on this host' });
    expect((await on('adyenCdn', '/mock-providers/adyen/frame.html')).status).toBe(404);
    // Avarda: its script on its CDN, its API apart.
    expect((await on('avardaCdn', '/mock-providers/avarda/avarda-checkout.js')).status).toBe(200);
    expect((await on('avarda', '/mock-providers/avarda/avarda-checkout.js')).status).toBe(404);
    // One provider's host does not serve another's files.
    expect((await on('klarna', '/mock-providers/walley/walley-checkout-loader.js')).status).toBe(404);
    expect((await on('walley', '/mock-providers/walley/walley-checkout-loader.js')).status).toBe(200);
    // Where no loopback name reaches the server, the shop's own origin serves them all.
    expect((await fetch(`${ORIGIN}/mock-providers/adyen/adyen.js`)).status).toBe(200);
  });

  it('serves the card logo adyen.css draws from beside it on the CDN', async () => {
    const styles = await (await fetchOn('adyenCdn', '/mock-providers/adyen/adyen.css')).text();
    expect(styles).toContain('url(images/logos/card.svg)');
    const logo = await fetchOn('adyenCdn', '/mock-providers/adyen/images/logos/card.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect((await fetchOn('adyenCdn', '/mock-providers/adyen/images/logos/..%2Fx.svg')).status).toBe(404);
  });

  it('serves a wallet’s script and its readiness answer on the wallet’s host', async () => {
    const script = await fetchOn('wallet', '/mock-providers/wallet/pay.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    const source = await script.text();
    expect(() => new Function(source)).not.toThrow();
    const ready = await fetchOn('wallet', '/mock-providers/wallet/api/isReadyToPay');
    expect(await ready.json()).toEqual({ result: false });
    expect((await fetchOn('adyenCdn', '/mock-providers/wallet/pay.js')).status).toBe(404);
  });
});
