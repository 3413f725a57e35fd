import type { SessionUser } from '@queueless/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Access } from '../staff/index.js';
import type { OrderRecord, OrdersRepo } from './orders.repo.js';

export type OrderReads = ReturnType<typeof createOrderReads>;

/** How an order is read by the modules that act on it (pickup, refunds): as it is, or as staff of its vendor. */
export function createOrderReads({ ordersRepo, access }: { ordersRepo: OrdersRepo; access: Access }) {
  return {
    async loadOrder(orderId: string): Promise<OrderRecord> {
      const record = await ordersRepo.getOrder(orderId);
      if (!record) throw new AppError('NOT_FOUND', 'Order ID not found');
      return record;
    },

    /**
     * The order, when the caller holds any role at its vendor: the role is read from the database on this call, in
     * the same statement as the order. Staff of another vendor are told it is another's.
     */
    async loadStaffOrder(user: SessionUser, orderId: string): Promise<OrderRecord> {
      const found = await ordersRepo.getOrderWithCallerRole(orderId, user.userId);
      if (!found) throw new AppError('NOT_FOUND', 'Order ID not found');
      if (!found.callerRole) throw await access.orderRefusal(user);
      return found.record;
    },
  };
}
