import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { findUserByEmail } from '../../../mock-server/accounts/users';
import { holdNextAnswer } from '../../support/heldAnswer';
import { renderApp } from '../../support/renderApp';
import { loginThroughMock } from '../../support/signIn';
import { anna } from '../../support/demoAccounts';

const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`), { selector: 'input' });

async function openSignedIn() {
  await loginThroughMock();
  const user = userEvent.setup();
  const rendered = renderApp('/my-account/profile/');
  await screen.findByRole('heading', { level: 1, name: 'Min information' });
  return { user, ...rendered };
}

describe('profile page', () => {
  it('sends a visitor who is not signed in to the login page', async () => {
    const { router } = renderApp('/my-account/profile/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=/my-account/profile/');
  });

  it('shows 8 skeletons while the user loads, then the fields with the email read-only', async () => {
    await loginThroughMock();
    // The user's answer is held, so the user stays loading while the test looks at the placeholders.
    const userAnswer = holdNextAnswer('/api/auth/get-user');
    renderApp('/my-account/profile/');
    const busy = await screen.findByRole('region', { name: 'Dina uppgifter hämtas' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(busy).getAllByTestId('profile-skeleton')).toHaveLength(8);
    await waitFor(() => expect(userAnswer.arrived()).toBe(true));
    userAnswer.release();

    expect(await screen.findByDisplayValue('Anna')).toBeInTheDocument();
    expect(input('Efternamn')).toHaveValue('Andersson');
    expect(input('E-postadress')).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Landsnummer' })).toHaveValue('SE');
    const channels = screen.getByRole('group', { name: 'Jag vill få erbjudanden och nyheter via' });
    expect(
      within(channels)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('name')),
    ).toEqual(['allow_email_notifications', 'allow_phone_notifications', 'allow_postal_notifications']);
  });

  it('saves the changes, shows the split success alert and stores them', async () => {
    const { user } = await openSignedIn();
    await screen.findByDisplayValue('Anna');
    await user.clear(input('Ort'));
    await user.click(input('Ort'));
    await user.paste('Uppsala');
    await user.clear(input('Telefonnummer'));
    await user.click(input('Telefonnummer'));
    await user.paste('070-765 43 21');
    await user.click(screen.getByRole('button', { name: 'Spara' }));

    const notice = await screen.findByRole('status');
    expect(within(notice).getByText('Dina uppgifter är sparade')).toBeInTheDocument();
    expect(notice).toHaveTextContent('Ändringarna syns nu på ditt konto.');
    const stored = findUserByEmail(anna.email);
    expect(stored?.address.city).toBe('Uppsala');
    expect(stored?.phone_number).toBe('+46707654321');
  });

  it('refuses an invalid phone with the validation message', async () => {
    const { user } = await openSignedIn();
    await screen.findByDisplayValue('Anna');
    await user.clear(input('Telefonnummer'));
    await user.click(input('Telefonnummer'));
    await user.paste('12');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Ange ett giltigt telefonnummer')).toBeInTheDocument();
  });

  it('deletes the account only after the keyword is typed, then logs out to /', async () => {
    const { user, router } = await openSignedIn();
    await screen.findByDisplayValue('Anna');
    await user.click(screen.getByRole('button', { name: 'Radera konto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Radera ditt konto' });
    const confirm = within(dialog).getByRole('button', { name: 'Radera kontot' });
    const keyword = within(dialog).getByRole('textbox', { name: 'Skriv RADERA' });
    expect(confirm).toBeDisabled();
    await user.type(keyword, 'rader{Enter}');
    expect(keyword).toHaveValue('RADER');
    expect(confirm).toBeDisabled();
    expect(findUserByEmail(anna.email)).toBeDefined();

    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Radera konto' }));
    const reopened = await screen.findByRole('dialog', { name: 'Radera ditt konto' });
    expect(within(reopened).getByRole('textbox', { name: 'Skriv RADERA' })).toHaveValue('');

    await user.type(within(reopened).getByRole('textbox', { name: 'Skriv RADERA' }), 'radera');
    await user.click(within(reopened).getByRole('button', { name: 'Radera kontot' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(findUserByEmail(anna.email)).toBeUndefined();
    expect(Cookies.get('userToken')).toBeUndefined();
  });
});
