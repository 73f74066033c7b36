import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '../../../../src/api/types';
import { LazyCompanyUsersTab } from '../../../../src/features/companyArea/users';
import { companyUsersRootSaga } from '../../../../src/features/companyArea/users/companyUsersSagas';
import { NORDIC_PRINT_ID } from '../../../support/demoAccounts';
import { loginThroughMock } from '../../../support/signIn';
import { createTestStore } from '../../../support/testStore';
import { renderPanel } from '../renderPanel';

// The users tab of Nordic Print AB on the real store and sagas against the mock backend's handlers.

type User = ReturnType<typeof userEvent.setup>;

/** Signs `account` in through the mock and opens Nordic Print AB's users tab. */
export async function openTabAs(account: Pick<SessionUser, 'email'>) {
  const signedIn = await loginThroughMock(account.email);
  const created = createTestStore();
  // The tab's sagas start with the company page's route; here the test starts them.
  created.startFeatureSaga('companyUsers', companyUsersRootSaga);
  const user = userEvent.setup();
  // The tab's module loads lazily: let it arrive inside act, as the page's Suspense would.
  await act(async () => {
    renderPanel(
      created.store,
      <LazyCompanyUsersTab.Component companyId={NORDIC_PRINT_ID} currentUserId={signedIn.id} />,
    );
  });
  return { ...created, user };
}

/**
 * Opens the invite dialog and waits for its first field to take the focus, which the dialog gives
 * once its transition has ended: typing before that would land in the field focus moves to.
 */
export async function openInviteDialog(
  user: User,
  { title = 'Bjud in användare', firstName = /^Förnamn/ }: { title?: string; firstName?: RegExp } = {},
) {
  await user.click(screen.getByRole('button', { name: title }));
  const dialog = await screen.findByRole('dialog', { name: title });
  await waitFor(() => expect(within(dialog).getByRole('textbox', { name: firstName })).toHaveFocus());
  return dialog;
}

/**
 * Opens the confirmation `trigger` asks for, checks its title and what it says, and cancels it with
 * the keyboard once it has taken the focus (src/components/dialogFirstFocus.ts).
 */
export async function openThenEscape(user: User, trigger: HTMLElement, title: string, description: string) {
  await user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: title });
  expect(dialog).toHaveAccessibleDescription(description);
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toHaveFocus());
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** Opens the confirmation `trigger` asks for and confirms it with its `confirm` button. */
export async function openThenConfirm(user: User, trigger: HTMLElement, confirm: string) {
  await user.click(trigger);
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: confirm }));
}
