import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useSelector } from 'react-redux';
import type { FloorState } from './store';

const sections = ['order', 'prices', 'delivery', 'returns', 'complaints', 'privacy', 'rights', 'disputes'];
const paragraphs = ['p1', 'p2', 'p3', 'p4'];

/** Text only, as the shop's terms page: its largest paint is a heading or a paragraph. */
export function TermsPage() {
  const notice = useSelector((state: FloorState) => state.notice.text);
  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        <FormattedMessage id="terms.title" />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="terms.validFrom" values={{ date: '1 januari 2025' }} />
        {' · '}
        <FormattedMessage id="terms.sectionCount" values={{ count: sections.length }} />
      </Typography>
      {/* Its height is kept before the saga brings the text, so nothing moves when it comes. */}
      <Typography variant="body2" aria-live="polite" sx={{ minHeight: '1.43em', mb: 2 }}>
        {notice && <FormattedMessage id="terms.notice" values={{ text: notice }} />}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <FormattedMessage id="terms.intro" />
      </Typography>
      {sections.map((section) => (
        <section key={section}>
          <Typography variant="h2" gutterBottom sx={{ mt: 3 }}>
            <FormattedMessage id={`terms.${section}.heading`} />
          </Typography>
          {paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 2 }}>
              <FormattedMessage id={`terms.${section}.${paragraph}`} />
            </Typography>
          ))}
        </section>
      ))}
      <Typography sx={{ mb: 2 }}>
        <FormattedMessage id="terms.contact" />
      </Typography>
    </Container>
  );
}
