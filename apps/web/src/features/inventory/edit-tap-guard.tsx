import { createContext, type MouseEvent, type ReactNode, useContext, useRef } from 'react';

/**
 * How long after an editor closes a tap where it was is taken for the second tap of a double tap. Closing an editor
 * moves the items under it up into its place: the second tap on 'Save price' landed on the next item's price and
 * opened its editor.
 */
export const GHOST_TAP_MS = 600;

type Closed = { at: number; area: { left: number; top: number; right: number; bottom: number } | null };
const LastClosed = createContext<{ current: Closed } | null>(null);
const never: Closed = { at: Number.NEGATIVE_INFINITY, area: null };

/** One guard for the whole inventory list: an editor closing in one item holds back the taps on every item. */
export function EditTapGuardProvider({ children }: { children: ReactNode }) {
  const lastClosed = useRef(never);
  return <LastClosed.Provider value={lastClosed}>{children}</LastClosed.Provider>;
}

/**
 * `closed(editor)` as an editor closes (the element it filled); `isGhostTap(event)` for a tap that would open one:
 * true for a pointer tap inside the closed editor's area within GHOST_TAP_MS (ignore it). A tap elsewhere (the same
 * item's other field, above it) and a keyboard press are never held back.
 */
export function useEditTapGuard() {
  const shared = useContext(LastClosed);
  const own = useRef(never);
  const lastClosed = shared ?? own;
  return {
    closed: (editor: Element | null) => {
      const rect = editor?.getBoundingClientRect();
      lastClosed.current = {
        at: performance.now(),
        area: rect ? { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom } : null,
      };
    },
    isGhostTap: (event: MouseEvent) => {
      const { at, area } = lastClosed.current;
      if (event.detail === 0 || !area || performance.now() - at >= GHOST_TAP_MS) return false;
      const { clientX: x, clientY: y } = event;
      return x >= area.left && x <= area.right && y >= area.top && y <= area.bottom;
    },
  };
}
