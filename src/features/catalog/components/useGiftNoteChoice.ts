import { useRef, useState } from 'react';
import { cleanNoteText, giftNoteError } from '../../cart';

/**
 * The product page's gift note as the buyer fills it in: whether it is wanted, its text, and
 * whether its problem shows yet. The note stays as typed after an add, also a failed one, so
 * nothing has to be written twice.
 */
export function useGiftNoteChoice(offered: boolean) {
  const [checked, setChecked] = useState(false);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const wanted = offered && checked;
  return {
    checked,
    setChecked,
    /** What GiftNoteField takes for the text. */
    field: {
      value: text,
      onChange: setText,
      showError: touched,
      onBlur: () => setTouched(true),
      inputRef: fieldRef,
    },
    /** The cleaned note to add with the product, or null where none is wanted. */
    note: wanted ? cleanNoteText(text) : null,
    /** A wanted note whose text is wrong holds the add back: its problem shows and it takes the focus. */
    holdsBack: () => {
      if (!wanted || !giftNoteError(text)) return false;
      setTouched(true);
      fieldRef.current?.focus();
      return true;
    },
  };
}

export type GiftNoteChoiceState = ReturnType<typeof useGiftNoteChoice>;
