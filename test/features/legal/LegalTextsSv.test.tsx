import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { preloadLegalTexts } from '../../../src/features/legal';
import { recordLegalTextLoads, renderTerms, watchForSkeleton } from './legalTextLoads';
import { termsIn } from './termsIn';

// A Swedish visitor: the Swedish texts load (once), the English ones only on a switch to English.
const loads = recordLegalTextLoads();

describe('the legal texts of a Swedish visitor', () => {
  it('render in one synchronous pass (renderToString) once preloadLegalTexts("sv") is done', async () => {
    // Before, such a render can only give the skeleton; it asks for the Swedish texts meanwhile.
    expect(renderToString(termsIn('sv'))).toContain('aria-busy="true"');

    await preloadLegalTexts('sv');
    const html = renderToString(termsIn('sv'));
    for (const heading of ['Köpvillkor', 'Allmänt', 'Ångerrätt', 'Kontakt']) expect(html).toContain(heading);
    expect(html).toContain('Säljare är Printfabriken AB');
    expect(html).not.toContain('aria-busy');
    expect(loads).toEqual(['sv']);
  });

  it('are the Swedish ones only', async () => {
    renderTerms('sv');
    expect(await screen.findByRole('heading', { level: 1, name: 'Köpvillkor' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ångerrätt' })).toBeInTheDocument();
    expect(loads).toEqual(['sv']);
  });

  it('stay on screen after a switch to English until the English ones have come, which then show', async () => {
    document.title = 'Printfabriken';
    const { switchTo } = renderTerms('sv');
    await screen.findByRole('heading', { level: 1, name: 'Köpvillkor' });
    const skeletonShown = watchForSkeleton();

    switchTo('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of purchase' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Right of withdrawal' })).toBeInTheDocument();
    expect(document.title).toBe('Terms of purchase – Printfabriken');
    expect(skeletonShown()).toBe(false);
    expect(loads).toEqual(['sv', 'en']);
  });
});
