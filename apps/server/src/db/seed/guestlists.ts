import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { gleventsTable, reservations, users, vendorRoles } from '../schema.js';
import { venueHour, venueNight } from './venue-time.js';

// guestlists: the Skyline Lounge's guest-list nights, in Los Angeles and Anaheim, with reservations in every status.

const VENDOR_ID = 'skyline-lounge';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The Skyline's door person (README's demo people). */
export const skylineDoorStaff = {
  userId: 'DEMOUSERSKYLINESTAFF0006',
  phoneNumber: '+12135550106',
  name: 'Jo Door',
} as const;

const CASEY = 'DEMOUSERCUSTOMER00000020';

/** Fictional guests, +1 213 555 0140 to 0157 (555-01xx numbers are never real). */
const guests = [
  ['Ana', 'Díaz'],
  ['Ben', 'Okafor'],
  ['Chloe', 'Nguyen'],
  ['Dev', 'Patel'],
  ['Elena', 'Rossi'],
  ['Femi', 'Adeyemi'],
  ['Grace', 'Kim'],
  ['Hugo', 'Martin'],
  ['Isla', 'Murphy'],
  ['Jamal', 'Brooks'],
  ['Keiko', 'Tanaka'],
  ['Liam', 'O’Brien'],
  ['Maya', 'Cohen'],
  ['Noah', 'Silva'],
  ['Olivia', 'Jones'],
  ['Priya', 'Shah'],
  // No reservation yet: free to book one in the demo (and the end-to-end journey does).
  ['Rosa', 'Alvarez'],
  ['Theo', 'Lambert'],
].map(([firstName, lastName], index) => ({
  userId: `DEMOGUEST${String(index + 1).padStart(15, '0')}`,
  phoneNumber: `+121355501${40 + index}`,
  firstName: firstName!,
  lastName: lastName!,
}));

const hollywood = {
  venueName: 'Skyline Lounge',
  addressLine1: '6250 Hollywood Blvd',
  addressLine2: 'Rooftop',
  city: 'Los Angeles',
  state: 'CA',
  country: 'US',
  zipCode: '90028',
  latitude: 34.1016,
  longitude: -118.3267,
};
const downtown = {
  venueName: 'Skyline Lounge Downtown',
  addressLine1: '900 S Flower St',
  addressLine2: null,
  city: 'Los Angeles',
  state: 'CA',
  country: 'US',
  zipCode: '90015',
  latitude: 34.0452,
  longitude: -118.2617,
};
const anaheim = {
  venueName: 'Skyline Lounge Anaheim',
  addressLine1: '440 S Anaheim Blvd',
  addressLine2: null,
  city: 'Anaheim',
  state: 'CA',
  country: 'US',
  zipCode: '92805',
  latitude: 33.8316,
  longitude: -117.9113,
};

type Status = (typeof reservations.$inferInsert)['reservationStatus'];

/**
 * Writes the Skyline's events and reservations. Idempotent like the rest of the demo: fixed ids, existing rows
 * left alone; each event's reservedCount is then recounted from its reservations so the two always agree.
 */
