import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import type { SmsNotices } from '../notices/index.js';
import type { OrderEventsHub, OrderLists, OrderReads } from '../orders/index.js';
import type { Access } from '../staff/index.js';
import { createPickupRepo } from './pickup.repo.js';
import { registerPickupRoutes } from './pickup.routes.js';
import { createPickupService } from './pickup.service.js';
import { createQueueRepo } from './queue.repo.js';
import { createQueueService } from './queue.service.js';

/**
 * Handing orders over: staff's order lists, completing an order, collecting a presale balance (decision 004), and the
 * bar's queue with its ready and receipt texts (decisions 070, 071).
 */
export const pickupModule = defineModule({
  name: 'pickup',
  needs: ['access', 'orderEvents', 'smsNotices', 'orderLists', 'orderReads'],
  services: ({
    config,
    db,
    clock,
    metrics,
    access,
    orderEvents,
    smsNotices,
    orderLists: ordersRepo,
    orderReads,
  }: Platform & {
    access: Access;
    orderEvents: OrderEventsHub;
    smsNotices: SmsNotices;
    orderLists: OrderLists;
    orderReads: OrderReads;
  }) => {
    const queueRepo = createQueueRepo(db);
    return {
      pickup: createPickupService({
        ordersRepo,
        pickupRepo: createPickupRepo(db),
        orderReads,
        access,
        orderEvents,
        clock,
        metrics,
      }),
      queueRepo,
      queue: createQueueService({
        queueRepo,
        ordersRepo,
        orderReads,
        access,
        orderEvents,
        smsNotices,
        publicBaseUrl: config.publicBaseUrl,
        clock,
      }),
    };
  },
  routes: registerPickupRoutes,
});
