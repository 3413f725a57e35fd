import {
  type CreateMembershipPaymentIntentResponse,
  findMembershipPlan,
  type JoinMembershipInput,
  type MembershipMeResponse,
  type MembershipPlan,
  NOT_A_MEMBER_MESSAGE,
  type SessionUser,
  type UpdateMemberProfileInput,
} from '@queueless/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { DbClock } from '../../lib/db-clock.js';
import { newId } from '../../lib/ids.js';
import { callPaymentProvider, type PaymentIntent, type PaymentProvider } from '../../providers/payments/payments.js';
import { recordEvent } from '../domain-events/index.js';
import { addMonths, nextGrantAt } from './credit-schedule.js';
import { type MemberCredits, toPeriods } from './member-credits.js';
import type { MembershipRepo, MembershipRow } from './membership.repo.js';

export type MembershipService = ReturnType<typeof createMembershipService>;

/** Marks a payment intent as a membership's, so orders and memberships never pay for each other. */
export const MEMBERSHIP_PURPOSE = 'membership';

type Contact = { email: string | null; firstName: string | null; lastName: string | null; phoneNumber: string | null };

const paymentNotFound = () => new AppError('NOT_FOUND', 'Payment not found.');

function planFor(durationMonths: number, amountCents: number): MembershipPlan {
  const plan = findMembershipPlan(durationMonths);
  if (!plan || plan.amountCents !== amountCents) {
    throw new AppError('MEMBERSHIP_PLAN_INVALID', 'The amount does not match the chosen membership plan.');
  }
  return plan;
}

/** The plan a membership intent was created for, read from its metadata (set by us, kept by the provider). */
function planOfIntent(intent: PaymentIntent): MembershipPlan | null {
  if (intent.metadata.purpose !== MEMBERSHIP_PURPOSE) return null;
  const plan = findMembershipPlan(Number(intent.metadata.durationMonths));
  return plan ?? null;
}

export function isActiveAt(rows: MembershipRow[], now: Date): boolean {
  return rows.some((row) => row.startsAt <= now && now < row.endsAt);
}

/**
 * Plans, payment and joining. Joining activates a paid period only when the provider says the
 * membership payment succeeded for the plan's amount, once per payment; joining again extends
 * from the current end.
 */
