import { findOrdersByShortId as findOrdersByShortIdEndpoint, type Order } from '@queueless/contracts';
import { callEndpoint } from '#web/lib/api-client';

/** The location's recent orders whose id ends in the ORDER # a customer read out, newest first. */
export async function findOrdersByShortId(vendorLocationId: string, shortOrderId: string): Promise<Order[]> {
  const { items } = await callEndpoint(findOrdersByShortIdEndpoint, { params: { vendorLocationId, shortOrderId } });
  return items;
}
