import { createScriptLoader } from '../../src/services/scriptLoader';

const SRC = 'https://pay.example.test/checkout.js';

function scriptsFor(src: string) {
  return Array.from(document.head.querySelectorAll('script')).filter((script) => script.src === src);
}

afterEach(() => {
  for (const script of Array.from(document.head.querySelectorAll('script'))) script.remove();
});

describe('createScriptLoader', () => {
  it('appends one async script with the URL and attributes, and resolves when it loads', async () => {
    const loader = createScriptLoader(document);
    const loading = loader.load(SRC, { 'data-merchant': 'm-1' });
    const [script, ...others] = scriptsFor(SRC);
    expect(others).toHaveLength(0);
    expect(script!.async).toBe(true);
    expect(script!.getAttribute('data-merchant')).toBe('m-1');
    script!.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('loads a URL only once: later calls share the first promise and append nothing', async () => {
    const loader = createScriptLoader(document);
    const first = loader.load(SRC);
    const second = loader.load(SRC);
    expect(second).toBe(first);
    expect(scriptsFor(SRC)).toHaveLength(1);
    scriptsFor(SRC)[0]!.dispatchEvent(new Event('load'));
    await first;
    await expect(loader.load(SRC)).resolves.toBeUndefined();
    expect(scriptsFor(SRC)).toHaveLength(1);
  });

  it('loads a URL again under another key (a loader that reads a new token from its tag), once per key', async () => {
    const loader = createScriptLoader(document);
    const first = loader.load(SRC, { 'data-token': 't-1' }, { key: `${SRC} t-1` });
    const again = loader.load(SRC, { 'data-token': 't-1' }, { key: `${SRC} t-1` });
    const second = loader.load(SRC, { 'data-token': 't-2' }, { key: `${SRC} t-2` });
    expect(again).toBe(first);
    expect(second).not.toBe(first);
    expect(scriptsFor(SRC).map((script) => script.getAttribute('data-token'))).toEqual(['t-1', 't-2']);
  });

  it('loads different URLs separately', () => {
    const loader = createScriptLoader(document);
    loader.load(SRC);
    loader.load('https://other.example.test/sdk.js');
    expect(document.head.querySelectorAll('script')).toHaveLength(2);
  });

  it('rejects when the script fails to load', async () => {
    const loading = createScriptLoader(document).load(SRC);
    scriptsFor(SRC)[0]!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(`Could not load ${SRC}`);
  });

  it('tries again on the next call after a failure', async () => {
    const loader = createScriptLoader(document);
    const failed = loader.load(SRC);
    scriptsFor(SRC)[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow();
    const retry = loader.load(SRC);
    expect(retry).not.toBe(failed);
    const latest = scriptsFor(SRC).at(-1)!;
    latest.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });
});
