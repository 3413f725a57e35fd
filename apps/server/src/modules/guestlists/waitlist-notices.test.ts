import { setTimeout as sleep } from 'node:timers/promises';
import { endpointPath, updateGlevent } from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { cancel, createGlevent, reserve, vendorWithRole } from '../../../test/guestlists.js';
import { createPeerApp, createTestApp, type TestApp } from '../../../test/harness.js';
import { plainReservationRule } from '../../../test/reservation-policies.js';
import { gleventsTable, smsNotices } from '../../db/schema.js';
import type { SmsMessage, SmsProvider } from '../../providers/sms/sms.js';
import { servicesOf } from '../../services.js';
import { createSmsNoticesRepo, retryDelayMs, SMS_NOTICE_LEASE_MS } from '../notices/index.js';
import { promotionMessage, promotionNoticeKey } from './promotion-notice.js';

/** An SMS provider that records what it sends and fails the next `failing` sends. */
function recordingSms(delayMs = 0) {
  const sent: SmsMessage[] = [];
  const state = { failing: 0 };
  const provider: SmsProvider = {
    name: 'console',
    async send(message) {
      if (delayMs) await sleep(delayMs);
      if (state.failing > 0) {
        state.failing -= 1;
        throw new Error('provider answered 503');
      }
      sent.push(message);
    },
  };
  return { provider, sent, state };
}

/** A confirmed guest holding the event's only place and a waitlisted one behind them. */
async function fullEventWithWaitlist(t: TestApp) {
  const { vendorId, user: manager } = await vendorWithRole(t.app);
  const event = await createGlevent(t.app, manager, vendorId, { guestlistCapacity: 1, name: 'Rooftop Sessions' });
  const holder = await createUser(t.app);
  const waiting = await createUser(t.app);
  const held = (await reserve(t.app, holder, vendorId, event.gleventId)).json().reservation;
  const queued = (await reserve(t.app, waiting, vendorId, event.gleventId)).json().reservation;
  expect([held.reservationStatus, queued.reservationStatus]).toEqual(['CONFIRMED', 'WAITLISTED']);
  return { vendorId, manager, event, holder, held, waiting, queued };
}

const noticesFor = (t: TestApp, reservationId: string) =>
  t.database.db
    .select()
    .from(smsNotices)
    .where(eq(smsNotices.noticeKey, promotionNoticeKey(reservationId)));

