import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import type { EventConsumers } from '../domain-events/index.js';
import type { SmsNotices } from '../notices/index.js';
import type { OrderEventsHub, OrderLists, OrderReads } from '../orders/index.js';
import type { Access } from '../staff/index.js';
import { createPickupRepo } from './pickup.repo.js';
import { registerPickupRoutes } from './pickup.routes.js';
import { createPickupService } from './pickup.service.js';
import { createQueueRepo } from './queue.repo.js';
import { createQueueService } from './queue.service.js';
import { readyTexts, registerReadyTexts } from './ready-texts.js';

/**
 * Handing orders over: staff's order lists, completing an order, collecting a presale balance (decision 004), and the
 * bar's queue with its ready and receipt texts (decisions 070, 071).
 */
export const pickupModule = defineModule({
  name: 'pickup',
  needs: ['access', 'orderEvents', 'smsNotices', 'orderLists', 'orderReads', 'eventConsumers'],
  services: ({
    config,
    db,
    clock,
    metrics,
    access,
    smsNotices,
    orderLists: ordersRepo,
    orderReads,
  }: Platform & {
    access: Access;
    // The queue's streams (its routes) follow the order's events (decision 078).
    orderEvents: OrderEventsHub;
    smsNotices: SmsNotices;
    orderLists: OrderLists;
    orderReads: OrderReads;
    // Its sweep runs the ready texts' consumer (decision 078).
    eventConsumers: EventConsumers;
  }) => {
    const queueRepo = createQueueRepo(db);
    return {
      readyTexts: readyTexts({ queueRepo, smsNotices, publicBaseUrl: config.publicBaseUrl }),
      pickup: createPickupService({
        ordersRepo,
        pickupRepo: createPickupRepo(db),
        orderReads,
        access,
        clock,
        metrics,
      }),
      queueRepo,
      queue: createQueueService({
        queueRepo,
        ordersRepo,
        orderReads,
        access,
        smsNotices,
        publicBaseUrl: config.publicBaseUrl,
        clock,
      }),
    };
  },
  routes: registerPickupRoutes,
  sweeps: registerReadyTexts,
});
