import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The card that frames a sign-up form, with the page's one h1 and the choice of account type. */
export function SignupCard({
  title,
  chooser,
  intro,
  children,
}: {
  title: string;
  chooser?: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" sx={{ maxWidth: 720, mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
        {chooser}
        {intro ? <Typography sx={{ mb: 3 }}>{intro}</Typography> : null}
        {children}
      </CardContent>
    </Card>
  );
}
