import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addFault } from '../../../mock-server/control/faults';
import type { CartItem } from '../../../src/api/types';
import { GIFT_NOTE } from '../../../src/features/cart/giftNote';
import { lineName } from '../../../src/features/cart/cartLines';
import { renderApp } from '../../support/renderApp';
import { waitForState } from '../../support/testStore';

type Rendered = ReturnType<typeof renderApp>;

const isBox = (item: CartItem) => item.productParentId === 'pp-gift-box';
const isNote = (item: CartItem) => item.productVariantId === GIFT_NOTE.productVariantId;
const items = ({ store }: Rendered) => store.getState().cart.cart?.items ?? [];

/** The gift box's product page, ready to add (stock and cart loaded). */
async function openGiftBoxPage() {
  const user = userEvent.setup();
  const app = renderApp('/produkt/presentask');
  const add = await screen.findByRole('button', { name: 'Lägg i varukorgen' });
  await waitFor(() => expect(add).toBeEnabled());
  await waitForState(app.store, (s) => s.cart.cart !== null);
  return { user, app, add };
}

async function addBoxWithNote(text: string) {
  const opened = await openGiftBoxPage();
  const { user, add } = opened;
  await user.click(
    await screen.findByRole('checkbox', { name: /^Lägg till ett hälsningskort \(\+29\s*kr\)$/ }),
  );
  await user.type(screen.getByRole('textbox', { name: 'Text på kortet' }), text);
  await user.click(add);
  await waitForState(
    opened.app.store,
    (s) => (s.cart.cart?.items.length ?? 0) === 2 && s.cart.adding.length === 0,
  );
  return opened;
}

async function goToCart({ router }: Rendered) {
  await act(() => router.navigate('/cart'));
  await screen.findByRole('heading', { level: 1, name: 'Varukorg' });
}

async function setStock(productVariantId: string, available: number) {
  const answer = await fetch('http://localhost/__mock/stock', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ productVariantId, available }),
  });
  expect(answer.status).toBe(200);
}

const noteGroup = (boxName: string) => screen.getByRole('group', { name: `Hälsningskort till ${boxName}` });

