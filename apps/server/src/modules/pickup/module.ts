import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import { createOrderReads, createOrdersRepo, type OrderEventsHub } from '../orders/index.js';
import type { Access } from '../staff/index.js';
import { createPickupRepo } from './pickup.repo.js';
import { registerPickupRoutes } from './pickup.routes.js';
import { createPickupService } from './pickup.service.js';

/** Handing orders over: staff's order lists, completing an order, collecting a presale balance (decision 004). */
export const pickupModule = defineModule({
  name: 'pickup',
  needs: ['access', 'orderEvents'],
  services: ({
    db,
    clock,
    metrics,
    access,
    orderEvents,
  }: Platform & { access: Access; orderEvents: OrderEventsHub }) => {
    const ordersRepo = createOrdersRepo(db);
    return {
      pickup: createPickupService({
        ordersRepo,
        pickupRepo: createPickupRepo(db),
        orderReads: createOrderReads({ ordersRepo, access }),
        access,
        orderEvents,
        clock,
        metrics,
      }),
    };
  },
  routes: registerPickupRoutes,
});
