import { t } from '@lingui/core/macro';
import type { Order, Product } from '@queueless/contracts';
import { dueNowCents } from '@queueless/contracts/deposits';
import { formatCents, toCents } from './money';

/**
 * Presale deposits in the browser (decision 018). The server prices every order; these only say beforehand what
 * it will charge, with the contract's own rounding, on pages off the menu's first load.
 */

/** What `quantity` of a product leaves to pay at pickup: the line less its deposit share. */
export function balanceAtPickupCents(product: Pick<Product, 'price' | 'depositPercent'>, quantity: number): number {
  const lineCents = toCents(product.price) * quantity;
  return lineCents - dueNowCents(lineCents, product.depositPercent);
}

/** "Pay 50% now, $25.00 at pickup" for a presale product; null when it is paid in full. */
export function depositNote(product: Pick<Product, 'price' | 'depositPercent'>, quantity = 1): string | null {
  const balanceCents = balanceAtPickupCents(product, quantity);
  if (balanceCents <= 0) return null;
  const percent = product.depositPercent ?? 0;
  const balance = formatCents(balanceCents);
  return t`Pay ${percent}% now, ${balance} at pickup`;
}

/** Whether part of the order is still to be paid to staff at pickup. */
export function hasBalanceDue(order: Pick<Order, 'balanceDueAtPickup'>): boolean {
  return toCents(order.balanceDueAtPickup) > 0;
}
