import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { http, HttpResponse } from 'msw';
import { db, mockServer } from '../../../../mock-server/node';
import { AppIntlProvider } from '../../../../src/app/AppIntlProvider';
import { loadPageTexts } from '../../../../src/app/catalogues';
import { theme } from '../../../../src/app/theme';
import { LazyCompanyUsersTab } from '../../../../src/features/companyArea/users';
import { companyUsersRootSaga } from '../../../../src/features/companyArea/users/companyUsersSagas';
import { Toaster } from '../../../../src/features/notifications';
import { norway } from '../../../support/fixtures';
import { loginThroughMock } from '../../../support/signIn';
import { createTestStore } from '../../../support/testStore';
import { NORDIC } from './fixtures';

// The users tab on the real store and sagas against the mock backend's handlers, for Nordic Print
// AB (demo-data.md): thirteen members, so two pages of ten; Maria is its admin, Erik a member.

// The company page's route loads its texts before it renders; here the test does.
beforeAll(() => loadPageTexts('sv'));

async function openTabAs(email: string) {
  const signedIn = await loginThroughMock(email);
  const created = createTestStore();
  // The tab's sagas start with the company page's route; here the test starts them.
  created.startFeatureSaga('companyUsers', companyUsersRootSaga);
  const user = userEvent.setup();
  // The tab's module loads lazily: let it arrive inside act, as the page's Suspense would.
  await act(async () => {
    render(
      <Provider store={created.store}>
        <AppIntlProvider>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <Suspense fallback={null}>
              <LazyCompanyUsersTab.Component companyId={NORDIC} currentUserId={signedIn.id} />
            </Suspense>
            <Toaster />
          </ThemeProvider>
        </AppIntlProvider>
      </Provider>,
    );
  });
  return { ...created, user };
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;
/**
 * Opens the invite dialog and waits for its first field to take the focus, which the dialog gives
 * once its transition has ended: typing before that would land in the field focus moves to.
 */
async function openInviteDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Bjud in användare' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bjud in användare' });
  await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Förnamn/ })).toHaveFocus());
  return dialog;
}

const membersOfNordic = () =>
  [...db().accounts.users.values()].filter((u) => u.organisations.some((o) => o.id === NORDIC));

/** The list has loaded: its count replaced 'Laddar användare...'. */
const loaded = (count: RegExp) => screen.findByText(count);

