import type { AppInstance } from '../../app-types.js';
import {
  type ConsumerHost,
  type EventConsumer,
  registerEventConsumer,
  runAfterCommit,
} from '../domain-events/index.js';
import type { SmsNotices } from '../notices/index.js';
import type { QueueRepo } from './queue.repo.js';
import { orderPagePath, READY_TEXT_TTL_MS, readyMessage, readyNoticeKey } from './queue.service.js';

/**
 * The customer's "your order is ready" text (decision 071), as a consumer of `order.ready` (decision 078): written to
 * the SMS outbox in the consumer's transaction (one per order, by its key), unless the customer turned texts off, and
 * sent after that commit (and by the outbox's sweep whatever happens to that send). It is news for two hours after the
 * tap.
 */
export function readyTexts(deps: {
  queueRepo: QueueRepo;
  smsNotices: SmsNotices;
  publicBaseUrl: string;
}): EventConsumer {
  const { queueRepo, smsNotices, publicBaseUrl } = deps;
  return {
    name: 'order-ready-texts',
    types: ['order.ready'],
    async handle(event, tx) {
      const orderId = event.aggregateId;
      const contact = await queueRepo.textContactOf(orderId, tx);
      if (!contact?.textsEnabled || !event.vendorLocationId) return;
      const key = readyNoticeKey(orderId);
      await smsNotices.queue(tx, {
        key,
        to: contact.phoneNumber,
        // In the customer's language, never the language of the staff member who marked it ready (decision 097).
        body: readyMessage(
          orderId,
          `${publicBaseUrl}${orderPagePath(event.vendorLocationId, orderId)}`,
          contact.language,
        ),
        expiresAt: new Date(event.createdAt.getTime() + READY_TEXT_TTL_MS),
      });
      runAfterCommit(() => smsNotices.sendAfterCommit([key]));
    },
  };
}

/** Runs the ready texts' consumer on this API process (the module's `sweeps`). */
export function registerReadyTexts(app: AppInstance, services: ConsumerHost & { readyTexts: EventConsumer }): void {
  registerEventConsumer(app, services, services.readyTexts);
}
