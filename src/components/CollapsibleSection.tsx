import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';

/**
 * A small disclosure: a text button with an arrow that shows or hides its content. `forceOpen` keeps
 * it open while the content has something the shopper must see (an error).
 */
export function CollapsibleSection({
  label,
  forceOpen = false,
  children,
}: {
  label: ReactNode;
  forceOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const expanded = open || forceOpen;
  return (
    <Box>
      <Button
        onClick={() => setOpen(!expanded)}
        aria-expanded={expanded}
        aria-controls={regionId}
        size="small"
        sx={{ px: 0 }}
      >
        {label}
        <span aria-hidden="true">&nbsp;{expanded ? '▴' : '▾'}</span>
      </Button>
      <Collapse in={expanded} id={regionId}>
        {children}
      </Collapse>
    </Box>
  );
}
