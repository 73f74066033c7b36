import { waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { loadedLegalTexts } from '../../../src/features/legal/legalTexts';
import { termsIn } from './termsIn';

// The build's picture of /terms, hydrated by a browser that has not got the Swedish texts yet.

// jsdom takes setImmediate away; react-dom/static's Node build, the one the build runs, schedules with it.
Object.assign(globalThis, { setImmediate: globalThis.setImmediate ?? nodeSetImmediate });

/** The picture as the build makes it, from a module registry (and texts) of its own, as in Node. */
async function buildPicture(): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const { prerender } = await import('react-dom/static');
    const { termsIn: serverTerms } = await import('./termsIn');
    const { prelude } = await prerender(serverTerms('sv') as ReactNode);
    html = await new Response(prelude).text();
  });
  return html;
}

it('keeps every node of the picture while the texts load, then hydrates it without a mismatch', async () => {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = await buildPicture();
  const nodes = [...container.querySelectorAll('*')];
  expect(container.querySelector('h1')?.textContent).toBe('Köpvillkor');
  expect(loadedLegalTexts('sv')).toBeUndefined();

  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  const recovered: unknown[] = [];
  const errors = jest.spyOn(console, 'error');
  document.title = 'Printfabriken';
  const root = hydrateRoot(container, termsIn('sv'), {
    onRecoverableError: (error) => recovered.push(error),
  });
  try {
    // The page's title is set once its texts are in and it has hydrated.
    await waitFor(() => expect(document.title).toBe('Köpvillkor – Printfabriken'));
    expect(recovered).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(nodes.every((node) => node.isConnected)).toBe(true);
  } finally {
    root.unmount();
    container.remove();
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
});
