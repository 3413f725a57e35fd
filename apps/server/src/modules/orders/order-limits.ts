import type { CallerLimits } from '../../plugins/rate-limit.js';

/**
 * Orders one person and one address may create and re-price in 10 minutes (ORDER_LIMIT_PER_PERSON, 20, and
 * ORDER_LIMIT_PER_ADDRESS, 600; three times as many re-pricings). Creating and re-pricing reach the payment provider
 * and add rows. A customer places a handful of orders in a night, so 20 is a generous ceiling, and an update follows
 * each change at review; an address is shared by a venue's guest Wi-Fi or a carrier's NAT, so it allows the rush of a
 * busy bar (600 orders in 10 minutes is one a second).
 */
export function orderLimitsOf(config: { orderLimits: { perPerson: number; perAddress: number } }): OrderLimits {
  const window = (limit: number) => ({ limit, windowSeconds: 600 });
  const { perPerson, perAddress } = config.orderLimits;
  return {
    create: { perPerson: window(perPerson), perAddress: window(perAddress) },
    update: { perPerson: window(3 * perPerson), perAddress: window(3 * perAddress) },
  };
}
export type OrderLimits = { create: CallerLimits; update: CallerLimits };
