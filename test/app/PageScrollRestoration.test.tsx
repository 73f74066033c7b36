import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { PageScrollRestoration } from '../../src/app/PageScrollRestoration';

/** jsdom does not scroll: the page's position as the browser would keep it. */
function scrollablePage(startAt: number) {
  let y = startAt;
  const moves: number[] = [];
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(((_x: number, top: number) => {
    y = top;
    moves.push(top);
  }) as typeof window.scrollTo);
  return { moves, position: () => y, scrollTo };
}

function renderFrame() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <PageScrollRestoration />
          </>
        ),
        children: [
          { path: '/', element: <Link to="/terms">Villkor</Link> },
          { path: '/terms', element: <h1>Villkor</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { scrollY?: number }).scrollY;
});

describe('the page scroll as the app takes over the page', () => {
  it('stays where the shopper had scrolled the picture', () => {
    const page = scrollablePage(900);
    renderFrame();
    expect(page.position()).toBe(900);
  });

  it('is still the top of each new page the shopper opens afterwards', async () => {
    const page = scrollablePage(900);
    renderFrame();
    await act(async () => screen.getByRole('link', { name: 'Villkor' }).click());
    await screen.findByRole('heading', { name: 'Villkor' });
    expect(page.position()).toBe(0);
  });
});