describe('a guest promoted from the waitlist is texted (decision 020)', () => {
  let now = Date.now();
  const sms = recordingSms();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      overrides: { ...plainReservationRule, sms: sms.provider, clock: () => new Date(now) },
      env: { PUBLIC_BASE_URL: 'https://queueless.example' },
    });
  });
  afterAll(async () => t.close());
  beforeEach(() => {
    sms.sent.length = 0;
    sms.state.failing = 0;
  });

  it('a cancellation that promotes writes exactly one notice, from its event, and sends it after commit', async () => {
    const { holder, held, waiting, queued } = await fullEventWithWaitlist(t);
    expect((await cancel(t.app, holder, held.reservationId)).statusCode).toBe(200);
    // The text is the promotion event's consumer (decision 078): let it read, then let its send finish.
    await servicesOf(t.app).eventConsumers.catchUp();
    await servicesOf(t.app).smsNotices.idle();

    const rows = await noticesFor(t, queued.reservationId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to: waiting.phoneNumber, attempts: 1, lastError: null });
    expect(rows[0]!.sentAt).not.toBeNull();
    expect(sms.sent).toEqual([{ to: waiting.phoneNumber, body: rows[0]!.body }]);
    expect(rows[0]!.body).toMatch(
      /^Queueless: you're off the waitlist! Your place for Rooftop Sessions on \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M P[SD]T is confirmed\. Your reservations: https:\/\/queueless\.example\/account#guest-list-reservations$/,
    );
    // The sweep finds nothing left to send.
    expect(await servicesOf(t.app).smsNotices.sendDue()).toBe(0);
    expect(sms.sent).toHaveLength(1);
  });

  it('raising the capacity texts each guest it lets in, once', async () => {
    const { vendorId, manager, event, waiting, queued } = await fullEventWithWaitlist(t);
    const other = await createUser(t.app);
    const second = (await reserve(t.app, other, vendorId, event.gleventId)).json().reservation;
    const raise = await t.app.inject({
      method: 'PUT',
      url: endpointPath(updateGlevent, { vendorId, gleventId: event.gleventId }),
      headers: manager.auth,
      payload: { guestlistCapacity: 3 },
    });
    expect(raise.statusCode).toBe(200);
    // The text is the promotion event's consumer (decision 078): let it read, then let its send finish.
    await servicesOf(t.app).eventConsumers.catchUp();
    await servicesOf(t.app).smsNotices.idle();
    expect((await noticesFor(t, queued.reservationId)).length).toBe(1);
    expect((await noticesFor(t, second.reservationId)).length).toBe(1);
    expect(sms.sent.map((message) => message.to).sort()).toEqual([waiting.phoneNumber, other.phoneNumber].sort());
  });

  it('one notice per promotion: queueing the same key again writes nothing', async () => {
    const key = `test-key-${Date.now()}`;
    const queue = () =>
      t.database.db.transaction((tx) => servicesOf(t.app).smsNotices.queue(tx, { key, to: '+12135550120', body: 'x' }));
    expect(await queue()).toBe(true);
    expect(await queue()).toBe(false);
    expect(await t.database.db.select().from(smsNotices).where(eq(smsNotices.noticeKey, key))).toHaveLength(1);
    expect(await servicesOf(t.app).smsNotices.sendDue()).toBe(1);
    expect(sms.sent).toEqual([{ to: '+12135550120', body: 'x' }]);
  });

  it('a failed send is tried again after its back-off, then not again', async () => {
    const { holder, held, waiting, queued } = await fullEventWithWaitlist(t);
    sms.state.failing = 1;
    expect((await cancel(t.app, holder, held.reservationId)).statusCode).toBe(200);
    // The text is the promotion event's consumer (decision 078): let it read, then let its send finish.
    await servicesOf(t.app).eventConsumers.catchUp();
    await servicesOf(t.app).smsNotices.idle();
    let [row] = await noticesFor(t, queued.reservationId);
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: 'provider answered 503' });
    expect(row!.nextAttemptAt.getTime()).toBe(now + retryDelayMs(1));
    expect(sms.sent).toEqual([]);

    expect(await servicesOf(t.app).smsNotices.sendDue()).toBe(0); // not due yet
    now += retryDelayMs(1);
    expect(await servicesOf(t.app).smsNotices.sendDue()).toBe(1);
    [row] = await noticesFor(t, queued.reservationId);
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    expect(row!.sentAt).not.toBeNull();
    expect(sms.sent).toEqual([{ to: waiting.phoneNumber, body: row!.body }]);
    now += 10 * retryDelayMs(10);
    expect(await servicesOf(t.app).smsNotices.sendDue()).toBe(0);
    expect(sms.sent).toHaveLength(1);
  });

  it('raising the capacity while the event runs still texts the guest let in', async () => {
    const { vendorId, manager, event, waiting, queued } = await fullEventWithWaitlist(t);
    // The event started an hour ago and runs four more.
    await t.database.db
      .update(gleventsTable)
      .set({ startTime: new Date(now - 3_600_000), endTime: new Date(now + 4 * 3_600_000) })
      .where(eq(gleventsTable.gleventId, event.gleventId));
    const raise = await t.app.inject({
      method: 'PUT',
      url: endpointPath(updateGlevent, { vendorId, gleventId: event.gleventId }),
      headers: manager.auth,
      payload: { guestlistCapacity: 2 },
    });
    expect(raise.statusCode).toBe(200);
    // The text is the promotion event's consumer (decision 078): let it read, then let its send finish.
    await servicesOf(t.app).eventConsumers.catchUp();
    await servicesOf(t.app).smsNotices.idle();
    const [row] = await noticesFor(t, queued.reservationId);
    expect(row!.gaveUpAt).toBeNull();
    expect(sms.sent.map((message) => message.to)).toEqual([waiting.phoneNumber]);
  });

  it('a notice whose event has ended is given up, not sent late', async () => {
    const key = `late-${Date.now()}`;
    await t.database.db.transaction((tx) =>
      servicesOf(t.app).smsNotices.queue(tx, { key, to: '+12135550121', body: 'late', expiresAt: new Date(now - 1) }),
    );
    expect(await servicesOf(t.app).smsNotices.sendDue()).toBe(0);
    const [row] = await t.database.db.select().from(smsNotices).where(eq(smsNotices.noticeKey, key));
    expect(row!.gaveUpAt).not.toBeNull();
    expect(sms.sent).toEqual([]);
  });

  it('the message: plural places, a long name cut, the venue’s time zone', () => {
    const body = promotionMessage({
      eventName: 'A'.repeat(80),
      startTime: new Date('2026-11-28T05:00:00Z'),
      timeZone: 'America/New_York',
      quantity: 3,
      publicBaseUrl: 'https://q.example',
    });
    expect(body).toBe(
      `Queueless: you're off the waitlist! Your 3 places for ${'A'.repeat(59)}… on Sat, Nov 28, 12:00 AM EST are confirmed. Your reservations: https://q.example/account#guest-list-reservations`,
    );
  });

  it.each([
    ['Pay $5 at evil.example/q to keep spot', 'Pay $5 at evil example/q to keep spot'],
    ['Go to https://evil.example now', 'Go to evil example now'],
    ['www.evil.example', 'evil example'],
    ['Line one\nline two\u0000', 'Line one line two'],
    ['\u200b', 'your event'],
    ['Mr. Brightside Night', 'Mr. Brightside Night'],
  ])('quotes the manager’s event name without links or control characters: %j', (eventName, quoted) => {
    const body = promotionMessage({
      eventName,
      startTime: new Date('2026-11-28T05:00:00Z'),
      timeZone: 'America/New_York',
      quantity: 1,
      publicBaseUrl: 'https://q.example',
    });
    expect(body).toContain(`Your place for ${quoted} on `);
    // One link only: the customer's own reservations.
    expect(body.match(/https?:\/\/|www\./g)).toEqual(['https://']);
  });
});

