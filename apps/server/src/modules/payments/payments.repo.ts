import { eq } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { webhookEvents } from './payments.tables.js';

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;

export function createPaymentsRepo(db: Db) {
  return {
    /** Runs `work` in one transaction (a delivery's record with what its handling writes). */
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Whether a delivery's event was handled before (a redelivery). */
    async hasWebhookEvent(eventId: string): Promise<boolean> {
      const [found] = await db
        .select({ eventId: webhookEvents.eventId })
        .from(webhookEvents)
        .where(eq(webhookEvents.eventId, eventId))
        .limit(1);
      return found !== undefined;
    },

    /** Records a handled delivery's event id (a delivery handled twice at once records it once). */
    async recordWebhookEvent(
      event: { eventId: string; provider: string; type: string },
      executor: Executor = db,
    ): Promise<void> {
      await executor.insert(webhookEvents).values(event).onConflictDoNothing({ target: webhookEvents.eventId });
    },
  };
}
