import { and, eq, gt, inArray } from 'drizzle-orm';
import { addMonths } from '../../modules/membership/credit-schedule.js';
import type { Db } from '../client.js';
import {
  gleventsTable,
  memberCreditEntries,
  memberProfiles,
  membershipPayments,
  memberships,
  paymentIntents,
  reservations,
  users,
} from '../schema.js';

const DAY = 86_400_000;

type DemoMember = { userId: string; key: string; durationMonths: 1 | 3; startedDaysAgo: number };

/**
 * Seeded guests (seed/guestlists.ts) that are "free to book": members too, so the demo and the guest-list
 * journey can reserve for them under the membership rule.
 */
const BOOKING_GUEST_PHONES = ['+12135550156', '+12135550157'];

/**
 * Lusiv members of the demo: the demo customer on a paid 3-month plan that started 10 days ago (with a credit
 * spent on each upcoming confirmed reservation), and the seeded guests who are free to book on a 1-month plan.
 * Each has a succeeded simulated payment, the membership, its first grant in the ledger and the cached balance,
 * so the membership pages and the account page show real data. Idempotent, like the rest of the seed.
 */
export async function seedMembership(db: Db, customerUserId: string, now: Date): Promise<void> {
  const guests = await db
    .select({ userId: users.userId })
    .from(users)
    .where(inArray(users.phoneNumber, BOOKING_GUEST_PHONES));
  const members: DemoMember[] = [
    { userId: customerUserId, key: 'CUSTOMER', durationMonths: 3, startedDaysAgo: 10 },
    ...guests.map((guest, index) => ({
      userId: guest.userId,
      key: `GUEST${index + 1}`,
      durationMonths: 1 as const,
      startedDaysAgo: 2,
    })),
  ];
  for (const member of members) await seedMember(db, member, now);
}

async function seedMember(db: Db, { userId, key, durationMonths, startedDaysAgo }: DemoMember, now: Date) {
  const membershipId = `DEMOMEMBERSHIP${key}`;
  const paymentIntentId = `pi_sim_DEMOMEMBERSHIP${key}`;
  const amountCents = durationMonths === 3 ? 5000 : 2000;
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(memberships).where(eq(memberships.membershipId, membershipId));
    if (existing) return;
    const startsAt = new Date(now.getTime() - startedDaysAgo * DAY);
    const metadata = { purpose: 'membership', userId, durationMonths: String(durationMonths) };
    await tx.insert(paymentIntents).values({
      paymentIntentId,
      provider: 'simulated',
      purpose: 'membership',
      amountCents,
      status: 'succeeded',
      clientSecret: `${paymentIntentId}_secret_demo`,
      metadata,
    });
    await tx
      .insert(membershipPayments)
      .values({ paymentIntentId, userId, provider: 'simulated', durationMonths, amountCents });
    await tx.insert(memberships).values({
      membershipId,
      userId,
      durationMonths,
      amountCents,
      paymentIntentId,
      startsAt,
      endsAt: addMonths(startsAt, durationMonths),
    });
    let balance = 4;
    await tx.insert(memberCreditEntries).values({
      userId,
      kind: 'GRANT',
      entryKey: `grant:${membershipId}:0`,
      credits: 4,
      balanceAfter: balance,
      membershipId,
      effectiveAt: startsAt,
    });
    const upcoming = await tx
      .select({ reservationId: reservations.reservationId })
      .from(reservations)
      .innerJoin(gleventsTable, eq(gleventsTable.gleventId, reservations.gleventId))
      .where(
        and(
          eq(reservations.userId, userId),
          eq(reservations.reservationStatus, 'CONFIRMED'),
          gt(gleventsTable.startTime, now),
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
