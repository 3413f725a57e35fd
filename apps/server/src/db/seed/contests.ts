import { and, eq, like, lt } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { prizes, vendorEvents } from '../schema.js';
import { nextWeekdayAt, venueNight } from './venue-time.js';

const HOUR = 3_600_000;
export const DEMO_TONIGHT_EVENT_ID = 'EVT-DEMO-TONIGHT';

/** The demo's live night: 7:00 PM to 2:00 AM at the venue, the one running or tonight's. */
export function demoTonight(now: Date): { startTime: Date; endTime: Date } {
  return venueNight(now, 19);
}

/**
 * The demo bar's drawing and upcoming flyers. Tonight's prizes' odds add up to 1, so every first draw
 * of a person wins while stock lasts (a demo anyone can try, and end-to-end journeys that are certain);
 * a second draw at the same event loses under the one-prize-per-event rule.
 */
export async function seedContests(tx: Executor, vendorId: string, now: Date): Promise<void> {
  // A long-running demo keeps a drawing open "tonight": an ended demo night moves to now.
  await tx
    .update(vendorEvents)
    .set(demoTonight(now))
    .where(and(eq(vendorEvents.eventId, DEMO_TONIGHT_EVENT_ID), lt(vendorEvents.endTime, now)));

  await tx
    .insert(vendorEvents)
    .values([
      {
        eventId: 'EVT-DEMO-SALSA',
        vendorId,
        eventName: 'Salsa Sunday',
        startTime: nextWeekdayAt(now, 0, 19),
        endTime: new Date(nextWeekdayAt(now, 0, 19).getTime() + 4 * HOUR),
        status: 'UPCOMING',
        // The demo bar sells no tickets anywhere: no link, so the flyer links nowhere rather than to a placeholder.
        ticketingLink: null,
        description: '<p>Free lesson at 8 PM, then the floor is yours.</p>',
        images: ['/images/events/salsa-sunday.svg'],
      },
      {
        eventId: 'EVT-DEMO-COMEDY',
        vendorId,
        eventName: 'Comedy Night',
        startTime: nextWeekdayAt(now, 4, 21),
        endTime: new Date(nextWeekdayAt(now, 4, 21).getTime() + 3 * HOUR),
        status: 'UPCOMING',
        ticketingLink: null,
        description: '<p>Five comics, one mic.</p>',
        images: ['/images/events/comedy-night.svg'],
      },
    ])
    .onConflictDoNothing();

  // The first seeds linked these flyers to a placeholder ticket shop.
  await tx
    .update(vendorEvents)
    .set({ ticketingLink: null })
    .where(like(vendorEvents.ticketingLink, 'https://tickets.example.com/%'));

  await tx
    .insert(prizes)
    .values({
      prizeId: 'PRIZE-VIP',
      contestId: DEMO_TONIGHT_EVENT_ID,
      name: 'VIP Table',
      description: 'A reserved table for four on your next visit.',
      imageUrl: '/images/prizes/vip-table.svg',
      // Two journeys win at this drawing at once (contests-seed.test.ts): a prize sold out makes its share a loss.
      quantityRemaining: 3,
      oddsPpm: 100_000,
    })
    .onConflictDoNothing();
  const odds: [string, number, string][] = [
    ['PRIZE-DRINK', 600_000, '/images/prizes/free-drink.svg'],
    ['PRIZE-TEE', 300_000, '/images/prizes/tour-tee.svg'],
    ['PRIZE-VIP', 100_000, '/images/prizes/vip-table.svg'],
  ];
  // Only prizes still at the migration's default (no odds) get the demo's: later changes are kept.
  for (const [prizeId, oddsPpm, imageUrl] of odds) {
    await tx
      .update(prizes)
      .set({ oddsPpm, imageUrl })
      .where(and(eq(prizes.prizeId, prizeId), eq(prizes.oddsPpm, 0)));
  }
}