describe('gift notes', () => {
  it('offers the note with its price on the gift box page and checks the message before adding anything', async () => {
    const { user, app, add } = await openGiftBoxPage();
    const choice = screen.getByRole('checkbox', { name: /^Lägg till ett hälsningskort \(\+29\s*kr\)$/ });
    expect(screen.queryByRole('textbox', { name: 'Text på kortet' })).not.toBeInTheDocument();
    await user.click(choice);

    const field = screen.getByRole('textbox', { name: 'Text på kortet' });
    expect(screen.getByText('0 av 200 tecken')).toBeInTheDocument();
    await user.click(add);
    expect(await screen.findByText('Skriv en text till kortet.')).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.paste('x'.repeat(201));
    expect(screen.getByText('201 av 200 tecken')).toBeInTheDocument();
    expect(screen.getByText('Texten får vara högst 200 tecken.')).toBeInTheDocument();
    await user.click(add);
    expect(items(app)).toEqual([]);
    expect(app.store.getState().cart.adding).toEqual([]);
  });

  it('offers no note on a product that does not take one', async () => {
    renderApp('/produkt/tygkasse-canvas');
    await screen.findByRole('button', { name: 'Lägg i varukorgen' });
    expect(screen.queryByRole('checkbox', { name: /hälsningskort/ })).not.toBeInTheDocument();
  });

  it('adds the box with its note, shows the note in the box line, edits it, removes it, adds one again, and removing the box takes the note along', async () => {
    const { user, app } = await addBoxWithNote('Grattis på födelsedagen!');
    const [box, note] = items(app);
    expect(isBox(box!)).toBe(true);
    expect(note).toMatchObject({
      productVariantId: GIFT_NOTE.productVariantId,
      quantity: box!.quantity,
      options: { parentItem: box!.id, text: 'Grattis på födelsedagen!' },
    });
    const boxName = lineName(box!);

    await goToCart(app);
    // One line: the note sits inside the box's line, without a quantity control of its own.
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(screen.getAllByTestId('cart-line-quantity')).toHaveLength(1);
    const group = noteGroup(boxName);
    expect(within(group).getByTestId('gift-note-text')).toHaveTextContent('Grattis på födelsedagen!');
    expect(within(group).getByText(/29\s*kr/)).toBeInTheDocument();

    // Edit: the dialog opens on the current text and gives the focus back to Edit when done.
    const edit = within(group).getByRole('button', {
      name: `Ändra texten på hälsningskortet till ${boxName}`,
    });
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: `Ändra hälsningskortet till ${boxName}` });
    const field = within(dialog).getByRole('textbox', { name: 'Text på kortet' });
    expect(field).toHaveValue('Grattis på födelsedagen!');
    await user.clear(field);
    await user.type(field, 'Kram från oss');
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(noteGroup(boxName)).toHaveTextContent('Kram från oss');
    expect(
      screen.getByRole('button', { name: `Ändra texten på hälsningskortet till ${boxName}` }),
    ).toHaveFocus();
    expect(items(app).find(isNote)!.options.text).toBe('Kram från oss');
    expect(items(app)).toHaveLength(2);

    // Remove the note: the box stays, and Add takes the focus.
    await user.click(screen.getByRole('button', { name: `Ta bort kortet till ${boxName}` }));
    const addNote = await screen.findByRole('button', {
      name: `Lägg till hälsningskort till ${boxName}`,
    });
    expect(addNote).toHaveFocus();
    await waitFor(() => expect(items(app).map((i) => i.id)).toEqual([box!.id]));
    expect(within(noteGroup(boxName)).queryByTestId('gift-note-text')).not.toBeInTheDocument();

    // Add one from the cart, once the removal has settled.
    await waitFor(() => expect(addNote).toHaveAttribute('aria-disabled', 'false'));
    await user.click(addNote);
    const addDialog = await screen.findByRole('dialog', {
      name: `Lägg till ett hälsningskort till ${boxName}`,
    });
    await user.type(within(addDialog).getByRole('textbox', { name: 'Text på kortet' }), 'God jul');
    await user.click(within(addDialog).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(noteGroup(boxName)).getByTestId('gift-note-text')).toHaveTextContent('God jul');
    expect(items(app).filter(isNote)).toEqual([
      expect.objectContaining({ options: { parentItem: box!.id, text: 'God jul' } }),
    ]);

    // Remove the box: its note goes with it, on screen and in the backend's cart.
    await user.click(screen.getByRole('button', { name: `Ta bort ${boxName}` }));
    expect(await screen.findByText('Din varukorg är tom.')).toBeInTheDocument();
    await waitFor(() => expect(app.store.getState().cart.busy).toEqual([]));
    expect(items(app)).toEqual([]);
  });

  it('a refused edit keeps the dialog open with the typed text and says so; saving again works', async () => {
    const { user, app } = await addBoxWithNote('Hej');
    const boxName = lineName(items(app).find(isBox)!);
    await goToCart(app);
    addFault({ method: 'PUT', path: '/shopper/sessions/items/*/options', status: 503, times: 1 });

    await user.click(screen.getByRole('button', { name: `Ändra texten på hälsningskortet till ${boxName}` }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: 'Text på kortet' });
    await user.clear(field);
    await user.type(field, 'Hej då');
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));

    expect(await screen.findByText('Hälsningskortet kunde inte sparas')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Hälsningskortet kunde inte sparas. Din text finns kvar, försök igen.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('Hej då');
    expect(items(app).find(isNote)!.options.text).toBe('Hej');

    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(items(app).find(isNote)!.options.text).toBe('Hej då');
  });

  it('keeps the box and the typed text when only the note is refused, and offers the text again in the cart', async () => {
    await setStock(GIFT_NOTE.productVariantId, 0);
    const { user, app, add } = await openGiftBoxPage();
    await user.click(screen.getByRole('checkbox', { name: /^Lägg till ett hälsningskort/ }));
    const field = screen.getByRole('textbox', { name: 'Text på kortet' });
    await user.type(field, 'Till mormor');
    await user.click(add);

    expect(
      await screen.findByText(
        'Asken ligger i varukorgen, men inte hälsningskortet. Lägg till kortet från varukorgen.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Hälsningskorten är slut just nu.')).toBeInTheDocument();
    await waitForState(app.store, (s) => s.cart.adding.length === 0);
    expect(items(app).map((i) => i.productParentId)).toEqual(['pp-gift-box']);
    expect(field).toHaveValue('Till mormor');

    await setStock(GIFT_NOTE.productVariantId, 100);
    const boxName = lineName(items(app)[0]!);
    await goToCart(app);
    expect(
      within(noteGroup(boxName)).getByText(
        'Hälsningskortet kunde inte sparas. Din text finns kvar, försök igen.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Lägg till hälsningskort till ${boxName}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Text på kortet' })).toHaveValue('Till mormor');
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(items(app).find(isNote)!.options.text).toBe('Till mormor');
    expect(within(noteGroup(boxName)).queryByRole('alert')).not.toBeInTheDocument();
  });
});
