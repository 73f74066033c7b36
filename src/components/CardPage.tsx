import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A page that is one card with its heading (the password and invitation pages). When the card's state changes (a new
 * `stateKey`), focus moves to the new heading so screen-reader users hear what happened.
 */
export function CardPage({
  title,
  stateKey,
  children,
}: {
  title: ReactNode;
  stateKey: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [stateKey]);
  return (
    <Box sx={{ maxWidth: 520, mx: 'auto' }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography
            ref={heading}
            tabIndex={-1}
            variant="h1"
            sx={{ fontSize: '2rem', mb: 2, outline: 'none' }}
          >
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
