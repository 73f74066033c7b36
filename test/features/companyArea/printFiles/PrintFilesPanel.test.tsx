import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import type { SessionUser } from '../../../../src/api/types';
import { loadPageTexts } from '../../../../src/app/catalogues';
import { LazyPrintFilesPanel } from '../../../../src/features/companyArea/printFiles';
import { printFilesRootSaga } from '../../../../src/features/companyArea/printFiles/printFilesSagas';
import { holdNextAnswer } from '../../../support/heldAnswer';
import { createTestStore, waitForState } from '../../../support/testStore';
import { loginThroughMock } from '../../../support/signIn';
import { erik, FJORD_DESIGN_ID, maria, NORDIC_PRINT_ID, olle } from '../../../support/demoAccounts';
import { renderPanel } from '../renderPanel';

// Nordic Print AB (demo-data.md, "Print files"): four stored files, of which the panel lists the
// EPS logo (with its PNG preview) and the SVG symbol.
const LOGO = 'nordic-print-logo.eps';
const SYMBOL = 'nordic-print-symbol.svg';

// The company page's route loads its texts before it renders; here the test does.
beforeAll(() => loadPageTexts('sv', 'pages'));

interface PanelOptions {
  companyId?: string;
  typeSelectorsEnabled?: boolean;
}

function renderPrintFiles(
  isAdmin: boolean,
  { companyId = NORDIC_PRINT_ID, typeSelectorsEnabled }: PanelOptions = {},
) {
  const created = createTestStore();
  // The panel's sagas start with the company page's route; here the test starts them.
  created.startFeatureSaga('printFiles', printFilesRootSaga);
  // A drop or "all files" in the dialog: the panel, not the browser's filter, refuses a type.
  const user = userEvent.setup({ applyAccept: false });
  renderPanel(
    created.store,
    <LazyPrintFilesPanel.Component
      companyId={companyId}
      isAdmin={isAdmin}
      typeSelectorsEnabled={typeSelectorsEnabled}
    />,
  );
  return { ...created, user };
}

async function openPanelAs(account: SessionUser, isAdmin: boolean, options?: PanelOptions) {
  await loginThroughMock(account.email);
  const rendered = renderPrintFiles(isAdmin, options);
  const list = await screen.findByRole('list', { name: 'Uppladdade tryckfiler' });
  return { ...rendered, list };
}

const rowOf = (name: string) =>
  screen.getAllByTestId('print-file-row').find((row) => within(row).queryByText(name))!;

