import {
  basisPointsToFeePercent,
  feePercentToBasisPoints,
  formatCents,
  type OperatorPaymentsReport,
  parseCents,
  type SessionUser,
  type VendorPayments,
  type VendorPaymentsBody,
  type VendorPaymentsReport,
} from '@queueless/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Port } from '../../lib/service-port.js';
import {
  type ConnectedAccountState,
  type ConnectWebhookEvent,
  callPaymentProvider,
  type PaymentProvider,
} from '../../providers/payments/payments.js';
import { recordAudit } from '../audit/index.js';
import { recordEvent } from '../domain-events/index.js';
import type { Access, OperatorCheck } from '../staff/index.js';
import { NOT_TAKING_PAYMENTS_REASON } from '../vendor-locations/index.js';
import type { ConnectRepo, VendorPaymentsRow } from './connect.repo.js';
import { mergePayouts, toFeeDays, toPaymentRecord } from './connect-reports.js';
import { takesPayments } from './connected-payments.js';

export type ConnectService = ReturnType<typeof createConnectService>;

const REPORT_DAYS = 30;
const DAY_MS = 86_400_000;

const vendorNotFound = () => new AppError('NOT_FOUND', 'Vendor not found.');
const operatorsOnly = () => new AppError('FORBIDDEN', 'Only an operator of this install may do this.');

/** A vendor's settings as the API answers them (no row: `platform`, no fee). */
export function toVendorPayments(vendorId: string, row: VendorPaymentsRow | null | undefined): VendorPayments {
  const isTaking = takesPayments(row);
  return {
    vendorId,
    model: row?.model ?? 'platform',
    feePercent: basisPointsToFeePercent(row?.feePercentBasisPoints ?? 0),
    feeFixed: formatCents(row?.feeFixedCents ?? 0),
    feeRefund: row?.feeRefund ?? 'proportional',
    account: row?.accountId
      ? {
          accountId: row.accountId,
          type: row.accountType,
          detailsSubmitted: row.detailsSubmitted,
          chargesEnabled: row.chargesEnabled,
          payoutsEnabled: row.payoutsEnabled,
          requirementsDue: row.requirementsDue,
        }
      : null,
    takesPayments: isTaking,
    reason: isTaking ? null : NOT_TAKING_PAYMENTS_REASON,
  };
}

/**
 * Each vendor's money to its own account (decision 091): the operator's choice of model and fee, the vendor's
 * onboarding, the account's state from Stripe, and what each side sees.
 */
