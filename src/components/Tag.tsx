import Box from '@mui/material/Box';
import type { ComponentProps, ReactNode } from 'react';

type TagColor = 'default' | 'primary' | 'info' | 'success' | 'warning' | 'error';

interface TagProps extends Omit<ComponentProps<'span'>, 'color'> {
  color?: TagColor;
  /** Filled for a label that stands out ("Default"); outlined for a quieter state ("Delivered"). */
  variant?: 'filled' | 'outlined';
  children: ReactNode;
}

function colours(color: TagColor, variant: 'filled' | 'outlined') {
  if (variant === 'outlined') {
    return color === 'default'
      ? { color: 'text.primary', borderColor: 'grey.400' }
      : { color: `${color}.main`, borderColor: `${color}.main` };
  }
  return color === 'default'
    ? { color: 'text.primary', bgcolor: 'action.selected', borderColor: 'transparent' }
    : { color: `${color}.contrastText`, bgcolor: `${color}.main`, borderColor: 'transparent' };
}

/**
 * A small label beside a name ("Default", "Inactive", an order's state): text, not a control. MUI's
 * Chip is built to be clickable and deletable, and costs its route about 3 kB gzip for a coloured
 * span; the lint config keeps it out of the app. Other props (a tab stop and a description for a
 * tooltip) go to the span.
 */
export function Tag({ color = 'default', variant = 'filled', children, ...rest }: TagProps) {
  return (
    <Box
      component="span"
      {...rest}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        flexShrink: 0,
        height: 24,
        px: 1,
        border: '1px solid',
        borderRadius: 3,
        typography: 'caption',
        lineHeight: 1,
        whiteSpace: 'nowrap',
        ...colours(color, variant),
      }}
    >
      {children}
    </Box>
  );
}
