import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { webhookDeliveries, webhookEndpoints } from './integrations.tables.js';
import { type SendResult, sendSigned, WEBHOOK_TIMEOUT_MS } from './webhook-sender.js';

export type WebhookSchedule = {
  /** The first retry's wait; each next one doubles, up to `maxDelayMs`. */
  firstRetryMs: number;
  maxDelayMs: number;
  /** After this long since the message was made, a failing delivery is given up (pretix: three days). */
  giveUpAfterMs: number;
  /** How often every process looks for due deliveries (besides the wake-up after its own consumer's commit). */
  pollMs: number;
};

export const DEFAULT_WEBHOOK_SCHEDULE: WebhookSchedule = {
  firstRetryMs: 10_000,
  maxDelayMs: 6 * 60 * 60 * 1000,
  giveUpAfterMs: 3 * 24 * 60 * 60 * 1000,
  pollMs: 1000,
};

/** The wait after the `attempt`th failed try (1-based): 10 s, 20 s, 40 s … up to 6 h. */
export function retryDelayMs(attempt: number, schedule: WebhookSchedule): number {
  return Math.min(schedule.firstRetryMs * 2 ** Math.max(0, attempt - 1), schedule.maxDelayMs);
}

/** How long a claim holds a delivery: longer than one try can take, so only a dead process's claim runs out. */
const CLAIM_MS = WEBHOOK_TIMEOUT_MS * 6;
const MAX_IN_FLIGHT = 32;

type Claimed = {
  delivery_id: number;
  attempts: number;
  message_id: string;
  payload: unknown;
  created_at: string;
  url: string;
  secret: string;
};

export type WebhookWorker = ReturnType<typeof createWebhookWorker>;

/**
 * Sends the due deliveries (issue 41, decision 089). Each is claimed by one conditional statement (`FOR UPDATE SKIP
 * LOCKED`, then `claimed_until`), so two API processes never send one at the same time; its result is written only
 * while the claim is still this try's (`attempts` unchanged). A slow receiver holds only its own sends: up to 32 go at
 * once, each on its own, outside any transaction, and no order's call waits for any of them. Per endpoint, a delivery
 * with a sequence key waits while an earlier one of its key is pending (being tried or waiting for its retry), so an
 * order's messages reach each receiver in the order they happened; a finished try wakes the worker for the next.
 */
