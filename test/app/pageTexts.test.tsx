import { screen } from '@testing-library/react';
import { renderApp } from '../support/renderApp';

// A page a visit does not start on brings its texts with it (catalogues.ts): it renders in the
// shopper's language from its first frame, and a switch of market while it is open shows it whole
// in the new language, never its message ids.

describe('the texts of a page outside the frame', () => {
  it('are there when the page first renders in Swedish', async () => {
    renderApp('/reset-password/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Glömt lösenord' })).toBeInTheDocument();
    expect(screen.queryByText(/^password\./)).not.toBeInTheDocument();
  });
});
