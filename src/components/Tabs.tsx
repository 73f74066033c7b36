import Box from '@mui/material/Box';
import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import { createContext, useContext, type KeyboardEvent, type ReactNode } from 'react';

// The shop's tab list, after the WAI-ARIA tabs pattern: one tab in the tab order (the selected
// one), arrow keys, Home and End move the focus along the enabled tabs, Enter or Space selects.
// MUI's Tabs brings scroll buttons, an animated indicator and a roving-focus hook (about 8 kB
// gzip) for lists of two or three tabs that always fit.
// An `unavailable` tab is aria-disabled rather than disabled: the arrow keys still reach it, so a
// screen reader names it and reads its reason (aria-describedby), but it never opens.

interface TabsContext {
  value: string;
  onChange: (value: string) => void;
}

const Context = createContext<TabsContext | null>(null);

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const next = NEXT_KEYS[event.key];
  if (!next) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')];
  if (tabs.length === 0) return;
  event.preventDefault();
  const current = tabs.indexOf(document.activeElement as HTMLElement);
  tabs[next(Math.max(current, 0), tabs.length)]?.focus();
}

export interface TabsProps<T extends string> {
  value: T;
  onChange: (value: T) => void;
  'aria-label': string;
  children: ReactNode;
}

export function Tabs<T extends string>({ value, onChange, 'aria-label': label, children }: TabsProps<T>) {
  return (
    <Context.Provider value={{ value, onChange: onChange as (value: string) => void }}>
      <Box
        role="tablist"
        aria-label={label}
        onKeyDown={moveFocus}
        sx={{ display: 'flex', overflowX: 'auto', borderBottom: 1, borderColor: 'divider' }}
      >
        {children}
      </Box>
    </Context.Provider>
  );
}

export interface TabProps extends Omit<ButtonBaseProps, 'value' | 'children' | 'role'> {
  value: string;
  label: ReactNode;
  id: string;
  'aria-controls': string;
  /**
   * Shown, focusable with the arrow keys and dimmed, but it does not open: aria-disabled, with no
   * panel to control. Give the reason with aria-describedby pointing to visible text.
   */
  unavailable?: boolean;
}

export function Tab({ value, label, unavailable = false, 'aria-controls': controls, ...button }: TabProps) {
  const tabs = useContext(Context);
  if (!tabs) throw new Error('a Tab belongs in Tabs');
  const selected = !unavailable && tabs.value === value;
  return (
    <ButtonBase
      {...button}
      role="tab"
      aria-selected={selected}
      aria-controls={unavailable ? undefined : controls}
      aria-disabled={unavailable || undefined}
      disableRipple={unavailable || button.disableRipple}
      tabIndex={selected ? 0 : -1}
      onClick={() => {
        if (!unavailable) tabs.onChange(value);
      }}
      sx={{
        typography: 'button',
        minHeight: 48,
        minWidth: 90,
        px: 2,
        py: 1.5,
        flexShrink: 0,
        color: selected ? 'primary.main' : 'text.secondary',
        // The selected tab's underline, drawn over the list's own border.
        boxShadow: selected ? 'inset 0 -2px 0 currentColor' : 'none',
        '&:hover': { color: selected ? 'primary.main' : 'text.primary' },
        '&.Mui-disabled, &[aria-disabled="true"]': { color: 'text.disabled' },
        '&[aria-disabled="true"]': { cursor: 'not-allowed' },
        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      {label}
    </ButtonBase>
  );
}
