import { act, screen } from '@testing-library/react';
import { marketChosen } from '../../src/features/market';
import { norway, sweden } from '../support/fixtures';
import { renderApp } from '../support/renderApp';

// Its own file: the Swedish page texts must not have been loaded yet in this module registry, as
// for a shopper who has only seen pages in English.

describe('a switch of market on a page outside the frame', () => {
  it('from English to Swedish: the page stays English until the whole Swedish catalogue has arrived', async () => {
    window.localStorage.setItem('market', JSON.stringify(norway));
    const { store } = renderApp('/reset-password/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
    act(() => {
      store.dispatch(marketChosen(sweden));
    });
    // Until the Swedish page texts arrive the page stays English.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^(Forgot password|Glömt lösenord)$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Glömt lösenord' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-postadress' })).toBeInTheDocument();
    expect(screen.queryByText(/^password\./)).not.toBeInTheDocument();
  });
});
