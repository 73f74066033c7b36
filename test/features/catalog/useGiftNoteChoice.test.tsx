import { act, renderHook } from '@testing-library/react';
import { useGiftNoteChoice } from '../../../src/features/catalog/components/useGiftNoteChoice';

it('wants no note until it is chosen, and none where none is offered', () => {
  const offered = renderHook(() => useGiftNoteChoice(true));
  expect(offered.result.current.note).toBeNull();
  expect(offered.result.current.holdsBack()).toBe(false);

  const notOffered = renderHook(() => useGiftNoteChoice(false));
  act(() => notOffered.result.current.setChecked(true));
  act(() => notOffered.result.current.field.onChange('Happy birthday'));
  expect(notOffered.result.current.note).toBeNull();
  expect(notOffered.result.current.holdsBack()).toBe(false);
});

it('holds the add back while a chosen note is empty, and then shows its problem', () => {
  const { result } = renderHook(() => useGiftNoteChoice(true));
  act(() => result.current.setChecked(true));
  expect(result.current.field.showError).toBe(false);
  let held = false;
  act(() => {
    held = result.current.holdsBack();
  });
  expect(held).toBe(true);
  expect(result.current.field.showError).toBe(true);
});

it('gives the cleaned note once its text is right', () => {
  const { result } = renderHook(() => useGiftNoteChoice(true));
  act(() => result.current.setChecked(true));
  act(() => result.current.field.onChange('  Happy birthday  '));
  expect(result.current.holdsBack()).toBe(false);
  expect(result.current.note).toBe('Happy birthday');
});
