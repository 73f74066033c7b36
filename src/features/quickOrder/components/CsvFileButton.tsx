import Button from '@mui/material/Button';
import { useRef, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';

/** A quick-order CSV of 100 lines is a few kB; anything far larger is not one. */
export const MAX_CSV_BYTES = 100 * 1024;

export type CsvOutcome =
  | { kind: 'read'; name: string; text: string }
  | { kind: 'tooLarge'; name: string }
  | { kind: 'unreadable'; name: string };

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/**
 * Picks a CSV (or text) file and hands its text to the page; the file itself never reaches the
 * store. A real button opens the browser's file picker, so it takes focus and Enter/Space.
 */
export function CsvFileButton({
  disabled,
  onOutcome,
}: {
  disabled?: boolean;
  onOutcome: (outcome: CsvOutcome) => void;
}) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const label = intl.formatMessage({ id: 'quickOrder.csv.button' });

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be picked again after it was edited.
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_CSV_BYTES) {
      onOutcome({ kind: 'tooLarge', name: file.name });
      return;
    }
    try {
      onOutcome({ kind: 'read', name: file.name, text: await readText(file) });
    } catch {
      onOutcome({ kind: 'unreadable', name: file.name });
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        aria-label={label}
        hidden
        tabIndex={-1}
        onChange={(event) => void onChange(event)}
      />
      <Button variant="outlined" disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
}
