import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextField } from '../../../components/form/TextField';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { cartItemAddRequested, selectIsAddingToCart } from '../../cart';
import { GiftNoteChoice } from './GiftNoteChoice';
import { useGiftNoteChoice } from './useGiftNoteChoice';

interface AddToCartFormProps {
  productVariantId: string;
  /** The product parent and its order limit, so the cart checks the limit before the call. */
  productParentId: string;
  orderLimit?: number;
  outOfStock: boolean;
  /** Stock not known yet: wait rather than offer something that may be gone. */
  pending: boolean;
  /** The product comes with an optional gift note. */
  offersGiftNote?: boolean;
}

/** Whole numbers from 1 up; anything else typed counts as 1. */
export function parseQuantity(raw: string): number {
  const value = Math.floor(Number(raw));
  return Number.isFinite(value) && value >= 1 ? value : 1;
}

export function AddToCartForm({
  productVariantId,
  productParentId,
  orderLimit,
  outOfStock,
  pending,
  offersGiftNote = false,
}: AddToCartFormProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const adding = useAppSelector((state) => selectIsAddingToCart(state, productVariantId));
  const [quantity, setQuantity] = useState('1');
  const giftNote = useGiftNoteChoice(offersGiftNote);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (outOfStock || adding || pending) return;
    if (giftNote.holdsBack()) return;
    dispatch(
      cartItemAddRequested({
        productVariantId,
        quantity: parseQuantity(quantity),
        productParentId,
        ...(orderLimit !== undefined ? { orderLimit } : {}),
        ...(giftNote.note !== null ? { giftNote: giftNote.note } : {}),
      }),
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mb: 2 }}>
      {offersGiftNote ? <GiftNoteChoice choice={giftNote} disabled={outOfStock} /> : null}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <TextField
          label={intl.formatMessage({ id: 'catalog.product.quantity' })}
          type="number"
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          onBlur={() => setQuantity(String(parseQuantity(quantity)))}
          disabled={outOfStock}
          slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
          sx={{ width: 110 }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={outOfStock || adding || pending}
          sx={{ minHeight: 56, flexGrow: 1, maxWidth: 320 }}
        >
          <FormattedMessage
            id={
              outOfStock
                ? 'catalog.product.outOfStock'
                : adding
                  ? 'catalog.product.adding'
                  : 'catalog.product.addToCart'
            }
          />
        </Button>
      </Box>
    </Box>
  );
}
