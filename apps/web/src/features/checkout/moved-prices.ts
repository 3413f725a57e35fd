import { t } from '@lingui/core/macro';
import type { Product } from '@queueless/contracts';
import type { CartLine } from '#web/features/cart/cart-lines';
import { linePriceCents } from '#web/features/menu/line-price';
import { formatCents } from '#web/lib/money';

/**
 * A line's name as lineTitle (features/cart/cart-lines.ts) writes it, written out again: importing lineTitle here
 * made the menu's first-load chunk export it to this page (5 bytes gzip, over a budget with no room left).
 */
function titleOf(line: CartLine): string {
  return line.variantName ? `${line.name} (${line.variantName})` : line.name;
}

/**
 * One notice naming each cart line whose price, as the server answers it now (the order made ahead, or the menu read
 * again when that failed), is not the one the menu showed (the menu's answer cached when the review opened, decision
 * 074): "The price of House Lager changed from $7.00 to $7.50." Null when nothing moved or nothing was shown before.
 * The lines are priced from the server's answer, so the totals beside it are the server's.
 */
export function movedPricesNotice(lines: readonly CartLine[], shown: readonly Product[] | undefined): string | null {
  if (!shown) return null;
  const shownById = new Map(shown.map((product) => [product.productId, product]));
  const sentences = lines.flatMap((line) => {
    const product = shownById.get(line.productId);
    // The line as the menu showed it, with its choices (issue 39): its options' changes are no price move.
    const before = product ? linePriceCents(product, line, (id) => shownById.get(id)) : undefined;
    if (before === undefined || before === line.priceCents) return [];
    const title = titleOf(line);
    const from = formatCents(before);
    const to = formatCents(line.priceCents);
    return [t`The price of ${title} changed from ${from} to ${to}.`];
  });
  return sentences.length > 0 ? sentences.join(' ') : null;
}
