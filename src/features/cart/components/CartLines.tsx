import Box from '@mui/material/Box';
import type { Cart, CartItem } from '../../../api/types';
import { lineName } from '../cartLines';
import { giftNoteOf, isGiftNote, takesGiftNote } from '../giftNote';
import { CartLineCard } from './CartLineCard';
import { GiftNoteSection } from './GiftNoteSection';

const takesNote = (item: CartItem) => !item.options.parentItem && takesGiftNote(item.productParentId);

/**
 * The cart's lines, child lines indented under their parents; a gift box shows its note inside
 * its own line rather than as a line of its own.
 */
export function CartLines({ cart, onNavigate }: { cart: Cart; onNavigate?: () => void }) {
  const boxes = new Set(cart.items.filter(takesNote).map((item) => item.id));
  // Only the note a box shows; any other child line (a second note too) keeps a line of its own.
  const shownInBox = (item: CartItem) => {
    const boxId = item.options.parentItem;
    return (
      isGiftNote(item) && boxId !== undefined && boxes.has(boxId) && giftNoteOf(cart.items, boxId) === item
    );
  };
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {cart.items
        .filter((item) => !shownInBox(item))
        .map((item) => (
          <li key={item.id}>
            <CartLineCard
              item={item}
              currency={cart.currencyCode}
              isChild={Boolean(item.options.parentItem)}
              onNavigate={onNavigate}
            >
              {boxes.has(item.id) ? (
                <GiftNoteSection
                  box={item}
                  boxName={lineName(item)}
                  note={giftNoteOf(cart.items, item.id)}
                  currency={cart.currencyCode}
                />
              ) : null}
            </CartLineCard>
          </li>
        ))}
    </Box>
  );
}
