import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { renderApp } from '../../support/renderApp';
import { anna, DEMO_PASSWORD, fullName, maria, nordicPrint } from '../../support/demoAccounts';

async function signIn(email: string) {
  const response = await fetch('http://localhost/api/auth/login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { data } = await response.json();
  Cookies.set('userToken', data.access_token);
  Cookies.set('refreshToken', data.refresh_token);
}

describe('account overview page', () => {
  it("greets the user by name and links to 'Min information'", async () => {
    await signIn(anna.email);
    renderApp('/my-account/overview/');
    expect(
      await screen.findByRole('heading', { level: 1, name: `Hej ${fullName(anna)}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Min information/ })).toHaveAttribute(
      'href',
      '/my-account/profile/',
    );
    expect(screen.queryByRole('heading', { name: 'Mina företag' })).not.toBeInTheDocument();
  });

  it("lists a company user's organisations with role and level", async () => {
    await signIn(maria.email);
    renderApp('/my-account/overview/');
    expect(
      await screen.findByRole('heading', { level: 1, name: `Hej ${fullName(maria)}` }),
    ).toBeInTheDocument();
    const companies = screen.getByRole('region', { name: 'Mina företag' });
    expect(within(companies).getByText(nordicPrint.name)).toBeInTheDocument();
    expect(within(companies).getByText(/Kund · Administratör/)).toBeInTheDocument();
  });

  it('shows a busy skeleton while the user loads', async () => {
    await signIn(anna.email);
    const { view } = renderApp('/my-account/overview/');
    await waitFor(() => expect(view.container.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(
      await screen.findByRole('heading', { level: 1, name: `Hej ${fullName(anna)}` }),
    ).toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to the login page', async () => {
    const { router } = renderApp('/my-account/overview/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=/my-account/overview/');
  });
});