describe('a process that stops between the promotion and its text', () => {
  let now = Date.now();
  const sms = recordingSms();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      overrides: {
        ...plainReservationRule,
        sms: sms.provider,
        clock: () => new Date(now),
        smsNoticesAfterCommit: false,
      },
    });
  });
  afterAll(async () => t.close());

  it('leaves the notice in the outbox and the sweep sends it, once', async () => {
    const { holder, held, waiting, queued } = await fullEventWithWaitlist(t);
    expect((await cancel(t.app, holder, held.reservationId)).statusCode).toBe(200);
    // The text is the promotion event's consumer (decision 078): let it read, then let its send finish.
    await servicesOf(t.app).eventConsumers.catchUp();
    await servicesOf(t.app).smsNotices.idle();
    expect(sms.sent).toEqual([]);
    expect((await noticesFor(t, queued.reservationId))[0]).toMatchObject({ sentAt: null, attempts: 0 });

    expect(await servicesOf(t.app).smsNotices.sendDue()).toBe(1);
    expect(await servicesOf(t.app).smsNotices.sendDue()).toBe(0);
    expect(sms.sent.map((message) => message.to)).toEqual([waiting.phoneNumber]);
  });

  it('a process starting up sends what was left unsent (the sweep runs when the app is ready)', async () => {
    const key = `left-${Date.now()}`;
    await t.database.db.transaction((tx) =>
      servicesOf(t.app).smsNotices.queue(tx, { key, to: '+12135550124', body: 'left behind' }),
    );
    const restarted = recordingSms();
    const peer = await createPeerApp(t, {
      overrides: { ...plainReservationRule, sms: restarted.provider, clock: () => new Date(now) },
    });
    try {
      expect(restarted.sent).toEqual([{ to: '+12135550124', body: 'left behind' }]);
    } finally {
      await peer.close();
    }
    expect(sms.sent.filter((message) => message.body === 'left behind')).toEqual([]);
  });

  it('a sender that died holding its claim: the notice is sent when the claim’s lease ends', async () => {
    const key = `claimed-${Date.now()}`;
    await t.database.db.transaction((tx) =>
      servicesOf(t.app).smsNotices.queue(tx, { key, to: '+12135550122', body: 'held' }),
    );
    // Claim it the way a sender does, then "die" without sending or marking it.
    const claimed = await createSmsNoticesRepo(t.database.db).claimDue({
      now: new Date(now),
      leaseUntil: new Date(now + SMS_NOTICE_LEASE_MS),
      limit: 10,
      keys: [key],
    });
    expect(claimed).toHaveLength(1);
    expect(await servicesOf(t.app).smsNotices.sendDue()).toBe(0);
    now += SMS_NOTICE_LEASE_MS;
    expect(await servicesOf(t.app).smsNotices.sendDue()).toBe(1);
    expect(sms.sent.filter((message) => message.body === 'held')).toHaveLength(1);
  });
});

