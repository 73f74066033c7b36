import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { renderApp } from '../../support/renderApp';

async function signIn(email: string) {
  const response = await fetch('http://localhost/api/auth/login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo-password-1' }),
  });
  const { data } = await response.json();
  Cookies.set('userToken', data.access_token);
  Cookies.set('refreshToken', data.refresh_token);
}

describe('account overview page', () => {
  it("greets the user by name and links to 'Min information'", async () => {
    await signIn('anna.andersson@example.se');
    renderApp('/my-account/overview/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hej Anna Andersson' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Min information/ })).toHaveAttribute(
      'href',
      '/my-account/profile/',
    );
    expect(screen.queryByRole('heading', { name: 'Mina företag' })).not.toBeInTheDocument();
  });

  it("lists a company user's organisations with role and level", async () => {
    await signIn('maria.admin@example.se');
    renderApp('/my-account/overview/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hej Maria Admin' })).toBeInTheDocument();
    const companies = screen.getByRole('region', { name: 'Mina företag' });
    expect(within(companies).getByText('Nordic Print AB')).toBeInTheDocument();
    expect(within(companies).getByText(/Kund · Administratör/)).toBeInTheDocument();
  });

  it('shows a busy skeleton while the user loads', async () => {
    await signIn('anna.andersson@example.se');
    const { view } = renderApp('/my-account/overview/');
    await waitFor(() => expect(view.container.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(await screen.findByRole('heading', { level: 1, name: 'Hej Anna Andersson' })).toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to the login page', async () => {
    const { router } = renderApp('/my-account/overview/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=/my-account/overview/');
  });
});
