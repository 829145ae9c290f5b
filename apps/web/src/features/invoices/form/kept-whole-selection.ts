import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * Keeps a text box's text wholly selected when the app replaces it: a suggested number that
 * arrives after the clerk pressed Ctrl+A (or sat in the empty box) to type over it is typed over,
 * rather than typed after. React writing a new value puts the cursor at the end. Only while
 * `suggested`: once the clerk types, the text is theirs and the cursor theirs.
 */
export function useKeptWholeSelection(value: string, suggested: boolean) {
  const input: RefObject<HTMLInputElement | null> = useRef(null);
  const whole = useRef(false);
  const noteSelection = () => {
    const box = input.current;
    whole.current = box !== null && box.selectionStart === 0 && box.selectionEnd === box.value.length;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the suggested value changes.
  useLayoutEffect(() => {
    const box = input.current;
    if (!suggested || !box || document.activeElement !== box || !whole.current) return;
    box.select();
  }, [value, suggested]);
  return { ref: input, onSelect: noteSelection, onFocus: noteSelection };
}
