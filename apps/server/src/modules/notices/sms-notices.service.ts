import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { failureDetail } from '../../providers/provider-failure.js';
import type { SmsProvider } from '../../providers/sms/sms.js';
import type { SmsNotice, SmsNoticesRepo } from './sms-notices.repo.js';

export type SmsNotices = ReturnType<typeof createSmsNotices>;

/** How long a claimed notice is one sender's: longer than a send can take (Twilio's timeout is 10 s). */
export const SMS_NOTICE_LEASE_MS = 5 * 60_000;
/** After this many failed sends a notice is given up (about a day of retries with the back-off below). */
export const SMS_NOTICE_MAX_ATTEMPTS = 10;
/** How many notices one sweep sends at most. */
const SWEEP_BATCH = 50;

/** The wait before the next try after `attempts` failures: 1, 2, 4 … minutes, at most 4 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 4 * 3_600_000);
}

/**
 * The SMS outbox: a notice is written in the transaction that decided it (`queue`), sent right after
 * commit (`sendAfterCommit`) and, whatever happened to that send, by the sweep (`sendDue`). Each notice is
 * claimed by one statement before it is sent, so of several senders (processes, sweeps) one sends it;
 * it is sent again only if its sender died after the provider took it and before it was marked sent.
 */
export function createSmsNotices(deps: {
  repo: SmsNoticesRepo;
  sms: SmsProvider;
  clock: Clock;
  log: FastifyBaseLogger;
  /** False in tests that play a process stopping between commit and send: only the sweep sends. */
  sendAfterCommit?: boolean;
}) {
  const { repo, sms, clock, log } = deps;
  const afterCommit = deps.sendAfterCommit ?? true;
  let pending: Promise<unknown> = Promise.resolve();

  async function send(notice: SmsNotice): Promise<boolean> {
    const now = clock();
    if (notice.expiresAt && notice.expiresAt.getTime() <= now.getTime()) {
      await repo.markGaveUp(notice.noticeId, { gaveUpAt: now, lastError: 'expired before it could be sent' });
      return false;
    }
    try {
      await sms.send({ to: notice.to, body: notice.body });
    } catch (error) {
      const lastError = failureDetail(error).slice(0, 500);
      if (notice.attempts >= SMS_NOTICE_MAX_ATTEMPTS) {
        await repo.markGaveUp(notice.noticeId, { gaveUpAt: clock(), lastError });
        log.error({ noticeId: notice.noticeId, attempts: notice.attempts }, 'SMS notice given up');
      } else {
        const nextAttemptAt = new Date(clock().getTime() + retryDelayMs(notice.attempts));
        await repo.markFailed(notice.noticeId, { nextAttemptAt, lastError });
        log.warn({ noticeId: notice.noticeId, err: error }, 'SMS notice failed; it is tried again later');
      }
      return false;
    }
    await repo.markSent(notice.noticeId, clock());
    return true;
  }

  /** Claims the due notices (those keys only, when given) and sends them; answers how many went. */
  async function sendClaimed(options: { keys?: string[]; limit: number }): Promise<number> {
    const now = clock();
    const claimed = await repo.claimDue({
      now,
      leaseUntil: new Date(now.getTime() + SMS_NOTICE_LEASE_MS),
      limit: options.limit,
      keys: options.keys,
    });
    let sent = 0;
    for (const notice of claimed) if (await send(notice)) sent += 1;
    return sent;
  }

  return {
    /** Inside the deciding transaction: writes the notice unless its key was written before. */
    async queue(tx: Executor, notice: { key: string; to: string; body: string; expiresAt?: Date | null }) {
      return repo.insertNotice(
        {
          noticeId: newId(),
          noticeKey: notice.key,
          to: notice.to,
          body: notice.body,
          expiresAt: notice.expiresAt ?? null,
          createdAt: clock(),
          nextAttemptAt: clock(),
        },
        tx,
      );
    },

    /**
     * After the deciding transaction committed: sends those notices now, without holding up the caller.
     * Never rejects; what fails here is the sweep's.
     */
    sendAfterCommit(keys: string[]): void {
      if (!afterCommit || keys.length === 0) return;
      const sending = sendClaimed({ keys, limit: keys.length }).catch((error: unknown) => {
        log.warn({ err: error }, 'sending SMS notices after commit failed; the sweep sends them');
      });
      pending = Promise.all([pending, sending]);
    },

    /** The sweep: sends every due notice (unsent, its lease or back-off over), a batch at a time. */
    async sendDue(limit = SWEEP_BATCH): Promise<number> {
      return sendClaimed({ limit });
    },

    /** Resolves when the sends started after commit so far have finished (shutdown, tests). */
    idle(): Promise<void> {
      return pending.then(() => undefined);
    },
  };
}
