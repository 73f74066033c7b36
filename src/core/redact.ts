/**
 * The one redaction used by Redux DevTools and the support log: secrets never leave the browser
 * in a recording. Keys are matched case-insensitively, at any depth.
 */
export const REDACTED = '[redacted]';

const secretKey =
  /^(password|confirmpassword|newpassword|currentpassword|pin|giftcardpin|token|accesstoken|access_token|refreshtoken|refresh_token|reset_password_token|resettoken|verificationtoken|checkouttoken|carttoken|authorization|secret|client_secret|base64|filecontents?|contents|datauri|dataurl)$/i;

/** A gift card kept as 'code|pin' keeps its code and loses its PIN. */
const giftCardWithPin = /^(\d[\d ]{7,})\|(\S+)$/;

export function redact<T>(value: T): T {
  return redactValue(value, new WeakMap()) as T;
}

function redactValue(value: unknown, seen: WeakMap<object, unknown>): unknown {
  if (typeof value === 'string') {
    return giftCardWithPin.test(value) ? value.replace(giftCardWithPin, `$1|${REDACTED}`) : value;
  }
  if (value === null || typeof value !== 'object') return value;
  const known = seen.get(value);
  if (known) return known;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(redactValue(item, seen));
    return copy;
  }
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) {
    copy[key] =
      secretKey.test(key) && item !== null && item !== undefined && item !== ''
        ? REDACTED
        : redactValue(item, seen);
  }
  return copy;
}
