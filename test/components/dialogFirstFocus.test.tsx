import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { IntlProvider } from 'react-intl';
import type { OrganisationUser } from '../../src/api/types';
import { RemoveUserDialog } from '../../src/features/companyArea/users/components/RemoveUserDialog';
import sv from '../../src/features/companyArea/users/i18n/sv.json';
import { demoOrganisationUser, erik } from '../support/demoAccounts';

// A confirmation opens with its harmless choice focused, under StrictMode too (npm start): there
// MUI's focus trap runs its effect twice, hands the focus back to the opener and then takes it
// itself, so an `autoFocus` on the button did not hold (src/components/dialogFirstFocus.ts).

const buyer = demoOrganisationUser(erik.id);

function Opener() {
  const [user, setUser] = useState<OrganisationUser | null>(null);
  return (
    <>
      <button type="button" onClick={() => setUser(buyer)}>
        Ta bort Erik
      </button>
      <RemoveUserDialog user={user} onCancel={() => setUser(null)} onConfirm={() => setUser(null)} />
    </>
  );
}

const renderOpener = () =>
  render(
    <StrictMode>
      <IntlProvider locale="sv" messages={sv}>
        <Opener />
      </IntlProvider>
    </StrictMode>,
  );

it('focuses Cancel when the confirmation opens, in StrictMode', async () => {
  renderOpener();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Ta bort Erik' }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog.querySelector('button')).toHaveFocus());
  expect(document.activeElement).toHaveTextContent(sv['companyUsers.remove.cancel']);
});

it('leaves the focus where a hurried person put it before the dialog finished opening', async () => {
  // The opening transition ends on a timer (react-transition-group, 225 ms): on a fake clock the
  // test moves well past its end, whatever the machine's speed.
  jest.useFakeTimers();
  try {
    renderOpener();
    await userEvent
      .setup({ advanceTimers: jest.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Ta bort Erik' }));
    const dialog = await screen.findByRole('dialog');
    const [cancel, confirm] = Array.from(dialog.querySelectorAll('button'));
    // Before the transition ends, the person is on the other button already.
    act(() => confirm!.focus());
    act(() => void jest.advanceTimersByTime(5_000));
    // The end of the transition would have focused Cancel; it did not take the focus back.
    expect(confirm).toHaveFocus();
    expect(cancel).not.toHaveFocus();
  } finally {
    jest.useRealTimers();
  }
});
