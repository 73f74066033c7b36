import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationShown } from '../../../src/features/notifications';
import { literal, t } from '../../../src/i18n/localText';
import { renderApp } from '../../support/renderApp';

function show(store: ReturnType<typeof renderApp>['store'], n: number) {
  act(() => {
    store.dispatch(
      notificationShown({ id: `n-${n}`, severity: 'info', title: literal(`Notis ${n}`), createdAt: n }),
    );
  });
}

describe('toaster', () => {
  it('shows at most 3 toasts at once; the rest wait their turn', async () => {
    const { store } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    for (let n = 1; n <= 4; n += 1) show(store, n);
    expect(await screen.findByText('Notis 3')).toBeInTheDocument();
    expect(screen.getByText('Notis 1')).toBeInTheDocument();
    expect(screen.queryByText('Notis 4')).not.toBeInTheDocument();
  });

  it('translates catalogue texts and shows literal ones as they are', async () => {
    const { store } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    act(() => {
      store.dispatch(
        notificationShown({
          id: 'x',
          severity: 'error',
          title: literal('Slut i lager'),
          message: t('session.expired.body'),
          createdAt: 1,
        }),
      );
    });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Slut i lager');
    expect(toast).toHaveTextContent('Din inloggning har gått ut. Logga in igen för att fortsätta.');
  });

  it('moves keyboard focus to the newest toast with Alt+T', async () => {
    const user = userEvent.setup();
    const { store } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    show(store, 1);
    show(store, 2);
    const newest = (await screen.findByText('Notis 2')).closest('[data-toast]');
    await user.keyboard('{Alt>}t{/Alt}');
    expect(document.activeElement).toBe(newest);
  });

  it('Alt+T works on macOS too, where the key types † (the physical key counts)', async () => {
    const { store } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    show(store, 1);
    const toast = (await screen.findByText('Notis 1')).closest('[data-toast]');
    fireEvent.keyDown(window, { altKey: true, key: '†', code: 'KeyT' });
    expect(document.activeElement).toBe(toast);
  });

  it('removes a toast from the state when it is closed', async () => {
    const user = userEvent.setup();
    const { store } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    show(store, 1);
    await user.click(await screen.findByRole('button', { name: 'Stäng notisen' }));
    await waitFor(() => expect(store.getState().notifications.ids).toEqual([]));
    expect(screen.queryByText('Notis 1')).not.toBeInTheDocument();
  });
});
