import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Market } from '../../../api/types';

export interface MarketMenuProps {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  markets: Market[];
  current: Market;
  onChoose: (market: Market) => void;
  onClose: () => void;
}

/** The options of the market selector: name, currency, upper-cased language, a check on the current one. */
export function MarketMenu({ id, labelledBy, anchor, markets, current, onChoose, onClose }: MarketMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
    >
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
    </Menu>
  );
}
