import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { Market } from '../../../api/types';
import { AnchoredMenu, type AnchoredMenuProps } from '../../../components/AnchoredMenu';

export interface MarketMenuProps extends AnchoredMenuProps {
  markets: Market[];
  current: Market;
  onChoose: (market: Market) => void;
}

/** The options of the market selector: name, currency, upper-cased language, a check on the current one. */
export function MarketMenu({ markets, current, onChoose, ...menu }: MarketMenuProps) {
  return (
    <AnchoredMenu {...menu}>
      {markets.map((market) => {
        const selected = market.id === current.id;
        return (
          <MenuItem
            key={market.id}
            role="menuitemradio"
            aria-checked={selected}
            selected={selected}
            onClick={() => onChoose(market)}
          >
            <ListItemIcon aria-hidden="true">{selected ? '✓' : ''}</ListItemIcon>
            <ListItemText>
              {market.name} {market.currency} {market.language.toUpperCase()}
            </ListItemText>
          </MenuItem>
        );
      })}
    </AnchoredMenu>
  );
}