describe('the print-files panel', () => {
  it('shows an admin the drop area, the guidelines and the two logos with type and size', async () => {
    const { list } = await openPanelAs(maria, true);
    expect(
      screen.getByRole('button', { name: 'Dra och släpp filer här, eller klicka för att välja filer' }),
    ).toHaveAccessibleDescription(
      'Bilder, SVG, AI, EPS, PDF och PostScript. Högst 10 filer, upp till 15 MB per fil.',
    );
    expect(screen.getByText('Riktlinjer för tryckfiler')).toBeInTheDocument();
    expect(screen.getByText(/Upp till 15 MB per fil/)).toBeInTheDocument();

    const rows = within(list).getAllByTestId('print-file-row');
    expect(rows.map((row) => within(row).getAllByText(/\.(eps|svg)$/)[0]!.textContent)).toEqual([
      LOGO,
      SYMBOL,
    ]);
    expect(within(rowOf(LOGO)).getByText('Primär')).toBeInTheDocument();
    expect(within(rowOf(SYMBOL)).getByText('Sekundär')).toBeInTheDocument();
    // A file under 0.01 MB does not read as empty.
    expect(within(rowOf(LOGO)).getByText('< 0,01 MB')).toBeInTheDocument();
    // The EPS shows its PNG preview as its picture.
    expect(rowOf(LOGO).querySelector('img')!.getAttribute('src')).toMatch(
      /nordic-print-logo-preview\.png\?expires=\d+&signature=/,
    );
    expect(screen.queryByText(/korrektur/i)).not.toBeInTheDocument();

    const download = within(rowOf(LOGO)).getByRole('link', {
      name: `Ladda ner ${LOGO} (öppnas i en ny flik)`,
    });
    expect(download).toHaveAttribute('target', '_blank');
    expect(download).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('button', { name: `Ta bort ${LOGO}` })).toBeEnabled();
  });

  it('shows a member the list to preview and download, without the drop area or delete', async () => {
    await openPanelAs(erik, false);
    expect(screen.getAllByTestId('print-file-row')).toHaveLength(2);
    expect(
      screen.queryByRole('button', { name: 'Dra och släpp filer här, eller klicka för att välja filer' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('Riktlinjer för tryckfiler')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Ta bort/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Förhandsgranska ${SYMBOL}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(`^Ladda ner ${SYMBOL}`) })).toBeInTheDocument();
  });

  it('opens the file dialog from the keyboard on the drop area', async () => {
    const { user } = await openPanelAs(maria, true);
    const input = screen.getByTestId('print-files-input') as HTMLInputElement;
    const opened = jest.spyOn(input, 'click');
    await user.tab();
    expect(
      screen.getByRole('button', { name: 'Dra och släpp filer här, eller klicka för att välja filer' }),
    ).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalled();
  });

  it('shows no logo types when the type selectors are off', async () => {
    await openPanelAs(erik, false, { typeSelectorsEnabled: false });
    expect(screen.getAllByTestId('print-file-row')).toHaveLength(2);
    expect(screen.queryByText('Primär')).not.toBeInTheDocument();
    expect(screen.queryByText('Sekundär')).not.toBeInTheDocument();
  });

  it('shows placeholders while the list loads, then the empty state for a company without files', async () => {
    await loginThroughMock(olle.email);
    const files = holdNextAnswer('/worker/files');
    renderPrintFiles(true, { companyId: FJORD_DESIGN_ID });
    expect(await screen.findAllByTestId('print-file-skeleton')).toHaveLength(3);
    await waitFor(() => expect(files.arrived()).toBe(true));
    files.release();
    expect(await screen.findByText('Inga tryckfiler har laddats upp ännu.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('print-file-skeleton')).toHaveLength(0);
    // A super admin counts as admin here: the page passes isAdmin, the worker agrees.
    expect(
      screen.getByRole('button', { name: 'Dra och släpp filer här, eller klicka för att välja filer' }),
    ).toBeInTheDocument();
  });

  it('opens the preview by keyboard and closes it with Escape, back on the Preview button', async () => {
    const { user } = await openPanelAs(erik, false);
    const previewButton = screen.getByRole('button', { name: `Förhandsgranska ${LOGO}` });
    act(() => previewButton.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: LOGO });
    expect(within(dialog).getByRole('img', { name: `Förhandsvisning av ${LOGO}` })).toHaveAttribute(
      'src',
      expect.stringMatching(/nordic-print-logo-preview\.png\?expires=\d+&signature=/),
    );
    // Once the dialog has opened (src/components/dialogFirstFocus.ts).
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Stäng' })).toHaveFocus());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(previewButton).toHaveFocus();

    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: LOGO });
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Stäng' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a file once the admin confirms, and the list no longer has it', async () => {
    const { user } = await openPanelAs(maria, true);
    await user.click(screen.getByRole('button', { name: `Ta bort ${SYMBOL}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort fil' });
    expect(dialog).toHaveAccessibleDescription(
      `Är du säker på att du vill ta bort "${SYMBOL}"? Detta kan inte ångras.`,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('print-file-row')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: `Ta bort ${SYMBOL}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByText('Filen har tagits bort')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('print-file-row')).toHaveLength(1));
    expect(screen.queryByText(SYMBOL)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a text file with the fixed Swedish text and uploads nothing', async () => {
    const { user, store } = await openPanelAs(maria, true);
    const text = new NodeFile(['hello'], 'x.txt', { type: 'text/plain' }) as unknown as File;
    await user.upload(screen.getByTestId('print-files-input'), text);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Filtypen för "x.txt" stöds inte.')).toBeInTheDocument();
    expect(store.getState().printFiles.companies[NORDIC_PRINT_ID]!.upload).toBeNull();
    expect(screen.getAllByTestId('print-file-row')).toHaveLength(2);

    await user.click(within(alert).getByRole('button', { name: 'Stäng' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uploads a PNG through the worker, lists it as the primary logo and says so', async () => {
    const { user, store } = await openPanelAs(maria, true);
    const png = new NodeFile([Buffer.from(TINY_PNG_BASE64, 'base64')], 'ny-logga.png', {
      type: 'image/png',
    }) as unknown as File;
    await user.upload(screen.getByTestId('print-files-input'), png);
    expect(await screen.findByText('Filer har laddats upp')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('print-file-row')).toHaveLength(3));
    expect(within(rowOf('ny-logga.png')).getByText('Primär')).toBeInTheDocument();
    await waitForState(store, (state) => state.printFiles.companies[NORDIC_PRINT_ID]!.upload === null);
  });

  it('names a file the converter refused with its reason, and still uploads the others', async () => {
    const { user } = await openPanelAs(maria, true);
    const notEps = new NodeFile(['just text'], 'trasig.eps') as unknown as File;
    const png = new NodeFile([Buffer.from(TINY_PNG_BASE64, 'base64')], 'ny-logga.png', {
      type: 'image/png',
    }) as unknown as File;
    await user.upload(screen.getByTestId('print-files-input'), [notEps, png]);
    expect(
      await screen.findByText(
        /^Konvertering\/uppladdning misslyckades för trasig\.eps\. Filen "trasig\.eps" kunde inte konverteras/,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('1 fil(er) kunde inte laddas upp')).toBeInTheDocument();
    expect(screen.getByText('Filer har laddats upp')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('print-file-row')).toHaveLength(3));
    expect(within(rowOf('ny-logga.png')).getByText('Sekundär')).toBeInTheDocument();
  });
});

/** A 1×1 transparent PNG. */
const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
