import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** The link above a page's heading to the page it sits under (the account overview, the order list). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} sx={{ display: 'inline-block', mb: 1 }}>
      {children}
    </Link>
  );
}