export function createConnectService(deps: {
  repo: ConnectRepo;
  /** The platform's provider (connected accounts are made on the platform). */
  payments: PaymentProvider;
  access: Access;
  operatorCheck: Port<OperatorCheck>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The install's own host (PUBLIC_BASE_URL's), registered on each connected account for Apple Pay / Google Pay. */
  walletDomain: string;
}) {
  const { repo, payments, access, operatorCheck, clock, log, walletDomain } = deps;
  const call = <T>(what: string, run: () => Promise<T>) => callPaymentProvider(log, what, run);

  const isOperator = (user: SessionUser) => operatorCheck.get().isOperator(user);

  async function requireVendor(vendorId: string) {
    const vendor = await repo.vendorExists(vendorId);
    if (!vendor) throw vendorNotFound();
    return vendor;
  }

  /** Tells the vendor's locations (the menu) that whether it takes payments may have changed. */
  async function announce(tx: Tx, vendorId: string, why: string) {
    await recordEvent(tx, { type: 'vendor.payments_changed', vendorId, aggregateId: vendorId, payload: { why } });
  }

  /**
   * Apple Pay and Google Pay on a direct charge need the page's domain registered on the connected account: done once,
   * when the account can first take charges (account.updated, the sweep, OAuth). A failure is logged and left to the
   * sweep, which tries again on its next read of the account; the card form works meanwhile.
   */
  async function registerWalletDomain(row: VendorPaymentsRow | undefined): Promise<void> {
    const accountId = row?.accountId;
    if (!row || !accountId || !row.chargesEnabled || row.paymentMethodDomainId) return;
    try {
      const domain = await payments.connect.registerPaymentMethodDomain({
        accountId,
        domain: walletDomain,
        idempotencyKey: `account:${accountId}:payment-method-domain:${walletDomain}`,
      });
      await repo.recordPaymentMethodDomain(accountId, domain.id);
      log.info(
        { event: 'connect_wallet_domain', vendorId: row.vendorId, accountId, domain: walletDomain },
        'wallet domain registered',
      );
    } catch (error) {
      log.warn(
        { err: error, vendorId: row.vendorId, accountId },
        'the wallet domain was not registered; the sweep tries again',
      );
    }
  }

  /** An account's new state, from account.updated or the simulated page: applied to the vendor whose account it is. */
  async function applyAccountState(state: ConnectedAccountState): Promise<VendorPaymentsRow | undefined> {
    const row = await repo.transaction(async (tx) => {
      const applied = await repo.applyAccountState(tx, state, clock());
      if (applied) await announce(tx, applied.vendorId, 'account.updated');
      return applied;
    });
    await registerWalletDomain(row);
    return row;
  }

  return {
    applyAccountState,
    registerWalletDomain,

    /**
     * The sweep's run (decision 091): re-reads from Stripe up to `limit` accounts not read for `staleMs`, so a missed
     * account.updated is caught up; a changed state is applied as the event would have been. Each account is claimed
     * by one process (connect.repo.ts `claimStaleAccounts`). Answers how many were read and how many had changed.
     */
    async refreshStaleAccounts({
      staleMs,
      limit,
    }: {
      staleMs: number;
      limit: number;
    }): Promise<{ read: number; changed: number }> {
      const now = clock();
      const claimed = await repo.claimStaleAccounts(now, new Date(now.getTime() - staleMs), limit);
      let changed = 0;
      for (const row of claimed) {
        const accountId = row.accountId;
        if (!accountId) continue;
        const state = await payments.connect.retrieveAccount(accountId).catch((error: unknown) => {
          // Left for a later run (the claim moved its read time): one account Stripe won't answer for stops no other.
          log.warn({ err: error, vendorId: row.vendorId, accountId }, 'a connected account could not be re-read');
          return null;
        });
        if (!state) continue;
        if (isSameState(row, state)) {
          await registerWalletDomain(row);
          continue;
        }
        changed += 1;
        log.info(
          { event: 'connect_account_caught_up', vendorId: row.vendorId, accountId },
          'an account changed unannounced',
        );
        await applyAccountState(state);
      }
      return { read: claimed.length, changed };
    },

    /** Operators only: the model, the fee and the refund policy; audited, announced. */
    async setVendorPayments(user: SessionUser, vendorId: string, body: VendorPaymentsBody): Promise<VendorPayments> {
      if (!(await isOperator(user))) throw operatorsOnly();
      await requireVendor(vendorId);
      const settings = {
        model: body.model,
        feePercentBasisPoints: feePercentToBasisPoints(body.feePercent),
        feeFixedCents: parseCents(body.feeFixed),
        feeRefund: body.feeRefund,
      };
      const row = await repo.transaction(async (tx) => {
        const before = await repo.getSettings(vendorId, tx);
        const saved = await repo.saveSettings(tx, vendorId, settings, clock());
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId,
          action: 'vendor.payments',
          entityType: 'vendor',
          entityId: vendorId,
          details: {
            before: before ? toVendorPayments(vendorId, before) : null,
            after: toVendorPayments(vendorId, saved),
          },
        });
        await announce(tx, vendorId, 'settings');
        return saved;
      });
      return toVendorPayments(vendorId, row);
    },

    /**
     * The vendor's ADMIN and above: makes its Express account the first time (one per vendor, by an idempotency key of
     * the vendor's and a conditional write), and answers a fresh onboarding link.
     */
    async startOnboarding(user: SessionUser, vendorId: string, returnUrl: string): Promise<{ url: string }> {
      await access.requireRole(user, vendorId, 'ADMIN');
      await requireVendor(vendorId);
      let settings = await repo.getSettings(vendorId);
      if (settings?.model !== 'connect') {
        throw new AppError('CONFLICT', 'The operator has not switched this vendor to its own payment account.');
      }
      if (!settings.accountId) {
        const state = await call('create a connected account', () =>
          payments.connect.createAccount({ vendorId, idempotencyKey: `vendor:${vendorId}:connect-account` }),
        );
        settings = (await repo.attachAccount(vendorId, state, clock())) ?? (await repo.getSettings(vendorId));
      }
      const accountId = settings?.accountId;
      if (!accountId) throw new Error(`the connected account of ${vendorId} was not recorded`);
      return call('create an onboarding link', () =>
        payments.connect.createAccountLink({ accountId, refreshUrl: returnUrl, returnUrl }),
      );
    },

    /** Handles what a Connect delivery says about the account itself (payments are the payments module's). */
    async applyAccountEvent(event: ConnectWebhookEvent): Promise<void> {
      if (event.type === 'account.application.deauthorized') {
        // The account's owner disconnected us in Stripe's dashboard: the platform can no longer charge on it, so the
        // vendor is left with no account (it takes no card payments until one is connected again), as our own
        // disconnect leaves it. A second delivery, or one after our own disconnect, finds no vendor: nothing changes.
        const vendorId = await repo.transaction(async (tx) => {
          const owner = await repo.vendorOfAccount(event.account, tx);
          const detached = owner ? await repo.detachAccount(tx, owner, event.account, clock()) : undefined;
          if (detached) await announce(tx, detached.vendorId, 'deauthorized');
          return detached?.vendorId;
        });
        log[vendorId ? 'warn' : 'info'](
          { event: 'connect_account_deauthorized', eventId: event.id, account: event.account, vendorId },
          vendorId
            ? "a vendor's account disconnected the platform in Stripe; the vendor takes no card payments until it connects one again"
            : 'account.application.deauthorized for an account no vendor has',
        );
        return;
      }
      if (event.type === 'account.updated' && event.accountState) {
        // The event's account must be the account it describes: another account's state is never applied.
        if (event.accountState.accountId !== event.account) {
          log.warn({ eventId: event.id, account: event.account }, 'account.updated names another account; ignored');
          return;
        }
        const row = await applyAccountState(event.accountState);
        if (!row)
          log.info({ eventId: event.id, account: event.account }, 'account.updated for an account no vendor has');
        return;
      }
      if ((event.type === 'payout.paid' || event.type === 'payout.failed') && event.payout) {
        const { payout } = event;
        const row = await repo.transaction(async (tx) => {
          const vendor = await repo.setPayoutFailed(event.account, event.type === 'payout.failed' ? clock() : null, tx);
          if (vendor) {
            await repo.savePayout(
              tx,
              {
                payoutId: payout.payoutId,
                accountId: event.account,
                vendorId: vendor.vendorId,
                amountCents: payout.amountCents,
                arrivalDate: payout.arrivalDate,
                status: event.type === 'payout.failed' ? 'failed' : 'paid',
                eventId: event.id,
              },
              clock(),
            );
          }
          return vendor;
        });
        log[event.type === 'payout.failed' ? 'warn' : 'info'](
          {
            event: `connect_${event.type.replace('.', '_')}`,
            vendorId: row?.vendorId,
            payoutId: event.payout.payoutId,
          },
          `a payout to a vendor's bank: ${event.type}`,
        );
      }
    },

    /** A dispute on a connected account's charge, recorded on its order; only when the account is the charge's. */
    async recordDispute(event: ConnectWebhookEvent): Promise<'recorded' | 'not-ours'> {
      const { dispute, paymentIntentId } = event;
      if (!dispute || !paymentIntentId) return 'not-ours';
      const charge = await repo.chargeOf(paymentIntentId);
      if (!charge || charge.accountId !== event.account) return 'not-ours';
      await repo.transaction(async (tx) => {
        const isNew = await repo.saveDispute(
          tx,
          {
            disputeId: dispute.disputeId,
            paymentIntentId,
            orderId: charge.orderId,
            amountCents: dispute.amountCents,
            status: dispute.status,
            reason: dispute.reason,
          },
          clock(),
        );
        if (isNew) {
          await recordEvent(tx, {
            type: 'order.disputed',
            vendorId: charge.vendorId,
            aggregateId: charge.orderId,
            payload: { disputeId: dispute.disputeId, amountCents: dispute.amountCents },
          });
        }
      });
      return 'recorded';
    },

    /** The account that took a payment (null: the platform's), for the webhook's routing check. */
    async accountOfPayment(paymentIntentId: string): Promise<string | null> {
      return (await repo.chargeOf(paymentIntentId))?.accountId ?? null;
    },

    /** The vendor's ADMIN and above, or an operator. */
    async vendorReport(user: SessionUser, vendorId: string): Promise<VendorPaymentsReport> {
      if (!(await isOperator(user))) await access.requireRole(user, vendorId, 'ADMIN');
      await requireVendor(vendorId);
      const now = clock();
      const since = new Date(now.getTime() - REPORT_DAYS * DAY_MS);
      const settings = await repo.getSettings(vendorId);
      const accountId = settings?.accountId;
      // What Stripe lists now, with what the payout events told us: a failed payout stays flagged even when Stripe is
      // not answering (then the stored ones are shown alone).
      const stored = await repo.payoutsOf(vendorId, since);
      const listed = accountId
        ? await payments.connect.listPayouts(accountId, since).catch((error: unknown) => {
            log.warn({ err: error, vendorId }, 'payouts not listed; the stored ones are shown');
            return [];
          })
        : [];
      const payouts = mergePayouts(listed, stored);
      const toPayout = (payout: (typeof payouts)[number]) => ({
        payoutId: payout.payoutId,
        amount: formatCents(payout.amountCents),
        arrivalDate: payout.arrivalDate.toISOString(),
        status: payout.status,
      });
      const isNext = (payout: (typeof payouts)[number]) =>
        payout.status === 'pending' || payout.status === 'in_transit';
      const orders = await repo.paidOrdersSince(since, vendorId);
      return {
        payments: toVendorPayments(vendorId, settings),
        nextPayouts: payouts
          .filter(isNext)
          .sort((a, b) => a.arrivalDate.getTime() - b.arrivalDate.getTime())
          .map(toPayout),
        recentPayouts: payouts.filter((payout) => !isNext(payout)).map(toPayout),
        feesPerDay: toFeeDays(orders),
        records: orders.slice(0, 100).map(toPaymentRecord),
        hasFailedPayout: settings?.payoutFailedAt != null,
      };
    },

    /** Operators only: every vendor's state, sales and fees earned. */
    async operatorReport(user: SessionUser): Promise<OperatorPaymentsReport> {
      if (!(await isOperator(user))) throw operatorsOnly();
      const since = new Date(clock().getTime() - REPORT_DAYS * DAY_MS);
      const [vendors, orders] = await Promise.all([repo.listSettings(), repo.paidOrdersSince(since)]);
      return {
        vendors: vendors.map(({ vendorId, name, settings }) => {
          const own = orders.filter((order) => order.vendorId === vendorId);
          const sum = (pick: (order: (typeof own)[number]) => number) => own.reduce((total, o) => total + pick(o), 0);
          return {
            vendorId,
            name,
            payments: toVendorPayments(vendorId, settings),
            sales: formatCents(sum((o) => o.totalCents)),
            salesOnConnectedAccount: formatCents(sum((o) => (o.accountId ? o.totalCents : 0))),
            applicationFeesEarned: formatCents(sum((o) => o.applicationFeeCents - o.feeRefundedCents)),
          };
        }),
        feesPerDay: toFeeDays(orders),
      };
    },
  };
}

function isSameState(row: VendorPaymentsRow, state: ConnectedAccountState): boolean {
  return (
    row.detailsSubmitted === state.detailsSubmitted &&
    row.chargesEnabled === state.chargesEnabled &&
    row.payoutsEnabled === state.payoutsEnabled &&
    JSON.stringify(row.requirementsDue) === JSON.stringify(state.requirementsDue)
  );
}
