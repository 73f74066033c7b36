import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { TextField } from '../../../components/form/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { paths } from '../../../core/paths';
import { MAX_QUICK_ORDER_LINES } from '../parseQuickOrder';
import { addRequested, checkRequested, cleared, textChanged } from '../quickOrderSlice';
import {
  selectAddableLines,
  selectIsQuickOrderAdding,
  selectIsQuickOrderCheckCurrent,
  selectIsQuickOrderChecking,
  selectQuickOrderCheck,
  selectQuickOrderInputError,
  selectQuickOrderLastAdded,
  selectQuickOrderLines,
  selectQuickOrderText,
} from '../selectors';
import { CsvFileButton, type CsvOutcome } from './CsvFileButton';
import { QuickOrderTable } from './QuickOrderTable';

const INPUT_ID = 'quick-order-lines';
const RESULTS_TITLE_ID = 'quick-order-results';

/** What the live region says about the file just read. */
const fileNotice = (outcome: CsvOutcome) => ({
  id: `quickOrder.csv.${outcome.kind === 'read' ? 'loaded' : outcome.kind}`,
  values: { name: outcome.name },
});

/** The quick order itself: the text, the check, the checked lines and the add. */
export function QuickOrderPanel() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const text = useAppSelector(selectQuickOrderText);
  const lines = useAppSelector(selectQuickOrderLines);
  const addable = useAppSelector(selectAddableLines);
  const check = useAppSelector(selectQuickOrderCheck);
  const inputError = useAppSelector(selectQuickOrderInputError);
  const checking = useAppSelector(selectIsQuickOrderChecking);
  const adding = useAppSelector(selectIsQuickOrderAdding);
  const current = useAppSelector(selectIsQuickOrderCheckCurrent);
  const lastAdded = useAppSelector(selectQuickOrderLastAdded);
  const [file, setFile] = useState<CsvOutcome | null>(null);

  const onFile = (outcome: CsvOutcome) => {
    setFile(outcome);
    if (outcome.kind !== 'read') return;
    // As a text area holds it: a file's CRLF or CR line ends become LF.
    dispatch(textChanged(outcome.text.replace(/\r\n?/g, '\n')));
    dispatch(checkRequested());
  };

  const problems = lines.filter((line) => line.problem).length;
  const stale = lines.length > 0 && !checking && !current && check.status === 'succeeded';

  return (
    <>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setFile(null);
          dispatch(checkRequested());
        }}
        sx={{ mb: 3 }}
      >
        <TextField
          id={INPUT_ID}
          label={intl.formatMessage({ id: 'quickOrder.input.label' })}
          helperText={intl.formatMessage({ id: 'quickOrder.input.help' }, { max: MAX_QUICK_ORDER_LINES })}
          placeholder={intl.formatMessage({ id: 'quickOrder.input.placeholder' })}
          value={text}
          onChange={(event) => dispatch(textChanged(event.target.value))}
          error={inputError !== null}
          multiline
          minRows={6}
          maxRows={20}
          fullWidth
          disabled={adding}
          slotProps={{
            htmlInput: { spellCheck: false, autoCapitalize: 'characters', sx: { fontFamily: 'monospace' } },
          }}
        />
        {inputError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {inputError.code === 'tooManyLines' ? (
              <FormattedMessage
                id="quickOrder.error.tooManyLines"
                values={{ max: inputError.max, count: inputError.count }}
              />
            ) : (
              <FormattedMessage id="quickOrder.error.empty" />
            )}
          </Alert>
        ) : null}
        {file && file.kind !== 'read' ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            <FormattedMessage {...fileNotice(file)} />
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={checking || adding}>
            <FormattedMessage id={checking ? 'quickOrder.checking' : 'quickOrder.check'} />
          </Button>
          <CsvFileButton disabled={checking || adding} onOutcome={onFile} />
          <Button
            variant="text"
            disabled={adding || (text === '' && lines.length === 0)}
            onClick={() => {
              setFile(null);
              dispatch(cleared());
            }}
          >
            <FormattedMessage id="quickOrder.clear" />
          </Button>
        </Stack>
      </Box>

      <Box component="section" aria-labelledby={RESULTS_TITLE_ID}>
        <Typography id={RESULTS_TITLE_ID} variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
          <FormattedMessage id="quickOrder.results.title" />
        </Typography>
        {/* Announced as it changes: the check's progress and outcome, the add's outcome. */}
        <Box role="status" aria-live="polite" sx={{ mb: 2 }}>
          {checking ? (
            <Typography>
              <FormattedMessage id="quickOrder.checking" />
            </Typography>
          ) : check.status === 'failed' ? (
            // Inside the live region already: not a second, assertive one.
            <Alert severity="error" role="none">
              <FormattedMessage id="quickOrder.error.checkFailed" />
            </Alert>
          ) : (
            <>
              {file?.kind === 'read' ? (
                <Typography>
                  <FormattedMessage {...fileNotice(file)} />
                </Typography>
              ) : null}
              {lastAdded !== null ? (
                <Typography>
                  {lastAdded > 0 ? (
                    <FormattedMessage id="quickOrder.added" values={{ count: lastAdded }} />
                  ) : (
                    <FormattedMessage id="quickOrder.addedNone" />
                  )}{' '}
                  {lastAdded > 0 ? (
                    <Link component={RouterLink} to={paths.cart}>
                      <FormattedMessage id="quickOrder.goToCart" />
                    </Link>
                  ) : null}
                </Typography>
              ) : null}
              {lines.length > 0 && check.status === 'succeeded' ? (
                <Typography>
                  <FormattedMessage
                    id={lastAdded !== null ? 'quickOrder.summary.remaining' : 'quickOrder.summary'}
                    values={{ total: lines.length, ready: addable.length, problems }}
                  />
                </Typography>
              ) : null}
              {lines.length === 0 && lastAdded === null ? (
                <Typography color="text.secondary">
                  <FormattedMessage id="quickOrder.results.empty" />
                </Typography>
              ) : null}
            </>
          )}
        </Box>

        {lines.length > 0 ? (
          <>
            <QuickOrderTable lines={lines} checking={checking} labelledBy={RESULTS_TITLE_ID} />
            {stale ? (
              <Alert severity="info" sx={{ mt: 2 }}>
                <FormattedMessage id="quickOrder.stale" />
              </Alert>
            ) : null}
            <Box sx={{ mt: 2 }}>
              <Button
                variant="contained"
                size="large"
                disabled={adding || checking || !current || addable.length === 0}
                aria-busy={adding}
                onClick={() => dispatch(addRequested())}
              >
                {adding ? (
                  <FormattedMessage id="quickOrder.adding" />
                ) : (
                  <FormattedMessage id="quickOrder.add" values={{ count: addable.length }} />
                )}
              </Button>
            </Box>
          </>
        ) : null}
      </Box>
    </>
  );
}
