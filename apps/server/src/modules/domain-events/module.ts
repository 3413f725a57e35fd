import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import { createEventConsumers } from './consumers.js';
import { createEventTail } from './event-tail.js';

/**
 * Domain events (decision 078): the table every module writes its changes to (`recordEvent`), the durable consumers'
 * cursors (`registerEventConsumer`) and this process's tail for the live streams (`eventTail`).
 */
export const domainEventsModule = defineModule({
  name: 'domain-events',
  services: ({ database, log }: Platform) => ({
    eventTail: createEventTail(database, { log }),
    eventConsumers: createEventConsumers(),
  }),
  sweeps: (app, { eventTail }) => {
    app.addHook('onClose', async () => eventTail.close());
  },
});
