import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Suspense, useDeferredValue, type ReactNode } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import type { LegalBlock, LegalDocumentContent, LegalMessageId } from '../types';
import { useLegalTexts } from '../useLegalTexts';
import { legalUpdated } from '../legalUpdated';
import { describe } from '../../../components/head/describe';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { PageHead } from '../../../components/head/PageHead';
import { usePublicPage } from '../../market';

const CUSTOMER_SERVICE_EMAIL = 'kundservice@printfabriken.se';

/** Placeholders available to every legal message. */
const values = {
  email: <Link href={`mailto:${CUSTOMER_SERVICE_EMAIL}`}>{CUSTOMER_SERVICE_EMAIL}</Link>,
};

function Paragraph({ id }: { id: LegalMessageId }) {
  return (
    <Typography variant="body1" component="p" sx={{ mb: 2 }}>
      <FormattedMessage id={id} values={values} />
    </Typography>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <Paragraph id={block} />;
  return (
    <Box component="ul" sx={{ pl: 3, mt: 0, mb: 2 }}>
      {block.map((id) => (
        <Typography key={id} variant="body1" component="li" sx={{ mb: 0.5 }}>
          <FormattedMessage id={id} values={values} />
        </Typography>
      ))}
    </Box>
  );
}

/**
 * The shared layout of the legal pages: one <article> labelled by its h1, an
 * introduction, then one <section> per part, each labelled by its h2. Text
 * comes from the react-intl catalogue; the reading width is kept to about 70
 * characters per line. Also sets document.title.
 */
export default function LegalDocument({ content }: { content: LegalDocumentContent }) {
  return (
    // The same skeleton as while the route's code loads, so the page does not change shape twice.
    <Suspense fallback={<PageSkeleton />}>
      <WithLegalMessages>
        <LegalDocumentBody content={content} />
      </WithLegalMessages>
    </Suspense>
  );
}

/**
 * The long legal texts load apart from the shop's main catalogue, one language at a time (see
 * legalTexts.ts), so every other page, and the other language, loads without them.
 */
function WithLegalMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  // After a language switch the texts shown stay until the new ones have come (the deferred
  // render waits for them), as the shop's own catalogues do: a reader is not thrown back to a
  // skeleton and the top of the page.
  const texts = useLegalTexts(useDeferredValue(intl.locale));
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      messages={{ ...intl.messages, ...texts }}
    >
      {children}
    </IntlProvider>
  );
}

function LegalDocumentBody({ content }: { content: LegalDocumentContent }) {
  const intl = useIntl();
  const { path, alternates, locale } = usePublicPage(content.page);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHead
        title={intl.formatMessage({ id: content.title })}
        page={{
          path,
          alternates,
          locale,
          description: describe(intl.formatMessage({ id: content.intro }, { email: CUSTOMER_SERVICE_EMAIL })),
        }}
      />
      <Box component="article" aria-labelledby={content.id} sx={{ maxWidth: '70ch', mx: 'auto' }}>
        <Typography id={content.id} variant="h4" component="h1" sx={{ mb: 3 }}>
          <FormattedMessage id={content.title} />
        </Typography>
        <Typography variant="body2" component="p" sx={{ mb: 2, color: 'text.secondary' }}>
          <FormattedMessage
            id="legal.updated"
            values={{
              date: intl.formatDate(legalUpdated[content.page], { dateStyle: 'long', timeZone: 'UTC' }),
            }}
          />
        </Typography>
        <Typography variant="body1" component="p" sx={{ mb: 3, fontSize: '1.0625rem' }}>
          <FormattedMessage id={content.intro} values={values} />
        </Typography>
        {content.sections.map((section) => (
          <Box key={section.id} component="section" aria-labelledby={section.id} sx={{ mb: 3 }}>
            <Typography id={section.id} variant="h5" component="h2" sx={{ mb: 1.5 }}>
              <FormattedMessage id={section.heading} />
            </Typography>
            {section.content.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </Box>
        ))}
      </Box>
    </Container>
  );
}
