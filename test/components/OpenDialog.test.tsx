import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OpenDialog } from '../../src/components/OpenDialog';

it('is open while rendered, named by its title, and says when it has opened', async () => {
  const onOpened = jest.fn();
  const onClose = jest.fn();
  render(
    <OpenDialog titleId="t" onClose={onClose} maxWidth="sm" onOpened={onOpened}>
      <h2 id="t">Title</h2>
      <button type="button">First</button>
    </OpenDialog>,
  );
  expect(screen.getByRole('dialog', { name: 'Title' })).toBeInTheDocument();
  await waitFor(() => expect(onOpened).toHaveBeenCalledTimes(1));
  await userEvent.setup().keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
});
