import { isTypedText } from '../../lib/typedText';

/** The most a decision's reason may say; the order backend refuses longer ones. */
export const REASON_MAX_LENGTH = 2000;

/**
 * The message id of what is wrong with a reason, or null: it is required, bounded, and typed text
 * of several lines (docs/rules.md#typed-text).
 */
export function reasonError(reason: string): string | null {
  const text = reason.trim();
  if (!text) return 'orders.dialog.reasonRequired';
  if (text.length > REASON_MAX_LENGTH) return 'orders.dialog.reasonTooLong';
  if (!isTypedText(reason, 'lines')) return 'orders.dialog.reasonTypedText';
  return null;
}
