import { setImmediate as nodeSetImmediate } from 'node:timers';
import { prerender } from 'react-dom/static';
import { recordLegalTextLoads } from './legalTextLoads';
import { termsIn } from './termsIn';

// The build prerenders /terms in Swedish with react-dom/static (src/app/prerenderShell.tsx).
const loads = recordLegalTextLoads();

// jsdom takes setImmediate away; react-dom/static's Node build, the one the build runs, schedules with it.
Object.assign(globalThis, { setImmediate: globalThis.setImmediate ?? nodeSetImmediate });

describe('the prerendered terms', () => {
  it('wait for the Swedish texts and show them in full, without the English ones', async () => {
    const { prelude } = await prerender(termsIn('sv'));
    const html = await new Response(prelude).text();
    for (const heading of ['Köpvillkor', 'Allmänt', 'Ångerrätt', 'Kontakt']) expect(html).toContain(heading);
    expect(html).toContain('Säljare är Printfabriken AB');
    expect(html).not.toContain('aria-busy');
    expect(loads).toEqual(['sv']);
  });
});
