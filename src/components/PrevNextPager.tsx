import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface PrevNextPagerProps {
  page: number;
  pages: number;
  /** While a page loads, both buttons wait. */
  busy: boolean;
  onPage: (page: number) => void;
  /** Names the navigation ("Pages of users"). */
  label: string;
  /** Where the reader is ("Sida 2 av 3"); announced politely when it changes. */
  status: ReactNode;
  justify?: 'flex-start' | 'flex-end';
}

/** Previous and Next around the page the reader is on: the server's pages of companies or users. */
export function PrevNextPager({
  page,
  pages,
  busy,
  onPage,
  label,
  status,
  justify = 'flex-start',
}: PrevNextPagerProps) {
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: justify, gap: 1, mt: 1, flexWrap: 'wrap' }}
    >
      <Button size="small" variant="outlined" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
        <FormattedMessage id="pager.previous" />
      </Button>
      <Typography variant="body2" role="status" aria-live="polite">
        {status}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        disabled={busy || page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <FormattedMessage id="pager.next" />
      </Button>
    </Box>
  );
}