describe('the users tab', () => {
  it('lists the first page of ten, shows an admin and a verified state, and pages to the rest', async () => {
    // The first answer waits until the loading state has been seen, then the mock's route answers.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockServer.use(http.get('*/api/companies/:id/users/', () => answered.then(() => undefined)));
    const { user } = await openTabAs('maria.admin@example.se');
    expect(await screen.findByText('Laddar användare...')).toBeInTheDocument();
    expect(screen.getAllByTestId('user-skeleton-row')).toHaveLength(5);
    answer();

    await loaded(/^13 användare$/);
    expect(rows()).toHaveLength(10);
    const maria = rowOf('Maria Admin');
    expect(within(maria).getByText('maria.admin@example.se', { selector: 'td' })).toBeInTheDocument();
    expect(within(maria).getByText('Administratör')).toBeInTheDocument();
    expect(within(maria).getByText('Verifierad')).toBeInTheDocument();
    expect(within(rowOf('Erik Buyer')).getByText('Användare')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Sidor med användare' });
    expect(within(pages).getByText('Sida 1 av 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Föregående' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Nästa' }));
    expect(await within(pages).findByText('Sida 2 av 2')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByRole('rowheader', { name: /^Maria Admin/ })).not.toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Nästa' })).toBeDisabled();
  });

  it('searches from page 1 after a pause in typing, and the clear button shows everyone again', async () => {
    const { user, store } = await openTabAs('maria.admin@example.se');
    await loaded(/^13 användare$/);
    await user.click(screen.getByRole('button', { name: 'Nästa' }));
    await screen.findByText('Sida 2 av 2');

    await user.type(screen.getByRole('searchbox', { name: 'Sök användare' }), 'buyer');
    await loaded(/^1 användare$/);
    expect(rows()).toHaveLength(1);
    expect(rowOf('Erik Buyer')).toBeInTheDocument();
    expect(store.getState().companyUsers.page).toBe(1);
    expect(screen.queryByRole('navigation', { name: 'Sidor med användare' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Sök användare' }), 'zzz');
    expect(
      await screen.findByText('Inga användare hittades för den här organisationen.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rensa sökningen' }));
    await loaded(/^13 användare$/);
    expect(screen.getByRole('searchbox', { name: 'Sök användare' })).toHaveValue('');
  });

  it("disables the admin's own remove button and says why", async () => {
    await openTabAs('maria.admin@example.se');
    await loaded(/^13 användare$/);
    const own = screen.getByRole('button', { name: 'Ta bort Maria Admin' });
    expect(own).toBeDisabled();
    expect(own).toHaveAccessibleDescription('Du kan inte ta bort dig själv');
    expect(screen.getByRole('button', { name: 'Ta bort Erik Buyer' })).toBeEnabled();
  });

  it('removes another user after a confirmation that the keyboard can cancel', async () => {
    const { user } = await openTabAs('maria.admin@example.se');
    await loaded(/^13 användare$/);
    const remove = screen.getByRole('button', { name: 'Ta bort Erik Buyer' });

    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort användaren?' });
    expect(dialog).toHaveAccessibleDescription(
      'Erik Buyer (erik.buyer@example.se) kommer inte längre att vara användare i den här organisationen.',
    );
    // Once the dialog has opened (src/components/dialogFirstFocus.ts).
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(membersOfNordic().map((u) => u.id)).toContain('user-erik');

    await user.click(remove);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ta bort användaren' }),
    );
    await loaded(/^12 användare$/);
    // The dialog hides the page from assistive technology until it has finished closing.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('rowheader', { name: /^Erik Buyer/ })).not.toBeInTheDocument();
    expect(membersOfNordic().map((u) => u.id)).not.toContain('user-erik');
    expect(rows()).toHaveLength(10);
  });

  it("shows the backend's reason when a removal is refused", async () => {
    const { user } = await openTabAs('maria.admin@example.se');
    await loaded(/^13 användare$/);
    // Erik leaves the company in another tab before Maria confirms.
    db().accounts.users.get('user-erik')!.organisations = [];
    await user.click(screen.getByRole('button', { name: 'Ta bort Erik Buyer' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ta bort användaren' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Det gick inte att ta bort användaren: user not found in company',
    );
  });

  it('invites a user: checks the form, sends the invitation, closes, says so, and refuses a member', async () => {
    const { user } = await openTabAs('maria.admin@example.se');
    await loaded(/^13 användare$/);

    let dialog = await openInviteDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Skicka inbjudan' }));
    expect(within(dialog).getByText('Ange förnamn')).toBeInTheDocument();
    expect(within(dialog).getByText('Ange efternamn')).toBeInTheDocument();
    expect(within(dialog).getByText('Ange e-postadress')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /^Förnamn/ }), 'Nora');
    await user.type(within(dialog).getByRole('textbox', { name: /^Efternamn/ }), 'Ny');
    await user.type(within(dialog).getByRole('textbox', { name: /^E-post/ }), 'nora.ny@');
    await user.click(within(dialog).getByRole('button', { name: 'Skicka inbjudan' }));
    expect(within(dialog).getByText('Ange en giltig e-postadress')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^E-post/ }), 'example.se');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Administratör/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Skicka inbjudan' }));

    expect(
      await screen.findByText(
        'En inbjudan har skickats till nora.ny@example.se. Personen blir användare när den tackar ja.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // An invitation is mailed; Nora becomes a user only once she accepts it.
    const mails = db().accounts.outbox.filter((mail) => mail.to === 'nora.ny@example.se');
    expect(mails.map((mail) => mail.kind)).toEqual(['company-invitation']);
    await loaded(/^13 användare$/);
    expect(membersOfNordic().some((u) => u.email === 'nora.ny@example.se')).toBe(false);

    dialog = await openInviteDialog(user);
    expect(within(dialog).getByRole('textbox', { name: /^Förnamn/ })).toHaveValue('');
    await user.type(within(dialog).getByRole('textbox', { name: /^Förnamn/ }), 'Erik');
    await user.type(within(dialog).getByRole('textbox', { name: /^Efternamn/ }), 'Köpare');
    await user.type(within(dialog).getByRole('textbox', { name: /^E-post/ }), 'erik.buyer@example.se');
    await user.click(within(dialog).getByRole('button', { name: 'Skicka inbjudan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Användaren finns redan i den här organisationen.',
    );
    expect(within(dialog).getByRole('textbox', { name: /^E-post/ })).toHaveValue('erik.buyer@example.se');
  });

  it('offers to try again after a failure, and then lists the users', async () => {
    mockServer.use(
      http.get(
        '*/api/companies/:id/users/',
        () => HttpResponse.json({ ok: false, status: 500, error: 'Internal mock error' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = await openTabAs('maria.admin@example.se');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Det gick inte att ladda organisationens användare. Försök igen.',
    );
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    await loaded(/^13 användare$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a member who is not an admin why she may not see the list, in English', async () => {
    window.localStorage.setItem('market', JSON.stringify(norway));
    await openTabAs('erik.buyer@example.se');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Failed to load organisation users: only the company's admins and super admins manage its users",
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('speaks English to an admin in an English market', async () => {
    window.localStorage.setItem('market', JSON.stringify(norway));
    await openTabAs('maria.admin@example.se');
    expect(await screen.findByText(/^13 users$/)).toBeInTheDocument();
    expect(within(rowOf('Maria Admin')).getByText('Administrator')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Maria Admin' })).toHaveAccessibleDescription(
      'You cannot remove yourself',
    );
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });
});
