import { cardMessages, isCardExpired, type PaymentMethod, SIMULATED_TEST_CARDS } from '@queueless/contracts';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { safeEqual } from '../../lib/hash.js';
import { newId, newToken } from '../../lib/ids.js';
import { feeRefundCents, PAYOUT_DELAY_DAYS, stripeCardFeeCents } from './connect-money.js';
import type { ConnectedAccountState, ConnectedPayout, PaymentIntent, PaymentProvider } from './payments.js';
import { paymentIntents, simulatedAccounts, simulatedRefunds } from './payments.tables.js';

type IntentRow = typeof paymentIntents.$inferSelect;

export type SimulatedPayments = PaymentProvider & {
  name: 'simulated';
  /**
   * What Stripe.js does in the browser: pays an intent with a card or the wallet button. Needs the
   * intent's client secret; confirming a paid intent again answers it unchanged.
   */
  confirmIntent(input: {
    paymentIntentId: string;
    clientSecret: string;
    paymentMethod: PaymentMethod;
    /**
     * Runs in the transaction that marks the intent succeeded, as Stripe's webhook would right after:
     * what it writes commits with the payment, and if it throws the payment is not made.
     */
    settle?: (tx: Tx, intent: PaymentIntent) => Promise<void>;
  }): Promise<PaymentIntent>;
  /**
   * The simulated onboarding page's submit: the account is complete at once (details submitted, charges and payouts
   * enabled). Needs the secret its link carries; answers the account's state, as Stripe's account.updated would.
   */
  completeOnboarding(input: { accountId: string; onboardingSecret: string }): Promise<ConnectedAccountState>;
};

/** Where the simulated onboarding page lives in the web app (its account link). */
/** The simulated OAuth consent's codes (a Standard account connected offline). */
const SIMULATED_OAUTH_CODE_PREFIX = 'ac_sim_';

export const SIMULATED_ONBOARDING_PATH = '/staff/connect/simulated-onboarding';

type AccountRow = typeof simulatedAccounts.$inferSelect;

function toAccountState(row: AccountRow): ConnectedAccountState {
  return {
    accountId: row.accountId,
    detailsSubmitted: row.detailsSubmitted,
    chargesEnabled: row.chargesEnabled,
    payoutsEnabled: row.payoutsEnabled,
    // What Stripe's Express onboarding asks for first, until it is given.
    requirementsDue: row.detailsSubmitted ? [] : ['business_profile.url', 'external_account', 'tos_acceptance.date'],
  };
}

const DAY_MS = 86_400_000;

/** The UTC day a time falls on, as its midnight. */
const dayOf = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

/** Tells the simulated provider (which the confirm route needs) from any other. */
export function isSimulatedPayments(provider: PaymentProvider): provider is SimulatedPayments {
  return provider.name === 'simulated' && 'confirmIntent' in provider;
}

const notFound = () => new AppError('NOT_FOUND', 'Payment not found.');

function toIntent(row: IntentRow): PaymentIntent {
  return {
    id: row.paymentIntentId,
    clientSecret: row.clientSecret,
    amountCents: row.amountCents,
    currency: 'usd',
    status: row.status,
    metadata: row.metadata,
  };
}

/** Card checks the contract cannot make (they need the clock), then the test card that declines. */
function checkCard(paymentMethod: PaymentMethod, now: Date): void {
  if (paymentMethod.type !== 'card') return;
  if (isCardExpired(paymentMethod.expMonth, paymentMethod.expYear, now)) {
    throw new AppError('VALIDATION_FAILED', cardMessages.expiryInPast, [
      { field: 'body.paymentMethod.expYear', message: cardMessages.expiryInPast },
    ]);
  }
  if (paymentMethod.cardNumber === SIMULATED_TEST_CARDS.declined) {
    throw new AppError('PAYMENT_DECLINED', cardMessages.declined);
  }
}

/**
 * Payments without a payment company: intents live in `payment_intents` (provider 'simulated') and
 * go through Stripe's life cycle, so the rest of the app cannot tell the difference. Offline default.
 */
