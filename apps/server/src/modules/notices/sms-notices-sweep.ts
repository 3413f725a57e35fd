import type { AppInstance } from '../../app-types.js';

/** How often each API process sends SMS notices left unsent (a failed send, a process that stopped). */
export const SMS_NOTICES_SWEEP_MS = 30_000;

/**
 * Sends due SMS notices once when the app is ready, then every SMS_NOTICES_SWEEP_MS. Every process
 * sweeps; a notice is claimed by one statement before it is sent (sms-notices.repo.ts), so one sends it.
 */
export function registerSmsNoticesSweep(app: AppInstance, intervalMs = SMS_NOTICES_SWEEP_MS): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  function sweep(): Promise<void> {
    running = running.then(async () => {
      try {
        const sent = await app.services.smsNotices.sendDue();
        if (sent > 0) app.log.info({ sent }, 'sent SMS notices left unsent');
      } catch (error) {
        app.log.warn({ err: error }, 'SMS notices sweep failed; it runs again later');
      }
    });
    return running;
  }

  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
    await app.services.smsNotices.idle();
  });
}