export async function seedGuestlists(tx: Tx, now: Date): Promise<void> {
  const at = (ms: number) => new Date(now.getTime() + ms);
  // A round hour at the venue (Los Angeles time), `days` from today, as a manager would pick it.
  const night = (days: number, hour: number) => venueHour(now, days, hour);

  await tx
    .insert(users)
    .values([
      {
        userId: skylineDoorStaff.userId,
        phoneNumber: skylineDoorStaff.phoneNumber,
        firstName: 'Jo',
        lastName: 'Door',
      },
      ...guests,
    ])
    .onConflictDoNothing();
  await tx
    .insert(vendorRoles)
    .values({
      vendorId: VENDOR_ID,
      phoneNumber: skylineDoorStaff.phoneNumber,
      name: skylineDoorStaff.name,
      role: 'STAFF',
    })
    .onConflictDoNothing();

  type EventSeed = Omit<typeof gleventsTable.$inferInsert, 'vendorId'>;
  const seeds: EventSeed[] = [
    {
      gleventId: 'GLE-SKY-TONIGHT',
      name: 'Skyline Tonight',
      description: 'DJ sets all night. Smart casual; 21+.',
      // The door's list is tonight's whatever hour the demo is seeded: 6:00 PM to 2:00 AM at the venue.
      ...venueNight(now, 18),
      originalCapacity: 60,
      gleventStatus: 'IN_PROGRESS',
      ...hollywood,
    },
    {
      gleventId: 'GLE-SKY-UPCOMING',
      name: 'Rooftop Sessions',
      description: 'House music at sunset.',
      startTime: night(3, 19),
      endTime: night(4, 0),
      originalCapacity: 40,
      gleventStatus: 'UPCOMING',
      ...hollywood,
    },
    {
      gleventId: 'GLE-SKY-JAZZ',
      name: 'Sunset Jazz on the Roof',
      description: 'A quartet, the skyline and a short list: nearly full.',
      startTime: night(6, 18),
      endTime: night(6, 22),
      originalCapacity: 12,
      gleventStatus: 'UPCOMING',
      ...downtown,
    },
    {
      gleventId: 'GLE-SKY-ANAHEIM-FULL',
      name: 'Anaheim Afterparty',
      description: 'After the game, upstairs. Full: new reservations join the waitlist.',
      startTime: night(10, 21),
      endTime: night(11, 1),
      originalCapacity: 6,
      gleventStatus: 'UPCOMING',
      ...anaheim,
    },
    {
      gleventId: 'GLE-SKY-ANAHEIM-POOL',
      name: 'Poolside Anaheim',
      description: 'Day party by the pool.',
      startTime: night(17, 13),
      endTime: night(17, 19),
      originalCapacity: 80,
      gleventStatus: 'UPCOMING',
      ...anaheim,
    },
    {
      gleventId: 'GLE-SKY-PAST',
      name: 'Opening Night',
      startTime: night(-10, 20),
      endTime: night(-9, 1),
      originalCapacity: 30,
      gleventStatus: 'COMPLETED',
      ...hollywood,
    },
  ];
  const events = seeds.map((event) => ({ ...event, vendorId: VENDOR_ID, reservedCount: 0 }));
  await tx.insert(gleventsTable).values(events).onConflictDoNothing();

  const rows: (typeof reservations.$inferInsert)[] = [];
  let sequence = 0;
  const add = (gleventId: string, tag: string, who: string, status: Status, quantity = 1) => {
    sequence++;
    const guest = guests.find((g) => g.userId === who);
    rows.push({
      reservationId: `SKY${tag}${String(sequence).padStart(21 - tag.length, '0')}`,
      gleventId,
      vendorId: VENDOR_ID,
      userId: who,
      firstName: guest?.firstName ?? (who === CASEY ? 'Casey' : null),
      lastName: guest?.lastName ?? (who === CASEY ? 'Customer' : null),
      quantity,
      reservationStatus: status,
      createdAt: at(-20 * DAY + sequence * HOUR),
      ...(status === 'CHECKED_IN' ? { checkedInAt: at(-30 * 60_000), checkedInBy: skylineDoorStaff.userId } : {}),
      ...(status === 'CANCELLED' ? { cancelledAt: at(-2 * DAY) } : {}),
    });
  };
  const g = (n: number) => guests[n]!.userId;

  // Tonight: some in, some still to come, one cancelled.
  for (const n of [0, 1, 2]) add('GLE-SKY-TONIGHT', 'TONIGHT', g(n), 'CHECKED_IN', n === 1 ? 2 : 1);
  for (const n of [3, 4, 5, 6]) add('GLE-SKY-TONIGHT', 'TONIGHT', g(n), 'CONFIRMED', n === 4 ? 3 : 1);
  add('GLE-SKY-TONIGHT', 'TONIGHT', g(7), 'CANCELLED');
  // Rooftop Sessions: the demo customer, a pending one and a cancellation.
  add('GLE-SKY-UPCOMING', 'ROOFTOP', CASEY, 'CONFIRMED');
  for (const n of [8, 9]) add('GLE-SKY-UPCOMING', 'ROOFTOP', g(n), 'CONFIRMED', 2);
  add('GLE-SKY-UPCOMING', 'ROOFTOP', g(10), 'PENDING');
  add('GLE-SKY-UPCOMING', 'ROOFTOP', g(11), 'CANCELLED');
  // Sunset Jazz: 11 of 12 places taken.
  for (const [n, quantity] of [
    [12, 3],
    [13, 4],
    [14, 2],
    [15, 2],
  ] as const) {
    add('GLE-SKY-JAZZ', 'JAZZ', g(n), 'CONFIRMED', quantity);
  }
  // Anaheim Afterparty: full, two on the waitlist (oldest first).
  for (const n of [0, 1, 2, 3, 4, 5]) add('GLE-SKY-ANAHEIM-FULL', 'ANAHEIM', g(n), 'CONFIRMED');
  for (const n of [6, 7]) add('GLE-SKY-ANAHEIM-FULL', 'ANAHEIM', g(n), 'WAITLISTED');
  // Poolside: a couple of early bookings.
  for (const n of [9, 11]) add('GLE-SKY-ANAHEIM-POOL', 'POOL', g(n), 'CONFIRMED', 2);
  // Opening Night: past, mostly checked in, one no-show.
  add('GLE-SKY-PAST', 'OPENING', CASEY, 'CHECKED_IN');
  for (const n of [12, 13, 14]) add('GLE-SKY-PAST', 'OPENING', g(n), 'CHECKED_IN', 2);
  add('GLE-SKY-PAST', 'OPENING', g(15), 'CONFIRMED');
  await tx.insert(reservations).values(rows).onConflictDoNothing();

  const ids = events.map((event) => event.gleventId!);
  await tx
    .update(gleventsTable)
    .set({
      reservedCount: sql`(select coalesce(sum(${reservations.quantity}), 0)::int from ${reservations}
        where ${reservations.gleventId} = ${gleventsTable.gleventId}
          and ${reservations.reservationStatus} in ('CONFIRMED', 'CHECKED_IN'))`,
    })
    .where(inArray(gleventsTable.gleventId, ids));
}
