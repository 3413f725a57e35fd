import { and, eq, gt } from 'drizzle-orm';
import { addMonths } from '../../modules/membership/credit-schedule.js';
import type { Db } from '../client.js';
import {
  glEvents,
  memberCreditEntries,
  memberProfiles,
  membershipPayments,
  memberships,
  paymentIntents,
  reservations,
} from '../schema.js';

const DAY = 86_400_000;
const MEMBERSHIP_ID = 'DEMOMEMBERSHIP0000000001';
const PAYMENT_INTENT_ID = 'pi_sim_DEMOMEMBERSHIP00000001';

/**
 * The demo customer is a Lusiv member: a paid 3-month plan that started 10 days ago, its first 4 credits,
 * and one credit spent on each of their upcoming confirmed reservations, so the membership pages and the
 * account page show real data. Idempotent, like the rest of the seed.
 */
export async function seedMembership(db: Db, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(memberships).where(eq(memberships.membershipId, MEMBERSHIP_ID));
    if (existing) return;
    const startsAt = new Date(now.getTime() - 10 * DAY);
    await tx.insert(paymentIntents).values({
      paymentIntentId: PAYMENT_INTENT_ID,
      provider: 'simulated',
      purpose: 'membership',
      amountCents: 5000,
      status: 'succeeded',
      clientSecret: `${PAYMENT_INTENT_ID}_secret_demo`,
      metadata: { purpose: 'membership', userId, durationMonths: '3', membershipType: '3-month' },
    });
    await tx.insert(membershipPayments).values({
      paymentIntentId: PAYMENT_INTENT_ID,
      userId,
      provider: 'simulated',
      durationMonths: 3,
      amountCents: 5000,
    });
    await tx.insert(memberships).values({
      membershipId: MEMBERSHIP_ID,
      userId,
      durationMonths: 3,
      amountCents: 5000,
      paymentIntentId: PAYMENT_INTENT_ID,
      email: 'casey@example.com',
      firstName: 'Casey',
      lastName: 'Customer',
      startsAt,
      endsAt: addMonths(startsAt, 3),
    });
    let balance = 4;
    await tx.insert(memberCreditEntries).values({
      userId,
      kind: 'GRANT',
      entryKey: `grant:${MEMBERSHIP_ID}:0`,
      credits: 4,
      balanceAfter: balance,
      membershipId: MEMBERSHIP_ID,
      effectiveAt: startsAt,
    });
    const upcoming = await tx
      .select({ reservationId: reservations.reservationId })
      .from(reservations)
      .innerJoin(glEvents, eq(glEvents.gleventId, reservations.gleventId))
      .where(
        and(
          eq(reservations.userId, userId),
          eq(reservations.reservationStatus, 'CONFIRMED'),
          gt(glEvents.startTime, now),
        ),
      );
    for (const { reservationId } of upcoming.slice(0, balance)) {
      balance -= 1;
      await tx.insert(memberCreditEntries).values({
        userId,
        kind: 'SPEND',
        entryKey: `spend:${reservationId}`,
        credits: -1,
        balanceAfter: balance,
        reservationId,
        effectiveAt: now,
      });
    }
    await tx
      .insert(memberProfiles)
      .values({ userId, availableCredits: balance })
      .onConflictDoUpdate({ target: memberProfiles.userId, set: { availableCredits: balance } });
  });
}
