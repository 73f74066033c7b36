import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockServer } from '../../../mock-server/node';
import { norway } from '../../support/fixtures';
import { renderApp } from '../../support/renderApp';
import { loginThroughMock } from '../../support/signIn';
import {
  anna,
  erik,
  fjordDesign,
  maria,
  NORDIC_PRINT_ID,
  nordicPrint,
  olle,
  sara,
} from '../../support/demoAccounts';

const COMPANY = '/my-account/company/';

async function openAs(email: string) {
  await loginThroughMock(email);
  const user = userEvent.setup();
  const rendered = renderApp(COMPANY);
  await screen.findByRole('heading', { level: 1, name: 'Företagsinformation' });
  return { user, ...rendered };
}

const companyHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const tab = (name: string) => screen.queryByRole('tab', { name });

/** The calls to the users API from now on, until the test ends. */
function usersApiCalls() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url);
    if (/\/companies\/[^/]+\/users\//.test(pathname)) calls.push(`${request.method} ${pathname}`);
  };
  mockServer.events.on('request:start', listener);
  stopListening.push(() => mockServer.events.removeListener('request:start', listener));
  return calls;
}
const stopListening: (() => void)[] = [];
afterEach(() => stopListening.splice(0).forEach((stop) => stop()));

/** Tab until the focus is on `target`: the tab list lets Tab in on its selected tab. */
async function tabTo(user: ReturnType<typeof userEvent.setup>, target: HTMLElement) {
  for (let presses = 0; presses < 40 && document.activeElement !== target; presses += 1) await user.tab();
  expect(target).toHaveFocus();
}

async function injectFault(path: string, status: number) {
  await fetch('http://localhost/__mock/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'PUT', path, status, times: 1 }),
  });
}

