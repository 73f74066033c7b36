import { screen } from '@testing-library/react';
import { recordLegalTextLoads, renderTerms, skeleton, watchForSkeleton } from './legalTextLoads';

// An English visitor: the English texts load, the Swedish ones only on a switch to Swedish.
const loads = recordLegalTextLoads();

describe('the legal texts of an English visitor', () => {
  it('show the skeleton until the English ones arrive, and never fetch the Swedish ones', async () => {
    const skeletonShown = watchForSkeleton();
    renderTerms('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of purchase' })).toBeInTheDocument();
    expect(skeletonShown()).toBe(true);
    expect(skeleton()).toBeNull();
    expect(loads).toEqual(['en']);
  });

  it('switch to the Swedish ones when the language switches to Swedish', async () => {
    const { switchTo } = renderTerms('en');
    await screen.findByRole('heading', { level: 1, name: 'Terms of purchase' });
    switchTo('sv');
    expect(await screen.findByRole('heading', { level: 1, name: 'Köpvillkor' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ångerrätt' })).toBeInTheDocument();
    expect(loads).toEqual(['en', 'sv']);
  });
});