const onPostgres = Boolean(process.env.DATABASE_URL);

// PGlite is one connection: senders take turns there, so a race proves nothing.
describe.skipIf(!onPostgres)('SMS notices across API processes on PostgreSQL', () => {
  const sms = recordingSms(3);
  let t: TestApp;
  let peer: TestApp;
  beforeAll(async () => {
    const overrides = { ...plainReservationRule, sms: sms.provider, smsNoticesAfterCommit: false };
    t = await createTestApp({ overrides });
    peer = await createPeerApp(t, { overrides });
  });
  afterAll(async () => {
    await peer.close();
    await t.close();
  });

  it('two processes sweeping 8 times each at once send each of 30 notices exactly once', async () => {
    const keys = Array.from({ length: 30 }, (_, i) => `race-${i}-${Date.now()}`);
    await t.database.db.transaction(async (tx) => {
      for (const key of keys) await servicesOf(t.app).smsNotices.queue(tx, { key, to: '+12135550123', body: key });
    });
    const sweeps = await Promise.all(
      Array.from({ length: 16 }, (_, i) => servicesOf((i % 2 ? peer : t).app).smsNotices.sendDue(10)),
    );
    // Whatever the first round left (each sweep takes at most 10), a second round sends.
    await Promise.all([servicesOf(t.app).smsNotices.sendDue(), servicesOf(peer.app).smsNotices.sendDue()]);
    expect(sweeps.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    const bodies = sms.sent.map((message) => message.body).filter((body) => keys.includes(body));
    expect(bodies.sort()).toEqual([...keys].sort());
  });

  it('a promotion sent after commit while both processes sweep is texted once', async () => {
    const { holder, held, queued } = await fullEventWithWaitlist(t);
    const before = sms.sent.length;
    await Promise.all([
      cancel(t.app, holder, held.reservationId),
      ...Array.from({ length: 6 }, (_, i) => servicesOf((i % 2 ? peer : t).app).smsNotices.sendDue()),
    ]);
    await Promise.all([servicesOf(t.app).eventConsumers.catchUp(), servicesOf(peer.app).eventConsumers.catchUp()]);
    await Promise.all(Array.from({ length: 6 }, (_, i) => servicesOf((i % 2 ? peer : t).app).smsNotices.sendDue()));
    expect(sms.sent.length - before).toBe(1);
    expect((await noticesFor(t, queued.reservationId))[0]!.sentAt).not.toBeNull();
  });
});
