import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { ActionAlert } from '../../src/components/ActionAlert';

const messages = { 'x.failed': 'It failed', 'x.retry': 'Try again' };

it('shows the error with its one action, which calls back', async () => {
  const onAction = jest.fn();
  render(
    <IntlProvider locale="en" messages={messages}>
      <ActionAlert messageId="x.failed" actionId="x.retry" onAction={onAction} />
    </IntlProvider>,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('It failed');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(onAction).toHaveBeenCalledTimes(1);
});
