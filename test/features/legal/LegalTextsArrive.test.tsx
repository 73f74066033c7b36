import { act, screen } from '@testing-library/react';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { loadedLegalTexts, preloadLegalTexts } from '../../../src/features/legal/legalTexts';
import { termsIn } from './termsIn';

// A first visit's /terms rendered anew (no picture to hydrate), as `npm start` renders it: the
// texts are not there, the page suspends, and renders them once they arrive.
it('renders the texts once they arrive, in StrictMode, with nothing said on the console', async () => {
  expect(loadedLegalTexts('sv')).toBeUndefined();
  const errors = jest.spyOn(console, 'error');
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  try {
    await act(async () => {
      root.render(
        <StrictMode>
          <Suspense fallback={<p>laddar</p>}>{termsIn('sv')}</Suspense>
        </StrictMode>,
      );
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Köpvillkor' })).toBeInTheDocument();
    expect(loadedLegalTexts('sv')).toBeDefined();
    expect(errors).not.toHaveBeenCalled();
  } finally {
    act(() => root.unmount());
    container.remove();
  }
});

// React's use() takes a promise's value at once when the promise says it has settled; otherwise it
// suspends, and a render that retries must call use() again (React warns when it does not).
it("marks a language's one promise as settled once its texts are in, as use() reads it", async () => {
  const promise = preloadLegalTexts('en');
  expect(preloadLegalTexts('en')).toBe(promise);
  const texts = await promise;
  expect(promise).toMatchObject({ status: 'fulfilled', value: texts });
  expect(loadedLegalTexts('en')).toBe(texts);
});
