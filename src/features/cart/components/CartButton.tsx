import { Suspense, useState } from 'react';
import { lazyNamed } from '../../../components/lazyNamed';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../core/hooks';
import { selectCartItemCount } from '../selectors';

const drawer = lazyNamed<{ open: boolean; onClose: () => void }>(() => import('./CartDrawer'), 'CartDrawer');

const BagIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M7 7V6a5 5 0 0 1 10 0v1h3l-1 14H5L4 7h3Zm2 0h6V6a3 3 0 0 0-6 0v1Zm-2.9 2 .8 10h10.2l.8-10H6.1Z"
    />
  </svg>
);

/**
 * MUI keeps an emptied badge's old number for its hide animation; once it has shrunk away it is
 * hidden, so the button shows no count its name ("Varukorg, 0 artiklar") does not say.
 */
const hiddenOnceGone: SxProps<Theme> = (theme) => ({
  '&.MuiBadge-invisible': {
    visibility: 'hidden',
    transition: `${theme.transitions.create('transform', {
      easing: theme.transitions.easing.easeInOut,
      duration: theme.transitions.duration.leavingScreen,
    })}, visibility 0s linear ${theme.transitions.duration.leavingScreen}ms`,
  },
});

export function CartButton() {
  const intl = useIntl();
  const count = useAppSelector(selectCartItemCount);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so its closing animation can run.
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={intl.formatMessage({ id: 'cart.button.label' }, { count })}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        onPointerEnter={drawer.preload}
        onFocus={drawer.preload}
      >
        <Badge badgeContent={count} color="secondary" max={99} slotProps={{ badge: { sx: hiddenOnceGone } }}>
          <BagIcon />
        </Badge>
      </IconButton>
      {mounted ? (
        <Suspense fallback={null}>
          <drawer.Component open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
