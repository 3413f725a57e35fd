import type { AppInstance } from '../../app-types.js';
import { registerSweep } from '../../lib/sweep.js';
import type { ConnectService } from './connect.service.js';

/** How often each API process looks for connected accounts to re-read. */
export const CONNECT_ACCOUNTS_SWEEP_MS = 5 * 60_000;
/** An account not read from Stripe for this long is read again (a missed account.updated is caught up by then). */
export const CONNECT_ACCOUNT_STALE_MS = 60 * 60_000;
/** Accounts one run reads at most: a few calls to Stripe, not a burst. */
export const CONNECT_ACCOUNTS_PER_RUN = 20;

/**
 * Re-reads connected accounts whose `account.updated` may have been missed (decision 091): every process sweeps, each
 * account is claimed by one of them (connect.repo.ts `claimStaleAccounts`), a changed state is applied as the event
 * would have been, and an account that takes charges without its wallet domain gets it.
 */
export function registerConnectAccountsSweep(
  app: AppInstance,
  { connect }: { connect: Pick<ConnectService, 'refreshStaleAccounts'> },
  intervalMs = CONNECT_ACCOUNTS_SWEEP_MS,
): void {
  registerSweep(app, {
    name: 'connect accounts sweep',
    intervalMs,
    firstRun: 'in-background',
    run: async (signal, log) => {
      let changed = 0;
      // Batches until no stale account is left, stopping between two when the app closes.
      for (let batch = 0; batch < 50 && !signal.aborted; batch += 1) {
        const result = await connect.refreshStaleAccounts({
          staleMs: CONNECT_ACCOUNT_STALE_MS,
          limit: CONNECT_ACCOUNTS_PER_RUN,
        });
        changed += result.changed;
        if (result.read < CONNECT_ACCOUNTS_PER_RUN) break;
      }
      if (changed > 0) log.info({ changed }, 'connected accounts caught up');
    },
  });
}
