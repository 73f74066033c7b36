import { useId, useState, type MouseEvent } from 'react';

/** What every header menu gets: its id, the button that names it, and where it opens (null: closed). */
export interface MenuWiring {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
}

/**
 * A button that opens a menu loaded on first use (lazyNamed): the ids and aria wiring between
 * the two, the menu's code fetched on hover or focus, and mounted only once it was first opened.
 */
export function useMenuButton(preload: () => void) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [mounted, setMounted] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  return {
    mounted,
    close: () => setAnchor(null),
    buttonProps: {
      id: buttonId,
      'aria-haspopup': 'menu' as const,
      'aria-controls': anchor ? menuId : undefined,
      'aria-expanded': anchor ? ('true' as const) : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => {
        setMounted(true);
        setAnchor(event.currentTarget);
      },
      onPointerEnter: preload,
      onFocus: preload,
    },
    menuProps: { id: menuId, labelledBy: buttonId, anchor } satisfies MenuWiring,
  };
}
