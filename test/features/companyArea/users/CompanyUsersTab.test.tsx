import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db, mockServer } from '../../../../mock-server/node';
import { loadPageTexts } from '../../../../src/app/catalogues';
import type { Market } from '../../../../src/api/types';
import { erik, fullName, maria, NORDIC_PRINT_ID } from '../../../support/demoAccounts';
import { norway, sweden } from '../../../support/fixtures';
import { openInviteDialog, openTabAs, openThenConfirm, openThenEscape } from './usersTab';

// The users tab on the real store and sagas against the mock backend's handlers, for Nordic Print
// AB (demo-data.md): thirteen members, so two pages of ten; Maria is its admin, Erik a member.

// The company page's route loads its texts before it renders; here the test does.
beforeAll(() => loadPageTexts('sv', 'pages'));

const MARIA = fullName(maria);
const ERIK = fullName(erik);

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;
const membersOfNordic = () =>
  [...db().accounts.users.values()].filter((u) => u.organisations.some((o) => o.id === NORDIC_PRINT_ID));

/** The list has loaded: its count replaced 'Laddar användare...'. */
const loaded = (count: RegExp) => screen.findByText(count);

/** What the list says, in one language. */
interface ListTexts {
  count: string;
  admin: string;
  search: string;
  remove: string;
  notYourself: string;
  page: string;
}

/** Maria, Nordic Print's admin, with the first page of its thirteen users on screen. */
async function openListAsMaria() {
  const opened = await openTabAs(maria);
  await loaded(/^13 användare$/);
  return opened;
}

describe('the users tab', () => {
  it('lists the first page of ten, shows an admin and a verified state, and pages to the rest', async () => {
    // The first answer waits until the loading state has been seen, then the mock's route answers.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockServer.use(http.get('*/api/companies/:id/users/', () => answered.then(() => undefined)));
    const { user } = await openTabAs(maria);
    expect(await screen.findByText('Laddar användare...')).toBeInTheDocument();
    expect(screen.getAllByTestId('user-skeleton-row')).toHaveLength(5);
    answer();

    await loaded(/^13 användare$/);
    expect(rows()).toHaveLength(10);
    const admin = rowOf(MARIA);
    expect(within(admin).getByText(maria.email, { selector: 'td' })).toBeInTheDocument();
    expect(within(admin).getByText('Administratör')).toBeInTheDocument();
    expect(within(admin).getByText('Verifierad')).toBeInTheDocument();
    expect(within(rowOf(ERIK)).getByText('Användare')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Sidor med användare' });
    expect(within(pages).getByText('Sida 1 av 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Föregående' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Nästa' }));
    expect(await within(pages).findByText('Sida 2 av 2')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByRole('rowheader', { name: new RegExp(`^${MARIA}`) })).not.toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Nästa' })).toBeDisabled();
  });

  it('searches from page 1 after a pause in typing, and the clear button shows everyone again', async () => {
    const { user, store } = await openListAsMaria();
    await user.click(screen.getByRole('button', { name: 'Nästa' }));
    await screen.findByText('Sida 2 av 2');

    // Erik is the one member whose name holds it.
    await user.type(screen.getByRole('searchbox', { name: 'Sök användare' }), erik.last_name.toLowerCase());
    await loaded(/^1 användare$/);
    expect(rows()).toHaveLength(1);
    expect(rowOf(ERIK)).toBeInTheDocument();
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

  it('removes another user after a confirmation that the keyboard can cancel', async () => {
    const { user } = await openListAsMaria();
    const remove = screen.getByRole('button', { name: `Ta bort ${ERIK}` });

    await openThenEscape(
      user,
      remove,
      'Ta bort användaren?',
      `${ERIK} (${erik.email}) kommer inte längre att vara användare i den här organisationen.`,
    );
    expect(membersOfNordic().map((u) => u.id)).toContain(erik.id);

    await openThenConfirm(user, remove, 'Ta bort användaren');
    await loaded(/^12 användare$/);
    // The dialog hides the page from assistive technology until it has finished closing.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('rowheader', { name: new RegExp(`^${ERIK}`) })).not.toBeInTheDocument();
    expect(membersOfNordic().map((u) => u.id)).not.toContain(erik.id);
    expect(rows()).toHaveLength(10);
  });

  it("shows the backend's reason when a removal is refused", async () => {
    const { user } = await openListAsMaria();
    // Erik leaves the company in another tab before Maria confirms.
    db().accounts.users.get(erik.id)!.organisations = [];
    await openThenConfirm(
      user,
      screen.getByRole('button', { name: `Ta bort ${ERIK}` }),
      'Ta bort användaren',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Det gick inte att ta bort användaren: user not found in company',
    );
  });

  it('invites a user: checks the form, sends the invitation, closes, says so, and refuses a member', async () => {
    const { user } = await openListAsMaria();

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
    await user.type(within(dialog).getByRole('textbox', { name: /^Förnamn/ }), erik.first_name);
    await user.type(within(dialog).getByRole('textbox', { name: /^Efternamn/ }), 'Köpare');
    await user.type(within(dialog).getByRole('textbox', { name: /^E-post/ }), erik.email);
    await user.click(within(dialog).getByRole('button', { name: 'Skicka inbjudan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Användaren finns redan i den här organisationen.',
    );
    expect(within(dialog).getByRole('textbox', { name: /^E-post/ })).toHaveValue(erik.email);
  });

  it('offers to try again after a failure, and then lists the users', async () => {
    mockServer.use(
      http.get(
        '*/api/companies/:id/users/',
        () => HttpResponse.json({ ok: false, status: 500, error: 'Internal mock error' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = await openTabAs(maria);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Det gick inte att ladda organisationens användare. Försök igen.',
    );
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    await loaded(/^13 användare$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a member who is not an admin why she may not see the list, in English', async () => {
    window.localStorage.setItem('market', JSON.stringify(norway));
    await openTabAs(erik);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Failed to load organisation users: only the company's admins and super admins manage its users",
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it.each<{ language: string; market: Market; texts: ListTexts }>([
    {
      language: 'Swedish',
      market: sweden,
      texts: {
        count: '13 användare',
        admin: 'Administratör',
        search: 'Sök användare',
        remove: 'Ta bort',
        notYourself: 'Du kan inte ta bort dig själv',
        page: 'Sida 1 av 2',
      },
    },
    {
      language: 'English',
      market: norway,
      texts: {
        count: '13 users',
        admin: 'Administrator',
        search: 'Search users',
        remove: 'Remove',
        notYourself: 'You cannot remove yourself',
        page: 'Page 1 of 2',
      },
    },
  ])(
    "shows an admin the list in $language, with her own remove button disabled and why, and another's enabled",
    async ({ market, texts }) => {
      window.localStorage.setItem('market', JSON.stringify(market));
      await openTabAs(maria);
      expect(await screen.findByText(texts.count)).toBeInTheDocument();
      expect(within(rowOf(MARIA)).getByText(texts.admin)).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: texts.search })).toBeInTheDocument();
      const own = screen.getByRole('button', { name: `${texts.remove} ${MARIA}` });
      expect(own).toBeDisabled();
      expect(own).toHaveAccessibleDescription(texts.notYourself);
      expect(screen.getByRole('button', { name: `${texts.remove} ${ERIK}` })).toBeEnabled();
      expect(screen.getByText(texts.page)).toBeInTheDocument();
    },
  );
});
