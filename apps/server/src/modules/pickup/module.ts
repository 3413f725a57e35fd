import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import type { SmsNotices } from '../notices/index.js';
import { createOrderReads, createOrdersRepo } from '../orders/index.js';
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
  needs: ['access', 'smsNotices'],
  services: ({
    config,
    db,
    clock,
    metrics,
    access,
    smsNotices,
  }: Platform & { access: Access; smsNotices: SmsNotices }) => {
    const ordersRepo = createOrdersRepo(db);
    const orderReads = createOrderReads({ ordersRepo, access });
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
