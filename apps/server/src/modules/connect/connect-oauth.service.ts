import type { SessionUser, VendorPayments } from '@queueless/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { sha256 } from '../../lib/hash.js';
import { newToken } from '../../lib/ids.js';
import { callPaymentProvider, type PaymentProvider } from '../../providers/payments/payments.js';
import { recordAudit } from '../audit/index.js';
import { recordEvent } from '../domain-events/index.js';
import type { Access } from '../staff/index.js';
import type { ConnectRepo, VendorPaymentsRow } from './connect.repo.js';
import { toVendorPayments } from './connect.service.js';

export type ConnectOauthService = ReturnType<typeof createConnectOauthService>;

/** How long the consent's `state` is good for: the vendor signs in to Stripe and agrees in that time. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

const badState = () =>
  new AppError('VALIDATION_FAILED', 'This connection link has expired or was already used. Please start again.');

/**
 * Standard accounts through OAuth (decision 091): a vendor that already has a Stripe account connects it instead of
 * making an Express one. The `state` we send is bound to the vendor and the user who asked, spent by the first return
 * and good for OAUTH_STATE_TTL_MS; the return address is ours alone (`redirectUri`), never taken from a request.
 */
export function createConnectOauthService(deps: {
  repo: ConnectRepo;
  payments: PaymentProvider;
  access: Access;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Our return page (PUBLIC_BASE_URL + connectOauthReturnPagePath), registered as the redirect URI at Stripe. */
  redirectUri: string;
  /** Registers the wallet domain on an account that takes charges (connect.service.ts). */
  registerWalletDomain: (row: VendorPaymentsRow | undefined) => Promise<void>;
}) {
  const { repo, payments, access, clock, log, redirectUri, registerWalletDomain } = deps;
  const call = <T>(what: string, run: () => Promise<T>) => callPaymentProvider(log, what, run);

  async function requireConnectWithoutAccount(vendorId: string) {
    const settings = await repo.getSettings(vendorId);
    if (settings?.model !== 'connect') {
      throw new AppError('CONFLICT', 'The operator has not switched this vendor to its own payment account.');
    }
    if (settings.accountId) throw new AppError('CONFLICT', 'This vendor already has a payment account.');
    return settings;
  }

  return {
    /** The vendor's ADMIN and above: the consent page's address, with a fresh single-use state. */
    async startOauth(user: SessionUser, vendorId: string): Promise<{ url: string }> {
      await access.requireRole(user, vendorId, 'ADMIN');
      if (!(await repo.vendorExists(vendorId))) throw new AppError('NOT_FOUND', 'Vendor not found.');
      await requireConnectWithoutAccount(vendorId);
      const state = newToken();
      const url = payments.connect.oauthAuthorizeUrl({ state, redirectUri });
      await repo.saveOauthState({
        stateHash: sha256(state),
        vendorId,
        userId: user.userId,
        expiresAt: new Date(clock().getTime() + OAUTH_STATE_TTL_MS),
      });
      return { url };
    },

    /**
     * Stripe's return, sent on by our page: checks the state, exchanges the code, then spends the state and records the
     * Standard account in one transaction, so a provider down or a connection lost leaves the state to be used again.
     */
    async completeOauth(user: SessionUser, input: { code: string; state: string }): Promise<VendorPayments> {
      const stateHash = sha256(input.state);
      const found = await repo.unspentOauthState(stateHash);
      if (!found) throw badState();
      if (found.userId !== user.userId || found.expiresAt.getTime() <= clock().getTime()) {
        // Sent by another user or late: spent and refused (decision 091).
        await repo.spendOauthState(stateHash, clock());
        throw badState();
      }
      const { vendorId } = found;
      await access.requireRole(user, vendorId, 'ADMIN');
      await requireConnectWithoutAccount(vendorId);
      const state = await call('exchange an OAuth code', () => payments.connect.exchangeOauthCode(input.code));
      const row = await repo.transaction(async (tx) => {
        // Only the first return spends it (another may have exchanged a code meanwhile).
        if (!(await repo.spendOauthState(stateHash, clock(), tx))) throw badState();
        const attached = await repo.attachAccount(vendorId, state, clock(), 'standard', tx);
        if (!attached) return undefined;
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId,
          action: 'vendor.payments_account',
          entityType: 'vendor',
          entityId: vendorId,
          details: { connected: state.accountId, type: 'standard' },
        });
        await recordEvent(tx, {
          type: 'vendor.payments_changed',
          vendorId,
          aggregateId: vendorId,
          payload: { why: 'oauth' },
        });
        return attached;
      });
      if (!row) throw new AppError('CONFLICT', 'This vendor already has a payment account.');
      await registerWalletDomain(row);
      return toVendorPayments(vendorId, row);
    },

    /** The vendor's ADMIN and above: disconnects its Standard account from the platform. */
    async disconnect(user: SessionUser, vendorId: string): Promise<VendorPayments> {
      await access.requireRole(user, vendorId, 'ADMIN');
      const settings = await repo.getSettings(vendorId);
      const accountId = settings?.accountId;
      if (!accountId || settings.accountType !== 'standard') {
        throw new AppError('CONFLICT', 'This vendor has no connected Stripe account to disconnect.');
      }
      await call(`disconnect account ${accountId}`, () => payments.connect.deauthorizeAccount(accountId));
      const row = await repo.transaction(async (tx) => {
        const detached = await repo.detachAccount(tx, vendorId, accountId, clock());
        if (!detached) return repo.getSettings(vendorId, tx);
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId,
          action: 'vendor.payments_account',
          entityType: 'vendor',
          entityId: vendorId,
          details: { disconnected: accountId },
        });
        await recordEvent(tx, {
          type: 'vendor.payments_changed',
          vendorId,
          aggregateId: vendorId,
          payload: { why: 'deauthorized' },
        });
        return detached;
      });
      return toVendorPayments(vendorId, row);
    },
  };
}
