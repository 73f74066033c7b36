/**
 * @jest-environment-options {"customExportConditions": [""], "resources": "usable"}
 */
import { PROVIDER_SCRIPTS } from '../../mock-server/providers/scripts';
import { withMockBackend } from './helpers';
import { PROVIDER_ORIGIN, runScript } from './providerWidgetKit';

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
    const response = await fetch(`${PROVIDER_ORIGIN}/mock-providers/${slug}/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const source = await response.text();
    expect(() => new Function(source)).not.toThrow();
    // It calls the provider server on the origin it was loaded from.
    expect(source).toContain(JSON.stringify(`${PROVIDER_ORIGIN}/mock-providers/${slug}/api`));
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
    const page = await fetch(`${PROVIDER_ORIGIN}/mock-providers/${slug}/frame.html`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<script src="frame.js"></script>');
    const script = await fetch(`${PROVIDER_ORIGIN}/mock-providers/${slug}/frame.js`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    const source = await script.text();
    expect(() => new Function(source)).not.toThrow();
  });

  it("serves Adyen Web's stylesheet beside its script, as Adyen's CDN does, and no other provider's", async () => {
    const styles = await fetch(`${PROVIDER_ORIGIN}/mock-providers/adyen/adyen.css`);
    expect(styles.status).toBe(200);
    expect(styles.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await styles.text()).toContain('#adyen-dropin-root');
    expect((await fetch(`${PROVIDER_ORIGIN}/mock-providers/klarna/adyen.css`)).status).toBe(404);
  });

  it('answers 404 for another file, or a script under another provider', async () => {
    expect((await fetch(`${PROVIDER_ORIGIN}/mock-providers/klarna/adyen.js`)).status).toBe(404);
    expect((await fetch(`${PROVIDER_ORIGIN}/mock-providers/klarna/nope.js`)).status).toBe(404);
    expect((await fetch(`${PROVIDER_ORIGIN}/mock-providers/paypal/kco.js`)).status).toBe(404);
  });
});
