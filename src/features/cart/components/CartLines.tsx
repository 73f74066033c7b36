import Box from '@mui/material/Box';
import type { Cart } from '../../../api/types';
import { CartLineCard } from './CartLineCard';

/** The cart's lines, child lines indented under their parents. */
export function CartLines({ cart, onNavigate }: { cart: Cart; onNavigate?: () => void }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {cart.items.map((item) => (
        <li key={item.id}>
          <CartLineCard
            item={item}
            currency={cart.currencyCode}
            isChild={Boolean(item.options.parentItem)}
            onNavigate={onNavigate}
          />
        </li>
      ))}
    </Box>
  );
}
