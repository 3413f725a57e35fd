import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import { createSmsNoticesRepo } from './sms-notices.repo.js';
import { createSmsNotices } from './sms-notices.service.js';
import { registerSmsNoticesSweep } from './sms-notices-sweep.js';

export type NoticesOverrides = {
  /** False plays a process that stops between a promotion's commit and its text: only the sweep sends. */
  smsNoticesAfterCommit?: boolean;
};

/** The SMS outbox: notices written in their transaction, sent after commit and by the sweep. */
export const noticesModule = defineModule({
  name: 'notices',
  services: ({ db, sms, clock, log, overrides }: Platform<NoticesOverrides>) => ({
    smsNotices: createSmsNotices({
      repo: createSmsNoticesRepo(db),
      sms,
      clock,
      log,
      sendAfterCommit: overrides.smsNoticesAfterCommit,
    }),
  }),
  sweeps: registerSmsNoticesSweep,
});
