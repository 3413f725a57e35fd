import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestUser } from '../../../test/factories.js';
import { cancel, createGlevent, reserve, vendorWithRole } from '../../../test/guestlists.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { memberProfiles, reservations } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

/** The advisory lock the test holds to stop both cancellations at the same point. */
const BARRIER_KEY = 7_013_013;

/**
 * Decision 013's known risk, played for real: A cancels event X, in whose line B waits; B cancels event Y, in
 * whose line A waits. Each cancellation returns its canceller's credit (the canceller's profile locked) and
 * promotes the other (the other's profile locked). Both are held at a barrier just after locking their own
 * profile, so without one lock order each then waits for the other's: PostgreSQL's deadlock.
 */
describe.skipIf(!onPostgres)('cancellations promoting each other’s canceller (PostgreSQL)', () => {
  let t: TestApp;
  let barrier: pg.Client;

  beforeAll(async () => {
    t = await createTestApp();
    barrier = new pg.Client({ connectionString: t.url! });
    await barrier.connect();
    // Every credit returned by a cancellation waits at the barrier while the test holds it, and is counted by a
    // sequence, which a rollback does not take back: how often a cancellation's transaction ran.
    await t.database.query('create sequence refund_attempts');
    await t.database.query(`
      create function wait_at_barrier() returns trigger language plpgsql as $$
      begin
        if new.kind = 'REFUND' then
          perform nextval('refund_attempts');
          perform pg_advisory_xact_lock_shared(${BARRIER_KEY});
        end if;
        return new;
      end $$`);
    await t.database.query(
      'create trigger wait_at_barrier before insert on member_credit_entries for each row execute function wait_at_barrier()',
    );
  });
  afterAll(async () => {
    await barrier?.end();
    await t?.close();
  });

  /** A member's place in an event's line, which the one-active rule no longer lets them join (see below). */
  async function waitInLine(member: TestUser, vendorId: string, gleventId: string) {
    await t.database.db.insert(reservations).values({
      reservationId: newId(),
      gleventId,
      vendorId,
      userId: member.userId,
      reservationStatus: 'WAITLISTED',
    });
  }

  async function statusOf(userId: string, gleventId: string) {
    const [row] = await t.database.db
      .select({ status: reservations.reservationStatus })
      .from(reservations)
      .where(and(eq(reservations.userId, userId), eq(reservations.gleventId, gleventId)));
    return row?.status;
  }

  async function creditsOf(userId: string) {
    const [row] = await t.database.db.select().from(memberProfiles).where(eq(memberProfiles.userId, userId));
    return row?.availableCredits;
  }

  /** Backends of this test's database waiting on a lock (a row, or the barrier). */
  async function lockWaiters(): Promise<number> {
    const [row] = await t.database.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return row?.waiting ?? 0;
  }

  it('both cancellations go through, each canceller promoted in the other’s event; none is a 500', async () => {
    const { vendorId, user: manager } = await vendorWithRole(t.app);
    const [x, y] = await Promise.all([
      createGlevent(t.app, manager, vendorId, { guestlistCapacity: 1 }),
      createGlevent(t.app, manager, vendorId, { guestlistCapacity: 1 }),
    ]);
    const [a, b] = await Promise.all([createMember(t.app), createMember(t.app)]);
    const held = {
      a: (await reserve(t.app, a, vendorId, x.gleventId)).json().reservation,
      b: (await reserve(t.app, b, vendorId, y.gleventId)).json().reservation,
    };
    expect([held.a.reservationStatus, held.b.reservationStatus]).toEqual(['CONFIRMED', 'CONFIRMED']);
    // Each waits in the other's line: rows written before the one-active rule counted a place in a line (decision
    // 013, amended), or an event moved back into the future by its manager, still hold this.
    await waitInLine(b, vendorId, x.gleventId);
    await waitInLine(a, vendorId, y.gleventId);

    await barrier.query('select pg_advisory_lock($1)', [BARRIER_KEY]);
    let replies: Awaited<ReturnType<typeof cancel>>[];
    try {
      const cancelling = Promise.all([cancel(t.app, a, held.a.reservationId), cancel(t.app, b, held.b.reservationId)]);
      // Both have stopped: at the barrier, or (locks taken in one order) one behind the other's lock.
      const deadline = Date.now() + 5000;
      while ((await lockWaiters()) < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await barrier.query('select pg_advisory_unlock($1)', [BARRIER_KEY]);
      replies = await cancelling;
    } finally {
      await barrier.query('select pg_advisory_unlock_all()');
    }

    expect(replies.map((reply) => `${reply.statusCode} ${reply.json().error?.code ?? ''}`.trim())).toEqual([
      '200',
      '200',
    ]);
    expect(await statusOf(a.userId, x.gleventId)).toBe('CANCELLED');
    expect(await statusOf(b.userId, y.gleventId)).toBe('CANCELLED');
    expect(await statusOf(b.userId, x.gleventId)).toBe('CONFIRMED');
    expect(await statusOf(a.userId, y.gleventId)).toBe('CONFIRMED');
    // 4 credits, one spent on booking, returned at cancelling, one taken by the promotion.
    expect(await creditsOf(a.userId)).toBe(3);
    expect(await creditsOf(b.userId)).toBe(3);
    // Each ran once: the profiles were locked in one order, so there was no deadlock to retry.
    const [attempts] = await t.database.query<{ last_value: string }>('select last_value from refund_attempts');
    expect(Number(attempts?.last_value)).toBe(2);
    const [{ count } = { count: 0 }] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(reservations)
      .where(eq(reservations.reservationStatus, 'WAITLISTED'));
    expect(count).toBe(0);
  });
});
