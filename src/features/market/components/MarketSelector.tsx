import { Suspense, useId, useState } from 'react';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import type { Market } from '../../../api/types';
import { lazyNamed } from '../../../components/lazyNamed';
import { marketChosen } from '../marketSlice';
import { selectCurrentMarket, selectMarkets } from '../selectors';
import type { MarketMenuProps } from './MarketMenu';

const menu = lazyNamed<MarketMenuProps>(() => import('./MarketMenu'), 'MarketMenu');

/** Spec point 2, "Market selector": a button with the market's name and currency, and its menu. */
export function MarketSelector() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const markets = useAppSelector(selectMarkets);
  const current = useAppSelector(selectCurrentMarket);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [mounted, setMounted] = useState(false);
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
        onClick={(event) => {
          setMounted(true);
          setAnchor(event.currentTarget);
        }}
        onPointerEnter={menu.preload}
        onFocus={menu.preload}
        disabled={markets.length === 0}
      >
        {current.name} · {current.currency}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <menu.Component
            id={menuId}
            labelledBy={buttonId}
            anchor={anchor}
            markets={markets}
            current={current}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
