import { createContext, type ReactNode, useContext, useRef } from 'react';

/**
 * How long after an editor closes a tap on the list is taken for the second tap of a double tap. Closing an editor
 * moves the items under it up: the second tap on 'Save price' lands on the next item's price and opened its editor.
 */
export const GHOST_TAP_MS = 600;

const ClosedAt = createContext<{ current: number } | null>(null);

/** One guard for the whole inventory list: an editor closing in one item holds back the taps on every item. */
export function EditTapGuardProvider({ children }: { children: ReactNode }) {
  const closedAt = useRef(Number.NEGATIVE_INFINITY);
  return <ClosedAt.Provider value={closedAt}>{children}</ClosedAt.Provider>;
}

/** `closed()` when an editor closes; `isGhostTap()` for a tap that would open one (true: ignore it). */
export function useEditTapGuard() {
  const shared = useContext(ClosedAt);
  const own = useRef(Number.NEGATIVE_INFINITY);
  const closedAt = shared ?? own;
  return {
    closed: () => {
      closedAt.current = performance.now();
    },
    isGhostTap: () => performance.now() - closedAt.current < GHOST_TAP_MS,
  };
}