export function createSimulatedPayments({ db, clock }: { db: Db; clock: Clock }): SimulatedPayments {
  // Every order create makes an intent: the insert is prepared once per connection.
  const insertIntent = db
    .insert(paymentIntents)
    .values({
      paymentIntentId: sql.placeholder('paymentIntentId'),
      provider: 'simulated',
      orderId: sql.placeholder('orderId'),
      purpose: sql.placeholder('purpose'),
      amountCents: sql.placeholder('amountCents'),
      clientSecret: sql.placeholder('clientSecret'),
      idempotencyKey: sql.placeholder('idempotencyKey'),
      metadata: sql.placeholder('metadata'),
      accountId: sql.placeholder('accountId'),
      applicationFeeCents: sql.placeholder('applicationFeeCents'),
    })
    .onConflictDoNothing({ target: paymentIntents.idempotencyKey })
    .returning()
    .prepare('simulated_payments_insert_intent');

  async function findRow(paymentIntentId: string): Promise<IntentRow | undefined> {
    const [row] = await db
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.paymentIntentId, paymentIntentId), eq(paymentIntents.provider, 'simulated')));
    return row;
  }

  async function getRow(paymentIntentId: string): Promise<IntentRow> {
    const row = await findRow(paymentIntentId);
    if (!row) throw notFound();
    return row;
  }

  return {
    name: 'simulated',

    publicConfig: () => ({ provider: 'simulated', publishableKey: null }),

    async createIntent({ amountCents, idempotencyKey, metadata, onAccount }) {
      const paymentIntentId = `pi_sim_${newId(24)}`;
      // Stripe keeps idempotency keys per account: so does the simulation (the account is part of the stored key).
      const key = onAccount ? `${onAccount.accountId}:${idempotencyKey}` : idempotencyKey;
      const [inserted] = await insertIntent.execute({
        paymentIntentId,
        orderId: metadata.orderId ?? null,
        purpose: metadata.purpose ?? 'order',
        amountCents,
        clientSecret: `${paymentIntentId}_secret_${newToken()}`,
        idempotencyKey: key,
        metadata,
        accountId: onAccount?.accountId ?? null,
        applicationFeeCents: onAccount?.applicationFeeCents ?? null,
      });
      if (inserted) return toIntent(inserted);
      // The same key was used before: answer with that intent, as Stripe replays its first answer.
      const [existing] = await db.select().from(paymentIntents).where(eq(paymentIntents.idempotencyKey, key));
      if (!existing) throw new Error(`payment intent for key ${key} vanished`);
      return toIntent(existing);
    },

    async updateIntentAmount({ paymentIntentId, amountCents, onAccount }) {
      // Setting an amount is idempotent by itself, so the key needs no record here.
      const [updated] = await db
        .update(paymentIntents)
        .set({
          amountCents,
          updatedAt: clock(),
          ...(onAccount ? { applicationFeeCents: onAccount.applicationFeeCents } : {}),
        })
        .where(
          and(
            eq(paymentIntents.paymentIntentId, paymentIntentId),
            eq(paymentIntents.provider, 'simulated'),
            eq(paymentIntents.status, 'requires_payment_method'),
            onAccount ? eq(paymentIntents.accountId, onAccount.accountId) : sql`${paymentIntents.accountId} is null`,
          ),
        )
        .returning();
      if (updated) return toIntent(updated);
      const current = await getRow(paymentIntentId);
      if (current.amountCents === amountCents) return toIntent(current);
      throw new AppError('CONFLICT', 'This payment has already been made and can no longer be changed.');
    },

    async retrieveIntent(paymentIntentId, accountId) {
      const row = await getRow(paymentIntentId);
      // As Stripe: an intent is found only on the account it was made on.
      if ((row.accountId ?? undefined) !== accountId) throw notFound();
      return toIntent(row);
    },

    async refund({ paymentIntentId, amountCents, idempotencyKey, onAccount }) {
      return db.transaction(async (tx) => {
        // The intent's row lock makes refunds of one intent take turns, so the sum below holds.
        const [intent] = await tx
          .select()
          .from(paymentIntents)
          .where(and(eq(paymentIntents.paymentIntentId, paymentIntentId), eq(paymentIntents.provider, 'simulated')))
          .for('update');
        if (!intent || (intent.accountId ?? undefined) !== onAccount?.accountId) throw notFound();
        const [earlier] = await tx
          .select()
          .from(simulatedRefunds)
          .where(eq(simulatedRefunds.idempotencyKey, idempotencyKey));
        if (earlier) {
          if (earlier.paymentIntentId !== paymentIntentId) {
            throw new AppError('CONFLICT', 'This refund key was already used for another payment.');
          }
          return { refundId: earlier.refundId };
        }
        if (intent.status !== 'succeeded') {
          throw new AppError('CONFLICT', 'Only a payment that went through can be refunded.');
        }
        const [refunded] = await tx
          .select({
            cents: sql<number>`coalesce(sum(${simulatedRefunds.amountCents}), 0)::int`,
            feeCents: sql<number>`coalesce(sum(${simulatedRefunds.applicationFeeRefundedCents}), 0)::int`,
          })
          .from(simulatedRefunds)
          .where(eq(simulatedRefunds.paymentIntentId, paymentIntentId));
        if (amountCents <= 0) throw new AppError('VALIDATION_FAILED', 'A refund must be for more than nothing.');
        if ((refunded?.cents ?? 0) + amountCents > intent.amountCents) {
          throw new AppError('CONFLICT', 'This payment has already been refunded.');
        }
        const refundId = `re_sim_${newId(24)}`;
        const applicationFeeRefundedCents =
          onAccount?.refundApplicationFee && intent.applicationFeeCents
            ? feeRefundCents({
                chargeCents: intent.amountCents,
                feeCents: intent.applicationFeeCents,
                refundedBeforeCents: refunded?.cents ?? 0,
                refundCents: amountCents,
                feeRefundedBeforeCents: refunded?.feeCents ?? 0,
              })
            : 0;
        await tx
          .insert(simulatedRefunds)
          .values({ refundId, paymentIntentId, idempotencyKey, amountCents, applicationFeeRefundedCents });
        return { refundId };
      });
    },

    parseWebhook() {
      throw new AppError('NOT_FOUND', 'The simulated payment provider sends no webhooks.');
    },

    connect: {
      async createAccount({ vendorId, idempotencyKey }) {
        const [inserted] = await db
          .insert(simulatedAccounts)
          .values({ accountId: `acct_sim_${newId(16)}`, vendorId, idempotencyKey, onboardingSecret: newToken() })
          .onConflictDoNothing({ target: simulatedAccounts.idempotencyKey })
          .returning();
        const row =
          inserted ??
          (await db.select().from(simulatedAccounts).where(eq(simulatedAccounts.idempotencyKey, idempotencyKey)))[0];
        if (!row) throw new Error(`connected account for key ${idempotencyKey} vanished`);
        return toAccountState(row);
      },

      async createAccountLink({ accountId, returnUrl }) {
        const [row] = await db.select().from(simulatedAccounts).where(eq(simulatedAccounts.accountId, accountId));
        if (!row) throw new AppError('NOT_FOUND', 'Account not found.');
        const query = new URLSearchParams({ account: accountId, secret: row.onboardingSecret, return: returnUrl });
        return { url: `${SIMULATED_ONBOARDING_PATH}?${query}` };
      },

      async retrieveAccount(accountId) {
        const [row] = await db.select().from(simulatedAccounts).where(eq(simulatedAccounts.accountId, accountId));
        if (!row) throw new AppError('NOT_FOUND', 'Account not found.');
        return toAccountState(row);
      },

      /**
       * Payouts as Stripe's standard schedule makes them: each UTC day's charges, less Stripe's card fee and the
       * application fee, less that day's refunds (the fee returned with them added back), paid out two days later.
       */
      async listPayouts(accountId, since) {
        const earliest = new Date(since.getTime() - PAYOUT_DELAY_DAYS * DAY_MS);
        const charges = await db
          .select()
          .from(paymentIntents)
          .where(
            and(
              eq(paymentIntents.accountId, accountId),
              eq(paymentIntents.status, 'succeeded'),
              gte(paymentIntents.updatedAt, earliest),
            ),
          );
        const refunds = await db
          .select({ refund: simulatedRefunds })
          .from(simulatedRefunds)
          .innerJoin(paymentIntents, eq(paymentIntents.paymentIntentId, simulatedRefunds.paymentIntentId))
          .where(and(eq(paymentIntents.accountId, accountId), gte(simulatedRefunds.createdAt, earliest)));
        const byDay = new Map<number, number>();
        const add = (at: Date, cents: number) => {
          const day = dayOf(at).getTime();
          byDay.set(day, (byDay.get(day) ?? 0) + cents);
        };
        for (const charge of charges) {
          add(
            charge.updatedAt,
            charge.amountCents - stripeCardFeeCents(charge.amountCents) - (charge.applicationFeeCents ?? 0),
          );
        }
        for (const { refund } of refunds)
          add(refund.createdAt, -refund.amountCents + refund.applicationFeeRefundedCents);
        const now = clock().getTime();
        const payouts: ConnectedPayout[] = [];
        for (const [day, cents] of byDay) {
          const arrival = new Date(day + PAYOUT_DELAY_DAYS * DAY_MS);
          if (cents <= 0 || arrival.getTime() < since.getTime()) continue;
          const ymd = new Date(day).toISOString().slice(0, 10).replaceAll('-', '');
          payouts.push({
            payoutId: `po_sim_${accountId.slice(-8)}_${ymd}`,
            amountCents: cents,
            arrivalDate: arrival,
            status: arrival.getTime() <= now ? 'paid' : day + DAY_MS <= now ? 'in_transit' : 'pending',
          });
        }
        return payouts.sort((a, b) => b.arrivalDate.getTime() - a.arrivalDate.getTime());
      },

      oauthAuthorizeUrl({ state, redirectUri }) {
        // The vendor consents at once, as the simulated onboarding completes at once: straight back with a code.
        const query = new URLSearchParams({ code: `${SIMULATED_OAUTH_CODE_PREFIX}${newToken()}`, state });
        return `${redirectUri}?${query}`;
      },

      async exchangeOauthCode(code) {
        if (!code.startsWith(SIMULATED_OAUTH_CODE_PREFIX)) {
          throw new AppError('VALIDATION_FAILED', 'This authorization code is not valid.');
        }
        // A Standard account is the vendor's own, already onboarded.
        const [inserted] = await db
          .insert(simulatedAccounts)
          .values({
            accountId: `acct_sim_${newId(16)}`,
            vendorId: '',
            idempotencyKey: `oauth:${code}`,
            onboardingSecret: newToken(),
            detailsSubmitted: true,
            chargesEnabled: true,
            payoutsEnabled: true,
          })
          .onConflictDoNothing({ target: simulatedAccounts.idempotencyKey })
          .returning();
        if (!inserted) throw new AppError('VALIDATION_FAILED', 'This authorization code was already used.');
        return toAccountState(inserted);
      },

      async deauthorizeAccount(accountId) {
        await db
          .update(simulatedAccounts)
          .set({ chargesEnabled: false, payoutsEnabled: false })
          .where(eq(simulatedAccounts.accountId, accountId));
      },

      async registerPaymentMethodDomain({ accountId, domain }) {
        return { id: `pmd_sim_${accountId.replace(/^acct_sim_/, '')}_${domain.replace(/[^a-z0-9]/gi, '_')}` };
      },

      parseConnectWebhook() {
        throw new AppError('NOT_FOUND', 'The simulated payment provider sends no webhooks.');
      },
    },

    async completeOnboarding({ accountId, onboardingSecret }) {
      const [row] = await db.select().from(simulatedAccounts).where(eq(simulatedAccounts.accountId, accountId));
      if (!row || !safeEqual(row.onboardingSecret, onboardingSecret))
        throw new AppError('NOT_FOUND', 'Account not found.');
      const [updated] = await db
        .update(simulatedAccounts)
        .set({ detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true })
        .where(eq(simulatedAccounts.accountId, accountId))
        .returning();
      return toAccountState(updated ?? row);
    },

    async confirmIntent({ paymentIntentId, clientSecret, paymentMethod, settle }) {
      const row = await findRow(paymentIntentId);
      // A wrong secret answers as an unknown intent does, so ids can't be probed.
      if (!row || !safeEqual(row.clientSecret, clientSecret)) throw notFound();
      if (row.status === 'succeeded') return toIntent(row);
      if (row.status !== 'requires_payment_method') {
        throw new AppError('CONFLICT', 'This payment can no longer be made.');
      }
      try {
        checkCard(paymentMethod, clock());
      } catch (error) {
        if (error instanceof AppError && error.code === 'PAYMENT_DECLINED') {
          await db
            .update(paymentIntents)
            .set({ lastError: 'card_declined', updatedAt: clock() })
            .where(eq(paymentIntents.paymentIntentId, paymentIntentId));
        }
        throw error;
      }
      const paid = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(paymentIntents)
          .set({ status: 'succeeded', lastError: null, updatedAt: clock() })
          .where(
            and(
              eq(paymentIntents.paymentIntentId, paymentIntentId),
              eq(paymentIntents.clientSecret, clientSecret),
              eq(paymentIntents.status, 'requires_payment_method'),
            ),
          )
          .returning();
        if (row) await settle?.(tx, toIntent(row));
        return row;
      });
      if (paid) return toIntent(paid);
      // Someone else changed it between the read and the update: answer from what it is now.
      const now = await getRow(paymentIntentId);
      if (now.status === 'succeeded') return toIntent(now);
      throw new AppError('CONFLICT', 'This payment can no longer be made.');
    },
  };
}