export function createWebhookWorker({
  db,
  log,
  allowPrivate,
  schedule = DEFAULT_WEBHOOK_SCHEDULE,
}: {
  db: Db;
  log: FastifyBaseLogger;
  allowPrivate: boolean;
  schedule?: WebhookSchedule;
}) {
  let inFlight = 0;
  let claiming = false;
  let again = false;
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;
  const sends = new Set<Promise<void>>();
  /**
   * Tries whose result could not be written (the connection lost after the receiver answered): written on the next
   * pass, so a delivery the receiver took is not held by its claim and sent again; a process that dies first loses
   * them, and the claim running out sends the delivery again (receivers dedupe by webhook-id).
   */
  const unrecorded = new Map<number, { delivery: Claimed; result: SendResult }>();

  async function claim(limit: number): Promise<Claimed[]> {
    const result = await db.execute(sql`
      with due as (
        select d.delivery_id from ${webhookDeliveries} d
        join ${webhookEndpoints} e on e.webhook_id = d.webhook_id and e.enabled
        where d.status = 'pending' and d.next_attempt_at <= now()
          and (d.claimed_until is null or d.claimed_until < now())
          and not exists (
            select 1 from ${webhookDeliveries} before
            where d.sequence_key is not null and before.status = 'pending' and before.webhook_id = d.webhook_id
              and before.sequence_key = d.sequence_key and before.delivery_id < d.delivery_id)
        order by d.next_attempt_at, d.delivery_id
        limit ${limit}
        for update of d skip locked
      ), claimed as (
        update ${webhookDeliveries} d
        set claimed_until = now() + ${CLAIM_MS} * interval '1 millisecond', attempts = d.attempts + 1,
          last_attempt_at = now()
        from due where d.delivery_id = due.delivery_id
        returning d.delivery_id, d.attempts, d.message_id, d.payload, d.created_at, d.webhook_id
      )
      select c.delivery_id, c.attempts, c.message_id, c.payload, c.created_at, e.url, e.secret
      from claimed c join ${webhookEndpoints} e on e.webhook_id = c.webhook_id`);
    return (result as unknown as { rows: Claimed[] }).rows;
  }

  async function record(delivery: Claimed, result: SendResult): Promise<void> {
    const ok =
      result.error === null && result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const gone = result.statusCode === 410;
    const age = Date.now() - new Date(delivery.created_at).getTime();
    const delay = retryDelayMs(delivery.attempts, schedule);
    const giveUp = !ok && (gone || age + delay > schedule.giveUpAfterMs);
    const status = ok ? 'delivered' : giveUp ? 'failed' : 'pending';
    const error = result.error ?? (ok ? null : `answered ${result.statusCode}`);
    await db.execute(sql`
      with done as (
        update ${webhookDeliveries} set status = ${status}, claimed_until = null,
          last_status_code = ${result.statusCode}, last_duration_ms = ${result.durationMs}, last_error = ${error},
          delivered_at = case when ${ok} then now() else delivered_at end,
          next_attempt_at = case when ${status} = 'pending' then now() + ${delay} * interval '1 millisecond'
            else next_attempt_at end
        where delivery_id = ${delivery.delivery_id} and attempts = ${delivery.attempts}
        returning webhook_id
      )
      update ${webhookEndpoints} set enabled = false, updated_at = now(),
        disabled_reason = 'The receiver answered 410 Gone.'
      where ${gone} and webhook_id in (select webhook_id from done)`);
    if (!ok) {
      log.info(
        { event: 'webhook_delivery_failed', deliveryId: delivery.delivery_id, attempt: delivery.attempts, error },
        giveUp ? 'webhook delivery given up' : 'webhook delivery failed; tried again later',
      );
    }
  }

  async function send(delivery: Claimed): Promise<void> {
    const result = await sendSigned({
      url: delivery.url,
      secret: delivery.secret,
      messageId: delivery.message_id,
      body: JSON.stringify(delivery.payload),
      allowPrivate,
    });
    try {
      await record(delivery, result);
    } catch (error) {
      unrecorded.set(delivery.delivery_id, { delivery, result });
      throw error;
    }
  }

  async function recordUnrecorded(): Promise<void> {
    for (const [deliveryId, { delivery, result }] of unrecorded) {
      await record(delivery, result);
      unrecorded.delete(deliveryId);
    }
  }

  /** Claims what is due (up to the free places) and starts sending each; runs again when asked meanwhile. */
  async function pass(): Promise<void> {
    if (stopped) return;
    if (claiming) {
      again = true;
      return;
    }
    claiming = true;
    try {
      await recordUnrecorded();
      do {
        again = false;
        const free = MAX_IN_FLIGHT - inFlight;
        if (free <= 0) break;
        const claimed = await claim(free);
        for (const delivery of claimed) {
          inFlight += 1;
          const sending = send(delivery)
            .catch((error) => log.warn({ err: error, event: 'webhook_send_failed' }, 'webhook send failed'))
            .finally(() => {
              inFlight -= 1;
              sends.delete(sending);
              void wake();
            });
          sends.add(sending);
        }
        if (claimed.length === free) again = true;
      } while (again && !stopped);
    } catch (error) {
      log.warn(
        { err: error, event: 'webhook_claim_failed' },
        'claiming webhook deliveries (or writing a try’s result) failed',
      );
    } finally {
      claiming = false;
    }
  }

  function wake(): Promise<void> {
    return pass();
  }

  return {
    wake,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(() => void pass(), schedule.pollMs);
      timer.unref();
      void pass();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.allSettled([...sends]);
    },
    /** Sends in flight now (tests wait for none). */
    get inFlight() {
      return inFlight;
    },
  };
}
