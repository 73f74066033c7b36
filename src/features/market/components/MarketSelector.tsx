import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import type { Market } from '../../../api/types';
import { lazyNamed } from '../../../components/lazyNamed';
import { useMenuButton } from '../../../components/useMenuButton';
import { marketChosen } from '../marketSlice';
import { selectCurrentMarket, selectMarkets } from '../selectors';
import type { MarketMenuProps } from './MarketMenu';

const menu = lazyNamed<MarketMenuProps>(() => import('./MarketMenu'), 'MarketMenu');

/**
 * The market selector (docs/rules.md#markets): a button with the market's name and currency, and
 * its menu.
 */
export function MarketSelector() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const markets = useAppSelector(selectMarkets);
  const current = useAppSelector(selectCurrentMarket);
  const { mounted, close, buttonProps, menuProps } = useMenuButton(menu.preload);

  const choose = (market: Market) => {
    close();
    if (market.id !== current.id) dispatch(marketChosen(market));
  };

  return (
    <>
      <Button
        {...buttonProps}
        color="inherit"
        aria-label={intl.formatMessage(
          { id: 'market.selector.label' },
          { name: current.name, currency: current.currency },
        )}
        disabled={markets.length === 0}
        sx={{ minWidth: { xs: 40, sm: 64 }, px: { xs: 1, sm: 1.5 } }}
      >
        {/* A phone shows the currency only; the name stays in the accessible name. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, whiteSpace: 'pre' }}>
          {current.name} ·{' '}
        </Box>
        {current.currency}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <menu.Component
            {...menuProps}
            markets={markets}
            current={current}
            onChoose={choose}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