describe('the company information screen', () => {
  it('sends a visitor to the login page and back', async () => {
    const { router } = renderApp(COMPANY);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${COMPANY}`);
  });

  it('sends a consumer, who has no company, to her account overview', async () => {
    await loginThroughMock(anna.email);
    const { router } = renderApp(COMPANY);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/overview/'));
  });

  it("chooses an admin's only company and lets her change its contact data, never its name or numbers", async () => {
    const { user } = await openAs(maria.email);
    await companyHeading(nordicPrint.name);
    expect(field(/^Företagsnamn/)).toHaveAttribute('readonly');
    expect(field(/^Organisationsnummer/)).toHaveAttribute('readonly');
    expect(field(/^Momsregistreringsnummer/)).toHaveAttribute('readonly');
    expect(field(/^Kontaktperson/)).not.toHaveAttribute('readonly');
    expect(tab('Användare')).not.toHaveAttribute('aria-disabled');

    await user.clear(field(/^Kontaktperson/));
    await user.type(field(/^Kontaktperson/), 'Maria Svensson');
    await user.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    expect(await screen.findByText('Företagsinformationen har uppdaterats.')).toBeInTheDocument();

    const mine = await fetch('http://localhost/api/companies/mine/', {
      headers: { authorization: `Bearer ${document.cookie.match(/userToken=([^;]+)/)![1]}` },
    }).then((r) => r.json());
    expect(mine.data.companies[0].contact_name).toBe('Maria Svensson');
  });

  it('refuses an invalid e-mail with the form’s text and sends nothing', async () => {
    const { user } = await openAs(maria.email);
    await companyHeading(nordicPrint.name);
    const email = screen.getByLabelText(/^E-postadress \*?$/, { selector: 'input' });
    await user.clear(email);
    await user.type(email, 'info@');
    await user.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    expect(await screen.findByText('Ange en giltig e-postadress')).toBeInTheDocument();
    expect(screen.queryByText('Företagsinformationen har uppdaterats.')).not.toBeInTheDocument();
  });

  it('keeps what the admin typed and says so when the save fails', async () => {
    const { user } = await openAs(maria.email);
    await companyHeading(nordicPrint.name);
    await injectFault(`/api/companies/${NORDIC_PRINT_ID}/`, 500);
    await user.clear(field(/^Kontaktperson/));
    await user.type(field(/^Kontaktperson/), 'Maria Svensson');
    await user.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    expect(await screen.findByText('Kunde inte uppdatera kunden')).toBeInTheDocument();
    expect(screen.getByText('Försök igen.')).toBeInTheDocument();
    expect(field(/^Kontaktperson/)).toHaveValue('Maria Svensson');
  });

  it('adds, defaults and removes addresses, never the last of a kind', async () => {
    const { user } = await openAs(maria.email);
    await companyHeading(nordicPrint.name);
    const billing = () => screen.getAllByRole('group', { name: /^Fakturaadress \d/ });
    expect(billing()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Lägg till fakturaadress' }));
    expect(billing()).toHaveLength(3);
    await user.click(within(billing()[2]!).getByRole('button', { name: 'Gör till standard' }));
    expect(within(billing()[2]!).getByText('Standard')).toBeInTheDocument();
    expect(within(billing()[0]!).queryByText('Standard')).not.toBeInTheDocument();
    await user.click(within(billing()[2]!).getByRole('button', { name: 'Ta bort' }));
    await user.click(within(billing()[1]!).getByRole('button', { name: 'Ta bort' }));
    expect(billing()).toHaveLength(1);
    expect(within(billing()[0]!).getByText('Standard')).toBeInTheDocument();
    expect(within(billing()[0]!).getByRole('button', { name: 'Ta bort' })).toBeDisabled();
  });

  it('shows a member the company read-only with the notice', async () => {
    await openAs(erik.email);
    await companyHeading(nordicPrint.name);
    expect(screen.getByText(/Du har inte behörighet att ändra företagets uppgifter/)).toBeInTheDocument();
    expect(field(/^Kontaktperson/)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Spara ändringar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lägg till fakturaadress' })).not.toBeInTheDocument();
    expect(tab('Tryckfiler')).toBeEnabled();
  });

  it('shows a member the users tab disabled with its reason, reachable by keyboard, and never opens it', async () => {
    const calls = usersApiCalls();
    const { user } = await openAs(erik.email);
    await companyHeading(nordicPrint.name);
    const users = screen.getByRole('tab', { name: 'Användare' });
    expect(users).toHaveAccessibleName('Användare');
    expect(users).toHaveAttribute('aria-disabled', 'true');
    expect(users).toHaveAttribute('aria-selected', 'false');
    expect(users).toHaveAccessibleDescription('Endast administratörer hanterar användare.');
    expect(screen.getByText('Endast administratörer hanterar användare.')).toBeVisible();

    // The tab list's pattern: Tab reaches the selected tab, the arrow keys the others.
    await tabTo(user, tab('Uppgifter')!);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(users).toHaveFocus();
    await user.keyboard('{Enter} ');
    await user.click(users);
    expect(users).toHaveFocus();
    expect(users).toHaveAttribute('aria-selected', 'false');
    expect(tab('Uppgifter')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Uppgifter' })).toBeInTheDocument();
    expect(screen.queryByRole('tabpanel', { name: 'Användare' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/^\d+ användare$/)).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(tab('Uppgifter')).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('opens the users tab for an admin, by keyboard too, with no reason shown', async () => {
    const { user } = await openAs(maria.email);
    await companyHeading(nordicPrint.name);
    const users = screen.getByRole('tab', { name: 'Användare' });
    expect(users).not.toHaveAttribute('aria-disabled');
    expect(users).toHaveAttribute('aria-controls', 'company-panel-users');
    expect(users).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Endast administratörer hanterar användare.')).not.toBeInTheDocument();
    await tabTo(user, tab('Uppgifter')!);
    await user.keyboard('{End}{Enter}');
    expect(users).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Användare' });
    expect(await within(panel).findByText(/^13 användare$/)).toBeInTheDocument();
    expect(within(panel).getByRole('table')).toBeInTheDocument();
  });

  it("loads the users' and print files' tabs' sagas when each is first opened, not with the page", async () => {
    const { user, startedFeatures } = await openAs(maria.email);
    await companyHeading(nordicPrint.name);
    expect(startedFeatures).toEqual(['companyArea']);
    await user.click(screen.getByRole('tab', { name: 'Användare' }));
    const users = screen.getByRole('tabpanel', { name: 'Användare' });
    expect(await within(users).findByText(/^13 användare$/)).toBeInTheDocument();
    expect(startedFeatures).toEqual(['companyArea', 'companyUsers']);
    await user.click(screen.getByRole('tab', { name: 'Tryckfiler' }));
    expect(await screen.findByRole('tabpanel', { name: 'Tryckfiler' })).toBeInTheDocument();
    await waitFor(() => expect(startedFeatures).toEqual(['companyArea', 'companyUsers', 'printFiles']));
  });

  it('lets an agent of two companies choose one; until then only the dimmed basic tab shows', async () => {
    const { user } = await openAs(sara.email);
    const list = await screen.findByRole('list', { name: 'Företag' });
    expect(screen.getByText('Välj ett företag ovan för att se dess uppgifter.')).toBeInTheDocument();
    expect(tab('Uppgifter')).toBeDisabled();
    expect(tab('Tryckfiler')).toBeDisabled();
    expect(tab('Användare')).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: new RegExp(fjordDesign.name) }));
    await companyHeading(fjordDesign.name);
    const fjordContact = (field(/^Kontaktperson/) as HTMLInputElement).value;
    expect(tab('Tryckfiler')).toBeEnabled();
    // An agent who is not the company's admin is one of its non-admins (docs/rules.md#permissions).
    expect(tab('Användare')).toHaveAttribute('aria-disabled', 'true');

    // Another company: the form starts again from that company's data.
    await user.click(within(list).getByRole('button', { name: new RegExp(nordicPrint.name) }));
    await companyHeading(nordicPrint.name);
    expect(field(/^Kontaktperson/)).not.toHaveValue(fjordContact);
    expect(field(/^Kontaktperson/)).toHaveValue(nordicPrint.contact_name);
  });

  it('lets a super admin page through every company and find one by searching', async () => {
    const { user } = await openAs(olle.email);
    expect(await screen.findByText(/^Sida 1 av 3/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nästa' }));
    expect(await screen.findByText(/^Sida 2 av 3/)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Sök företag' }), 'Fjord');
    const list = screen.getByRole('list', { name: 'Företag' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual([
        `${fjordDesign.name}${fjordDesign.organisation_number}Inaktivt`,
        'Oslofjord Skilt AS945678901',
      ]),
    );
    await user.click(within(list).getByRole('button', { name: new RegExp(fjordDesign.name) }));
    await companyHeading(fjordDesign.name);
    // Super admins count as admin for users and print files, not for the company's own data.
    expect(field(/^Kontaktperson/)).toHaveAttribute('readonly');
    expect(tab('Användare')).toBeInTheDocument();
    expect(tab('Användare')).not.toHaveAttribute('aria-disabled');

    await user.clear(screen.getByRole('searchbox', { name: 'Sök företag' }));
    await user.type(screen.getByRole('searchbox', { name: 'Sök företag' }), 'no such company');
    expect(await screen.findByText('Inga företag matchar ”no such company”.')).toBeInTheDocument();
  });

  it('speaks English in an English market', async () => {
    window.localStorage.setItem('market', JSON.stringify(norway));
    await loginThroughMock(maria.email);
    renderApp(COMPANY);
    await screen.findByRole('heading', { level: 1, name: 'Company information' });
    await companyHeading(nordicPrint.name);
    expect(screen.getByRole('tab', { name: 'Print files' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it("gives a member the users tab's reason in English", async () => {
    window.localStorage.setItem('market', JSON.stringify(norway));
    await loginThroughMock(erik.email);
    renderApp(COMPANY);
    await companyHeading(nordicPrint.name);
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAccessibleDescription(
      'Only administrators manage users.',
    );
  });
});
