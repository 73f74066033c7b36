import { useCallback, useRef } from 'react';

/**
 * What a dialog focuses first, given once it has opened: the ref goes on the element (a button's
 * `ref`, a field's `inputRef`), the callback to the dialog's `slotProps.transition.onEntered`. An
 * `autoFocus` does not hold under StrictMode (`npm start`): MUI's focus trap runs its effect twice,
 * its cleanup hands the focus back to the opener, and it then focuses the dialog itself. The end of
 * the opening transition comes after both, in development and in the build alike.
 */
export function useDialogFirstFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const focus = useCallback(() => {
    const target = ref.current;
    if (!target) return;
    // The transition ends a quarter second after the click, later on a busy phone: a hurried
    // person (or autofill) may be in another field of the dialog by then, and taking the focus
    // back would put what they type next into the first field.
    const dialog = target.closest('[role="dialog"]');
    const active = target.ownerDocument.activeElement;
    if (dialog && active && active !== dialog && dialog.contains(active)) return;
    target.focus();
  }, []);
  return [ref, focus] as const;
}
