import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { norway } from '../../support/fixtures';
import { renderApp } from '../../support/renderApp';
import { loginThroughMock } from '../../support/signIn';
import { anna, fullName, maria } from '../../support/demoAccounts';

/** Each menu item, in order, and where it leads. */
async function menuLinks() {
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => [item.textContent, item.getAttribute('href')]);
}

describe('account navigation', () => {
  it("a business admin's menu leads to every account page, then logs out", async () => {
    const user = userEvent.setup();
    await loginThroughMock(maria.email);
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: fullName(maria) }));
    expect(await menuLinks()).toEqual([
      ['Mitt konto', '/my-account/overview/'],
      ['Mina ordrar', '/my-account/orders/'],
      ['Snabbeställning', '/my-account/quick-order/'],
      ['Företagsinformation', '/my-account/company/'],
      ['Min information', '/my-account/profile/'],
      ['Favoriter', '/favorites'],
      ['Logga ut', null],
    ]);
  });

  it("a consumer's menu has no company pages, in English too", async () => {
    window.localStorage.setItem('market', JSON.stringify(norway));
    const user = userEvent.setup();
    await loginThroughMock(anna.email);
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: fullName(anna) }));
    expect(await menuLinks()).toEqual([
      ['My account', '/my-account/overview/'],
      ['My orders', '/my-account/orders/'],
      ['My information', '/my-account/profile/'],
      ['Favourites', '/favorites'],
      ['Log out', null],
    ]);
  });

  it('the menu item goes to the page and closes the menu', async () => {
    const user = userEvent.setup();
    await loginThroughMock(anna.email);
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: fullName(anna) }));
    await user.click(await screen.findByRole('menuitem', { name: 'Favoriter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Favoriter' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/favorites');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('a visitor reaches the favourites from the header, which counts them', async () => {
    window.localStorage.setItem('wishlist', JSON.stringify(['PF-1001&color=Blue', 'PF-1003']));
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const link = await screen.findByRole('link', { name: 'Favoriter, 2 produkter' });
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Favoriter' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/favorites');
  });

  it('the overview links to every account page, favourites with their count', async () => {
    window.localStorage.setItem('wishlist', JSON.stringify(['PF-1003']));
    await loginThroughMock(maria.email);
    renderApp('/my-account/overview/');
    await screen.findByRole('heading', { level: 1, name: `Hej ${fullName(maria)}` });
    const main = screen.getByRole('main');
    const hrefs = within(main)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/my-account/orders/',
      '/my-account/quick-order/',
      '/my-account/company/',
      '/my-account/profile/',
      '/favorites',
    ]);
    expect(within(main).getByRole('link', { name: /Favoriter/ })).toHaveTextContent('1 sparad produkt');
    expect(within(main).getByRole('button', { name: 'Logga ut' })).toBeInTheDocument();
  });

  it('/account is the overview when signed in', async () => {
    await loginThroughMock(anna.email);
    const { router } = renderApp('/account');
    expect(
      await screen.findByRole('heading', { level: 1, name: `Hej ${fullName(anna)}` }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-account/overview/');
  });

  it('/account sends a visitor to the login, which brings them to the overview', async () => {
    const { router } = renderApp('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=/my-account/overview/');
  });
});
