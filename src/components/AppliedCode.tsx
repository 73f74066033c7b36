import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { FormattedMessage, useIntl } from 'react-intl';
import { Tag } from './Tag';

/** Catalogue ids of an applied code's remove button. */
export interface AppliedCodeTexts {
  /** The button's accessible name, with the `{code}`. */
  remove: string;
  /** The spinner's name while the removal is on its way. */
  removing: string;
  /** The button's visible text. */
  removeShort: string;
}

interface AppliedCodeProps {
  code: string;
  /** What the tag shows, where it is more than the code. */
  label?: string;
  /** Its removal is on its way: the button waits and shows a spinner instead of its text. */
  busy: boolean;
  onRemove: () => void;
  texts: AppliedCodeTexts;
}

/** One item of a list of applied codes (vouchers, gift cards): the code's tag and its remove button. */
export function AppliedCode({ code, label = code, busy, onRemove, texts }: AppliedCodeProps) {
  const intl = useIntl();
  return (
    <li>
      <Tag color="success" variant="outlined">
        {label}
      </Tag>
      <Button
        size="small"
        disabled={busy}
        onClick={onRemove}
        aria-label={intl.formatMessage({ id: texts.remove }, { code })}
      >
        {busy ? (
          <CircularProgress size={16} aria-label={intl.formatMessage({ id: texts.removing })} />
        ) : (
          <FormattedMessage id={texts.removeShort} />
        )}
      </Button>
    </li>
  );
}
