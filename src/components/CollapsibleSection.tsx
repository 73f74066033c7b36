import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';

/**
 * A small disclosure: a text button with an arrow that shows or hides its content. `openWhen`
 * opens it when the content gets something the shopper must see (an error); the shopper can
 * still close it then.
 */
export function CollapsibleSection({
  label,
  openWhen = false,
  children,
}: {
  label: ReactNode;
  openWhen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(openWhen);
  const [seen, setSeen] = useState(openWhen);
  // Adjusted while rendering (React's "storing information from previous renders"): a new error opens it.
  if (openWhen !== seen) {
    setSeen(openWhen);
    if (openWhen) setOpen(true);
  }
  const regionId = useId();
  const expanded = open;
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
