import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { BackLink } from './BackLink';
import { PageHead } from './head/PageHead';

interface SubPageHeadingProps {
  /** The h1's id, which labels the page's section. */
  id: string;
  /** Catalogue id of the page's title: the h1's text and the document title's. */
  titleId: string;
  /** The page it sits under. */
  backTo: string;
  /** Catalogue id of the back link's text. */
  backId: string;
}

/** The top of a page under another: its document title, the link back, and its h1. */
export function SubPageHeading({ id, titleId, backTo, backId }: SubPageHeadingProps) {
  const intl = useIntl();
  return (
    <>
      <PageHead title={intl.formatMessage({ id: titleId })} />
      <BackLink to={backTo}>
        <FormattedMessage id={backId} />
      </BackLink>
      <Typography id={id} variant="h1" gutterBottom>
        <FormattedMessage id={titleId} />
      </Typography>
    </>
  );
}
