import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageHead } from '../components/head/PageHead';

/**
 * What a page that went wrong says, and the one way on it offers (`children`). The title names
 * the tab too: the page it stands for has no title of its own to give.
 */
export function PageMessage({
  titleId,
  bodyId,
  children,
}: {
  titleId: string;
  bodyId: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <>
      <PageHead title={intl.formatMessage({ id: titleId })} />
      <Typography variant="h1" gutterBottom>
        <FormattedMessage id={titleId} />
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <FormattedMessage id={bodyId} />
      </Typography>
      {children}
    </>
  );
}
