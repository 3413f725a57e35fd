import type { AppInstance } from '../../app-types.js';
import { registerSweep } from '../../lib/sweep.js';
import type { SmsNotices } from './sms-notices.service.js';

/** How often each API process sends SMS notices left unsent (a failed send, a process that stopped). */
export const SMS_NOTICES_SWEEP_MS = 30_000;

/**
 * Sends due SMS notices once when the app is ready, then every SMS_NOTICES_SWEEP_MS. Every process
 * sweeps; a notice is claimed by one statement before it is sent (sms-notices.repo.ts), so one sends it.
 */
export function registerSmsNoticesSweep(
  app: AppInstance,
  { smsNotices }: { smsNotices: SmsNotices },
  intervalMs = SMS_NOTICES_SWEEP_MS,
): void {
  registerSweep(app, {
    name: 'SMS notices sweep',
    intervalMs,
    firstRun: 'before-serving',
    run: async (_signal, log) => {
      const sent = await smsNotices.sendDue();
      if (sent > 0) log.info({ sent }, 'sent SMS notices left unsent');
    },
    afterLastRun: () => smsNotices.idle(),
  });
}
