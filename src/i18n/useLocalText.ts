import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { LocalText } from './localText';

/** Resolves a LocalText with the current catalogue. */
export function useLocalText(): (text: LocalText) => string {
  const intl = useIntl();
  return useCallback(
    (text: LocalText) => ('text' in text ? text.text : intl.formatMessage({ id: text.id }, text.values)),
    [intl],
  );
}
