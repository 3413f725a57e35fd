import { type FocusEvent, useLayoutEffect, useRef } from 'react';

/**
 * Keeps focus when the focused control inside a slot replaces itself (Add → − 1 +, Ready → Ready ✓): when `key`
 * changes and focus has fallen to the page, it goes to `successor(slot)`. Spread the answer on the slot's element
 * (decision 083).
 */
export function useFocusSuccessor<T extends HTMLElement>(key: unknown, successor: (slot: T) => HTMLElement | null) {
  const ref = useRef<T>(null);
  const hadFocus = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the slot's content changes, which `key` names.
  useLayoutEffect(() => {
    if (hadFocus.current && ref.current && document.activeElement === document.body) successor(ref.current)?.focus();
  }, [key]);
  return {
    ref,
    onFocus: () => {
      hadFocus.current = true;
    },
    // Focus moved on to something else: the slot no longer holds it. (A removed control sends no blur.)
    onBlur: (event: FocusEvent) => {
      if (event.relatedTarget) hadFocus.current = false;
    },
  };
}
