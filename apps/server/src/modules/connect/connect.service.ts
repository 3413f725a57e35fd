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
import { toFeeDays, toPaymentRecord } from './connect-reports.js';
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
}) {
  const { repo, payments, access, operatorCheck, clock, log } = deps;
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

  /** An account's new state, from account.updated or the simulated page: applied to the vendor whose account it is. */
  async function applyAccountState(state: ConnectedAccountState): Promise<VendorPaymentsRow | undefined> {
    return repo.transaction(async (tx) => {
      const row = await repo.applyAccountState(tx, state, clock());
      if (row) await announce(tx, row.vendorId, 'account.updated');
      return row;
    });
  }

  return {
    applyAccountState,

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
        const row = await repo.setPayoutFailed(event.account, event.type === 'payout.failed' ? clock() : null);
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
      const payouts = accountId ? await call('list payouts', () => payments.connect.listPayouts(accountId, since)) : [];
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
