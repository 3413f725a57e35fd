import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { webhookEvents } from '../../db/schema.js';

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;

export function createPaymentsRepo(db: Db) {
  return {
    /** Records a delivery's event id; false when it was recorded before (a redelivery). */
    async recordWebhookEvent(event: { eventId: string; provider: string; type: string }): Promise<boolean> {
      const inserted = await db
        .insert(webhookEvents)
        .values(event)
        .onConflictDoNothing({ target: webhookEvents.eventId })
        .returning({ eventId: webhookEvents.eventId });
      return inserted.length > 0;
    },

    /** Forgets an event whose handling failed, so the provider's next delivery is handled again. */
    async forgetWebhookEvent(eventId: string): Promise<void> {
      await db.delete(webhookEvents).where(eq(webhookEvents.eventId, eventId));
    },
  };
}