export function createMembershipService({
  database,
  repo,
  credits,
  payments,
  dbClock,
  log,
}: {
  database: Database;
  repo: MembershipRepo;
  credits: MemberCredits;
  payments: PaymentProvider;
  /** Periods, credit grants and spends are keyed on the database's clock (decision 076). */
  dbClock: DbClock;
  log: FastifyBaseLogger;
}) {
  const { db } = database;

  /** A provider failure that is not ours to explain becomes PROVIDER_FAILED (decision 038). */
  const callPayments = <T>(what: string, run: () => Promise<T>) => callPaymentProvider(log, what, run);

  /** Adds the paid period of one payment (or finds it), then settles the credits. */
  async function activate(userId: string, plan: MembershipPlan, paymentIntentId: string, contact: Contact | null) {
    await db.transaction(async (tx) => {
      // The profile lock makes one user's joins take turns: the period order and the ledger hold.
      await repo.lockProfile(userId, tx);
      const now = await dbClock.read(tx);
      const existing = await repo.findByPaymentIntent(paymentIntentId, tx);
      if (existing) {
        if (existing.userId !== userId) throw paymentNotFound();
        if (contact) await repo.fillContact(existing.membershipId, contact, tx);
        return;
      }
      const periods = await repo.listMemberships(userId, tx);
      const latestEnd = periods.reduce<Date | null>((end, row) => (!end || row.endsAt > end ? row.endsAt : end), null);
      const startsAt = latestEnd && latestEnd > now ? latestEnd : now;
      const membershipId = newId();
      await repo.insertMembership(
        {
          membershipId,
          userId,
          durationMonths: plan.durationMonths,
          amountCents: plan.amountCents,
          paymentIntentId,
          startsAt,
          endsAt: addMonths(startsAt, plan.durationMonths),
          ...(contact ?? {}),
        },
        tx,
      );
      await recordEvent(tx, {
        type: periods.length === 0 ? 'membership.started' : 'membership.renewed',
        vendorId: null,
        aggregateId: membershipId,
        payload: { userId, startsAt: startsAt.toISOString() },
      });
      await credits.settle(tx, userId, now);
    });
  }

  /** The membership and profile as `me` answers them, settling due credits first. */
  async function readMe(userId: string): Promise<MembershipMeResponse> {
    return db.transaction(async (tx) => {
      const now = await dbClock.read(tx);
      const rows = await repo.listMemberships(userId, tx);
      const latest = rows.at(-1);
      if (!latest) return { membership: null, profile: null };
      const availableCredits = await credits.settle(tx, userId, now);
      const profile = await repo.findProfile(userId, tx);
      const current = rows.find((row) => row.startsAt <= now && now < row.endsAt) ?? latest;
      const nextCreditsAt = nextGrantAt(toPeriods(rows), now);
      return {
        membership: {
          membershipId: current.membershipId,
          isActive: isActiveAt(rows, now),
          durationMonths: current.durationMonths,
          amount: current.amountCents,
          startsAt: current.startsAt.toISOString(),
          endsAt: latest.endsAt.toISOString(),
        },
        profile: {
          availableCredits,
          socialSharing: profile?.socialSharing ?? false,
          showInWhosHere: profile?.showInWhosHere ?? false,
          nextCreditsAt: nextCreditsAt ? nextCreditsAt.toISOString() : null,
        },
      };
    });
  }

  return {
    async createPaymentIntent(
      user: SessionUser,
      body: { amount: number; metadata: { duration: number; membership_type?: string } },
    ): Promise<CreateMembershipPaymentIntentResponse> {
      const plan = planFor(body.metadata.duration, body.amount);
      const intent = await callPayments('create an intent', () =>
        payments.createIntent({
          amountCents: plan.amountCents,
          idempotencyKey: `membership:${user.userId}:${newId(16)}`,
          metadata: {
            purpose: MEMBERSHIP_PURPOSE,
            userId: user.userId,
            durationMonths: String(plan.durationMonths),
            membershipType: body.metadata.membership_type ?? `${plan.durationMonths}-month`,
          },
        }),
      );
      await repo.recordPayment(
        {
          paymentIntentId: intent.id,
          userId: user.userId,
          provider: payments.name,
          durationMonths: plan.durationMonths,
          amountCents: plan.amountCents,
        },
        db,
      );
      return { clientSecret: intent.clientSecret, paymentIntentId: intent.id };
    },

    async join(user: SessionUser, body: JoinMembershipInput): Promise<MembershipMeResponse> {
      const plan = planFor(body.membershipDuration, body.amount);
      // An order's payment, or another user's, reads as unknown: ids can't be probed or reused.
      const started = await repo.findPayment(body.paymentIntentId, db);
      if (!started || started.userId !== user.userId || started.provider !== payments.name) throw paymentNotFound();
      const intent = await callPayments('read an intent', () => payments.retrieveIntent(body.paymentIntentId));
      if (intent.metadata.purpose !== MEMBERSHIP_PURPOSE || intent.metadata.userId !== user.userId) {
        throw paymentNotFound();
      }
      if (planOfIntent(intent)?.durationMonths !== plan.durationMonths) {
        throw new AppError('MEMBERSHIP_PLAN_INVALID', 'This payment was made for another membership plan.');
      }
      if (intent.status !== 'succeeded') {
        throw new AppError('MEMBERSHIP_PAYMENT_NOT_COMPLETED', 'The payment for this membership has not gone through.');
      }
      if (intent.amountCents !== plan.amountCents) {
        throw new AppError('MEMBERSHIP_PAYMENT_NOT_COMPLETED', 'The payment does not match the membership plan.');
      }
      await activate(user.userId, plan, intent.id, {
        email: body.email || null,
        firstName: body.firstName || null,
        lastName: body.lastName || null,
        phoneNumber: body.phoneNumber || user.phoneNumber || null,
      });
      return readMe(user.userId);
    },

    me: (user: SessionUser) => readMe(user.userId),

    /** The caller's own sharing settings; only a member (current or lapsed) has them. */
    async updateProfile(user: SessionUser, body: UpdateMemberProfileInput): Promise<MembershipMeResponse> {
      await db.transaction(async (tx) => {
        if ((await repo.listMemberships(user.userId, tx)).length === 0) {
          throw new AppError('FORBIDDEN', NOT_A_MEMBER_MESSAGE);
        }
        await repo.lockProfile(user.userId, tx);
        const { socialSharing, showInWhosHere } = body;
        await repo.setSettings(
          user.userId,
          {
            ...(socialSharing === undefined ? {} : { socialSharing }),
            ...(showInWhosHere === undefined ? {} : { showInWhosHere }),
          },
          await dbClock.read(tx),
          tx,
        );
      });
      return readMe(user.userId);
    },

    /**
     * Activates what succeeded membership payments bought when the activation never happened (the
     * process stopped in between): the paid-orders sweep calls it at start and every minute.
     */
    async finishPaidMemberships(limit = 100): Promise<number> {
      let finished = 0;
      for (const paymentIntentId of await repo.listPaidWithoutMembership(limit, db)) {
        try {
          if (await this.confirmPayment(paymentIntentId)) finished += 1;
        } catch (error) {
          log.error(
            { err: error, paymentIntentId },
            'could not activate a paid membership; the next sweep tries again',
          );
        }
      }
      return finished;
    },

    /**
     * For the provider's succeeded event (Stripe's webhook, the simulated confirm): activates the
     * membership a payment bought even if the join never arrives. Null for other payments.
     */
    async confirmPayment(paymentIntentId: string): Promise<MembershipRow | null> {
      // Not one we started (an order's, say): nothing to ask the provider.
      const started = await repo.findPayment(paymentIntentId, db);
      if (!started || started.provider !== payments.name) return null;
      const intent = await callPayments('read an intent', () => payments.retrieveIntent(paymentIntentId));
      const plan = planOfIntent(intent);
      const userId = started.userId;
      if (!plan || intent.metadata.userId !== userId || intent.status !== 'succeeded') return null;
      if (intent.amountCents !== plan.amountCents) {
        log.error({ paymentIntentId }, 'membership payment amount differs from its plan; not activated');
        return null;
      }
      await activate(userId, plan, intent.id, null);
      return (await repo.findByPaymentIntent(intent.id, db)) ?? null;
    },
  };
}
