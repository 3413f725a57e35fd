/**
 * Guest-list numbers for docs/benchmarks.md: the available-events search over 10,000 events (EXPLAIN ANALYZE) and
 * the door's list of an event with 2,000 reservations, on a fresh PostgreSQL database (DATABASE_URL, dropped after).
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/server/bench/guestlists-measure.ts
 */
import { performance } from 'node:perf_hooks';
import { endpointPath, listAvailableGlevents, listGuests } from '@queueless/contracts';
import { sql } from 'drizzle-orm';
import { gleventsTable, reservations, users } from '../src/db/schema.js';
import { newId } from '../src/lib/ids.js';
import { createUser, createVendor, grantRole } from '../test/factories.js';
import { createTestApp } from '../test/harness.js';

const EVENTS = 10_000;
const GUESTS = 2_000;

const t = await createTestApp();
if (!t.url) throw new Error('Set DATABASE_URL: these numbers are for PostgreSQL.');
const { db } = t.database;
const vendor = await createVendor(t.app, { guestlistEnabled: true });
const now = Date.now();

// 10,000 upcoming events spread over the continental US (lat 25–49, lng -124 – -67).
const rows = Array.from({ length: EVENTS }, (_, i) => ({
  gleventId: newId(),
  vendorId: vendor.vendorId,
  name: `Event ${i}`,
  startTime: new Date(now + (1 + (i % 60)) * 86_400_000),
  endTime: new Date(now + (1 + (i % 60)) * 86_400_000 + 5 * 3_600_000),
  originalCapacity: 100,
  venueName: 'Venue',
  addressLine1: '1 Main St',
  city: 'Somewhere',
  state: 'CA',
  zipCode: '90000',
  latitude: 25 + Math.random() * 24,
  longitude: -124 + Math.random() * 57,
}));
for (let i = 0; i < rows.length; i += 1000) await db.insert(gleventsTable).values(rows.slice(i, i + 1000));
await t.database.query('analyze gl_events');

const search = (lat: number, lng: number, radius: number) =>
  t.app.inject({
    url: endpointPath(listAvailableGlevents, {}, { latitude: lat, longitude: lng, radiusMiles: radius }),
  });
for (let i = 0; i < 5; i++) await search(34.0522, -118.2437, 50);
const timings: number[] = [];
let found = 0;
for (let i = 0; i < 50; i++) {
  const started = performance.now();
  const reply = await search(34.0522, -118.2437, 50);
  timings.push(performance.now() - started);
  found = reply.json().glevents.length;
}
timings.sort((a, b) => a - b);
console.log(
  `available search, 10,000 events, 50 mi around Los Angeles: ${found} found; request p50 ${timings[25]!.toFixed(1)} ms, p95 ${timings[47]!.toFixed(1)} ms (app.inject)`,
);

// The statement the repo runs, with the same bounding box, as EXPLAIN ANALYZE sees it.
const plan = await t.database.query<{ 'QUERY PLAN': string }>(
  `explain (analyze, buffers) select * from gl_events
    where latitude between 33.3289 and 34.7755 and longitude between -119.1185 and -117.3689
      and end_time > now() and glevent_status <> 'COMPLETED'
      and 3958.7613 * 2 * asin(least(1, sqrt(power(sin(radians(latitude - 34.0522) / 2), 2)
        + cos(radians(34.0522)) * cos(radians(latitude)) * power(sin(radians(longitude - -118.2437) / 2), 2)))) <= 50
    order by start_time, glevent_id limit 200`,
);
console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));

// An event with 2,000 reservations: the door's list.
const [event] = rows;
const manager = await createUser(t.app);
await grantRole(t.app, vendor.vendorId, manager, 'STAFF');
const guests = Array.from({ length: GUESTS }, (_, i) => ({
  userId: newId(),
  phoneNumber: `+1310${String(2_000_000 + i).padStart(7, '0')}`,
  firstName: `First${i}`,
  lastName: `Last${i}`,
}));
for (let i = 0; i < guests.length; i += 1000) await db.insert(users).values(guests.slice(i, i + 1000));
await db.update(gleventsTable).set({ originalCapacity: GUESTS }).where(sql`glevent_id = ${event!.gleventId}`);
const booked = guests.map((guest, i) => ({
  reservationId: newId(),
  gleventId: event!.gleventId,
  vendorId: vendor.vendorId,
  userId: guest.userId,
  firstName: guest.firstName,
  lastName: guest.lastName,
  reservationStatus: (i % 10 === 0 ? 'CHECKED_IN' : 'CONFIRMED') as 'CHECKED_IN' | 'CONFIRMED',
}));
for (let i = 0; i < booked.length; i += 1000) await db.insert(reservations).values(booked.slice(i, i + 1000));
const listTimes: number[] = [];
let bytes = 0;
for (let i = 0; i < 25; i++) {
  const started = performance.now();
  const reply = await t.app.inject({
    url: endpointPath(listGuests, { vendorId: vendor.vendorId, gleventId: event!.gleventId }),
    headers: manager.auth,
  });
  listTimes.push(performance.now() - started);
  bytes = reply.body.length;
  if (reply.json().total !== GUESTS) throw new Error(reply.body.slice(0, 200));
}
listTimes.sort((a, b) => a - b);
console.log(
  `guest list, 2,000 reservations: ${(bytes / 1024).toFixed(0)} kB JSON; p50 ${listTimes[12]!.toFixed(1)} ms, p95 ${listTimes[23]!.toFixed(1)} ms (app.inject)`,
);
await t.close();
