import { type FocusEvent, type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * Keeps focus when the focused control inside a slot replaces itself (Add → − 1 +, Ready → Ready ✓): when `key`
 * changes and focus has fallen to the page, it goes to `successor(slot)` — by default the slot's last enabled button,
 * the one that does the same again (+ after Add). Spread `bind` on the slot's element (decision 083).
 */
export function useFocusSuccessor<T extends HTMLElement>(
  key: unknown,
  successor: (slot: T) => HTMLElement | null | undefined = lastButton,
): { ref: RefObject<T | null>; onFocus: () => void; onBlur: (event: FocusEvent) => void } {
  const ref = useRef<T>(null);
  const hadFocus = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the slot's content changes, which `key` names.
  useLayoutEffect(() => {
    const slot = ref.current;
    const active = document.activeElement;
    if (hadFocus.current && slot && (!active || active === document.body)) successor(slot)?.focus();
  }, [key]);
  return {
    ref,
    onFocus: () => {
      hadFocus.current = true;
    },
    // Focus moved on to something else: the slot no longer holds it. (A removed control sends no blur.)
    onBlur: (event) => {
      if (event.relatedTarget) hadFocus.current = false;
    },
  };
}

function lastButton(slot: HTMLElement) {
  const buttons = slot.querySelectorAll<HTMLElement>('button:not(:disabled)');
  return buttons[buttons.length - 1];
}
