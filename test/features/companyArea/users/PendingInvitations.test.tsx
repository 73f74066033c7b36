import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../../mock-server/node';
import { invite } from '../../../../mock-server/invitations/invitations';
import { INVITATION_TTL_MS } from '../../../../mock-server/invitations/invitationRules';
import { advanceClock } from '../../../../mock-server/kit/clock';
import { loadPageTexts } from '../../../../src/app/catalogues';
import { maria, NORDIC_PRINT_ID } from '../../../support/demoAccounts';
import { norway } from '../../../support/fixtures';
import { openInviteDialog, openTabAs, openThenConfirm, openThenEscape } from './usersTab';

// The users tab's pending invitations (docs/rules.md#pending-invitations) on the real store and
// sagas against the mock backend's handlers: Maria, Nordic Print's admin, sees whom the company
// has invited, sends an invitation again and withdraws one.

beforeAll(() => loadPageTexts('sv', 'pages'));

const GRETA = 'greta.gustafsson@nordicprint.se';
const OSKAR = 'oskar.old@example.se';

/** Invitations Maria sent before the tab opened: Oskar's a week and more ago (expired), then Greta's. */
function invitedBefore() {
  const company = db().companies.get(NORDIC_PRINT_ID)!;
  const admin = db().accounts.users.get(maria.id)!;
  const origin = 'http://localhost';
  invite(company, { first_name: 'Oskar', last_name: 'Old', email: OSKAR, level: 'default' }, admin, origin);
  advanceClock(INVITATION_TTL_MS + 60_000);
  invite(
    company,
    { first_name: 'Greta', last_name: 'Gustafsson', email: GRETA, level: 'admin' },
    admin,
    origin,
  );
}

/** Maria opens the users tab after sending those two invitations, and its section has listed them. */
async function openWithTwoInvited() {
  invitedBefore();
  const opened = await openTabAs(maria);
  await within(section()).findByText('2 inbjudningar väntar på svar');
  return opened;
}

const invitationOf = (email: string) =>
  [...db().invitations.byToken.values()].find((invitation) => invitation.email === email)!;

/** The section, also while a dialog hides the page from assistive technology. */
const section = () =>
  screen.getByRole('region', { name: /^(Väntande inbjudningar|Pending invitations)$/, hidden: true });
const rowOf = (email: string) =>
  within(section())
    .getByRole('rowheader', { name: new RegExp(`^${email.replace(/\./g, '\\.')}`) })
    .closest('tr')!;

const swedishDate = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Stockholm',
  }).format(new Date(iso));

describe('the pending invitations of the users tab', () => {
  it('lists each unanswered invitation with its role and dates, an expired one marked, newest first', async () => {
    await openWithTwoInvited();
    const rows = within(within(section()).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      `${GRETA}Greta Gustafsson`,
      `${OSKAR}Oskar Old`,
    ]);
    const greta = invitationOf(GRETA);
    expect(within(rowOf(GRETA)).getByText('Administratör')).toBeInTheDocument();
    expect(
      within(rowOf(GRETA)).getByText(swedishDate(new Date(greta.sentAt).toISOString())),
    ).toBeInTheDocument();
    expect(
      within(rowOf(GRETA)).getByText(swedishDate(new Date(greta.expiresAt).toISOString())),
    ).toBeInTheDocument();
    const oskar = invitationOf(OSKAR);
    expect(
      within(rowOf(OSKAR)).getByText(`Gick ut ${swedishDate(new Date(oskar.expiresAt).toISOString())}`),
    ).toBeInTheDocument();
  });

  it('sends an expired invitation again: it is open a week again and says so', async () => {
    const { user } = await openWithTwoInvited();
    const mailsBefore = db().accounts.outbox.filter((mail) => mail.to === OSKAR).length;
    await user.click(
      within(rowOf(OSKAR)).getByRole('button', { name: `Skicka igen: inbjudan till ${OSKAR}` }),
    );
    expect(
      await screen.findByText(
        `Inbjudan till ${OSKAR} gäller nu i 7 dagar. E-post med länken skickas högst var tionde minut.`,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(OSKAR)).queryByText(/^Gick ut/)).not.toBeInTheDocument());
    expect(db().accounts.outbox.filter((mail) => mail.to === OSKAR)).toHaveLength(mailsBefore + 1);
    expect(invitationOf(OSKAR).state).toBe('pending');
  });

  it('withdraws an invitation after a confirmation the keyboard can cancel; its link then says so', async () => {
    const { user } = await openWithTwoInvited();
    const withdraw = within(rowOf(GRETA)).getByRole('button', {
      name: `Dra tillbaka inbjudan till ${GRETA}`,
    });

    await openThenEscape(
      user,
      withdraw,
      'Dra tillbaka inbjudan?',
      `Länken i inbjudan till ${GRETA} slutar fungera. Du kan bjuda in adressen igen senare.`,
    );
    expect(invitationOf(GRETA).state).toBe('pending');

    await openThenConfirm(user, withdraw, 'Dra tillbaka inbjudan');
    expect(await screen.findByText(`Inbjudan till ${GRETA} har dragits tillbaka.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(section()).findByText('1 inbjudan väntar på svar')).toBeInTheDocument();
    expect(
      within(section()).queryByRole('rowheader', { name: new RegExp(`^${GRETA}`) }),
    ).not.toBeInTheDocument();
    expect(invitationOf(GRETA).state).toBe('withdrawn');
  });

  it('an invitation answered meanwhile: the dialog says so, and the list no longer has it', async () => {
    const { user } = await openWithTwoInvited();
    await user.click(
      within(rowOf(GRETA)).getByRole('button', { name: `Dra tillbaka inbjudan till ${GRETA}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dra tillbaka inbjudan?' });
    // Greta declines from her mail before Maria confirms.
    invitationOf(GRETA).state = 'declined';
    await user.click(within(dialog).getByRole('button', { name: 'Dra tillbaka inbjudan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Inbjudan har redan besvarats.');
    expect(await within(section()).findByText('1 inbjudan väntar på svar')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Dra tillbaka inbjudan?' })).toBeInTheDocument();
  });

  it('shows a new invitation once it is sent, in English in an English market', async () => {
    window.localStorage.setItem('market', JSON.stringify(norway));
    const { user } = await openTabAs(maria);
    expect(await screen.findByText('No invitations are awaiting an answer.')).toBeInTheDocument();
    const dialog = await openInviteDialog(user, { title: 'Invite user', firstName: /^First name/ });
    await user.type(within(dialog).getByRole('textbox', { name: /^First name/ }), 'Nora');
    await user.type(within(dialog).getByRole('textbox', { name: /^Last name/ }), 'Ny');
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'nora.ny@example.se');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(section()).findByText('1 invitation awaits an answer')).toBeInTheDocument();
    expect(
      within(rowOf('nora.ny@example.se')).getByRole('button', {
        name: 'Withdraw the invitation to nora.ny@example.se',
      }),
    ).toBeInTheDocument();
  });
});
