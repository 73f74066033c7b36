import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

/** Replaces the form after sign-up (docs/rules.md#signup); focus moves to its heading so it is announced. */
export function ConfirmEmailCard({ email }: { email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card variant="outlined" sx={{ maxWidth: 640, mx: 'auto' }}>
      <CardContent>
        <Typography ref={heading} tabIndex={-1} variant="h1" gutterBottom sx={{ outline: 'none' }}>
          <FormattedMessage id="signup.confirm.title" />
        </Typography>
        <Typography>
          <FormattedMessage id="signup.confirm.body" values={{ email: <strong>{email}</strong> }} />
        </Typography>
        <Typography sx={{ mt: 2 }} color="text.secondary">
          <FormattedMessage id="signup.confirm.hint" />
        </Typography>
      </CardContent>
    </Card>
  );
}
