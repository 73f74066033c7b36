import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { Market } from '../../../api/types';
import { marketChosen } from '../marketSlice';
import { selectCurrentMarket, selectMarkets } from '../selectors';

/** Spec point 2, "Market selector": name and currency; options with upper-cased language and a check. */
export function MarketSelector() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const markets = useAppSelector(selectMarkets);
  const current = useAppSelector(selectCurrentMarket);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();

  const choose = (market: Market) => {
    setAnchor(null);
    if (market.id !== current.id) dispatch(marketChosen(market));
  };

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={intl.formatMessage(
          { id: 'market.selector.label' },
          { name: current.name, currency: current.currency },
        )}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={markets.length === 0}
      >
        {current.name} · {current.currency}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {markets.map((market) => {
          const selected = market.id === current.id;
          return (
            <MenuItem
              key={market.id}
              role="menuitemradio"
              aria-checked={selected}
              selected={selected}
              onClick={() => choose(market)}
            >
              <ListItemIcon aria-hidden="true">{selected ? '✓' : ''}</ListItemIcon>
              <ListItemText>
                {market.name} {market.currency} {market.language.toUpperCase()}
              </ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
