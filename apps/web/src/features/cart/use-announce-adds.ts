import { t } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';
import type { CartLine } from '#web/features/cart/cart-lines';
import { getCart } from '#web/features/cart/cart-store';
import { announce } from '#web/lib/announce';

/** A cart changed this recently when the footer first shows was just added to; an older one was restored on arrival. */
const JUST_NOW_MS = 10_000;

/**
 * Says "House Lager added" in the polite live region whenever a line of the cart grows (Add, +, ADD TO CART), from
 * the menu's Order Now bar, which shows from the first item on: the menu's first load carries none of it (decision
 * 083). Nothing is said for a cart restored on arrival, nor for what the menu's first script said before the app took
 * over (`isSaidAlready`, decision 098).
 */
export function useAnnounceAdds(vendorLocationId: string, lines: CartLine[], isSaidAlready = false) {
  const seen = useRef<Map<string, number> | null>(null);
  useEffect(() => {
    const isJustMade = !isSaidAlready && Date.now() - Date.parse(getCart(vendorLocationId).updatedAt) < JUST_NOW_MS;
    const before = seen.current ?? (isJustMade ? new Map<string, number>() : null);
    if (before) {
      for (const line of lines) {
        const name = line.name;
        if (line.quantity > (before.get(line.key) ?? 0)) announce(t`${name} added`);
      }
    }
    seen.current = new Map(lines.map((line) => [line.key, line.quantity]));
  }, [vendorLocationId, lines, isSaidAlready]);
}
