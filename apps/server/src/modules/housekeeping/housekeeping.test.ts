import { startSignIn, verifySignIn } from '@queueless/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, latestCode, uniqueIp, uniquePhone } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { servicesOf } from '../../services.js';
import { HOUSEKEEPING_BATCH } from './housekeeping.service.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const TABLES = [
  'refresh_tokens',
  'sign_in_codes',
  'rate_limit_counters',
  'webhook_events',
  'sms_notices',
  'dev_sms_outbox',
  'domain_events',
] as const;

describe('housekeeping', () => {
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      overrides: {
        clock,
        // Codes, counters and refresh tokens are stamped on the database's clock (decision 076): it moves with the
        // test's, so the simulated days age them as the clean-up sees them.
        databaseClock: clock,
        identityLimits: {
          startPerIp: { limit: 1000, windowSeconds: 600 },
          verifyPerIp: { limit: 1000, windowSeconds: 600 },
        },
      },
    });
    // The app's own first housekeeping run starts in the background when it is ready: it is over before the tests
    // make their rows (the next comes in 10 minutes), so every run below is the test's own.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { values } = await servicesOf(t.app).metrics.sweepLastSuccess.get();
      if (values.some((value) => value.labels.sweep === 'housekeeping') || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  afterAll(async () => t.close());

  const query = <T>(text: string, params: unknown[] = []) => t.database.query<T>(text, params);
  const ago = (ms: number) => new Date(clock().getTime() - ms);
  async function count(table: (typeof TABLES)[number], where = 'true', params: unknown[] = []): Promise<number> {
    const [row] = await query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params);
    return row?.n ?? 0;
  }
  const counts = async () =>
    Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, await count(table)] as const)));

  it('deletes each table’s rows past their retention and keeps the rest', async () => {
    const user = await createUser(t.app);
    const id = () => `hk-${Math.random().toString(36).slice(2)}`;
    // One row just past each retention ('old') and one just inside it ('kept').
    const rows: [string, string, unknown[]][] = [];
    for (const [label, shift] of [
      ['old', HOUR_MS],
      ['kept', -HOUR_MS],
    ] as const) {
      rows.push(
        [
          'insert into refresh_tokens (id, user_id, family_id, token_hash, expires_at) values ($1, $2, $1, $1, $3)',
          label,
          [id(), user.userId, ago(7 * DAY_MS + shift)],
        ],
        [
          'insert into sign_in_codes (id, phone_number, code_hash, created_at, expires_at) values ($1, $2, $1, $3, $3)',
          label,
          [id(), user.phoneNumber, ago(DAY_MS + shift)],
        ],
        [
          'insert into rate_limit_counters (key, window_start, window_end, count) values ($1, $2, $3, 1)',
          label,
          [id(), ago(25 * HOUR_MS + shift), ago(HOUR_MS + shift)],
        ],
        [
          "insert into webhook_events (event_id, provider, type, received_at) values ($1, 'stripe', 'other', $2)",
          label,
          [id(), ago(30 * DAY_MS + shift)],
        ],
        [
          "insert into sms_notices (notice_id, notice_key, to_number, body, sent_at) values ($1, $1, '+13105550100', 'hi', $2)",
          label,
          [id(), ago(30 * DAY_MS + shift)],
        ],
        [
          "insert into dev_sms_outbox (to_number, body, code, sent_at) values ('+13105550100', $1, null, $2)",
          label,
          [id(), ago(DAY_MS + shift)],
        ],
        [
          "insert into domain_events (type, vendor_id, aggregate_id, created_at) values ('order.paid', 'V', $1, $2)",
          label,
          [id(), ago(7 * DAY_MS + shift)],
        ],
      );
    }
    // A notice never sent (still due) is kept however old it is.
    rows.push([
      "insert into sms_notices (notice_id, notice_key, to_number, body, created_at) values ($1, $1, '+13105550100', 'due', $2)",
      'kept',
      [id(), ago(60 * DAY_MS)],
    ]);
    for (const [text, , params] of rows) await query(text, params);
    const keptBefore = {
      refresh_tokens: await count('refresh_tokens', 'expires_at >= $1', [ago(7 * DAY_MS)]),
      sign_in_codes: await count('sign_in_codes', 'created_at >= $1', [ago(DAY_MS)]),
      rate_limit_counters: await count('rate_limit_counters', 'window_end >= $1', [ago(HOUR_MS)]),
      webhook_events: await count('webhook_events', 'received_at >= $1', [ago(30 * DAY_MS)]),
      sms_notices: await count('sms_notices', 'sent_at is null or sent_at >= $1', [ago(30 * DAY_MS)]),
      dev_sms_outbox: await count('dev_sms_outbox', 'sent_at >= $1', [ago(DAY_MS)]),
      domain_events: await count('domain_events', 'created_at >= $1', [ago(7 * DAY_MS)]),
    };

    const deleted = await servicesOf(t.app).housekeeping.run();

    for (const table of TABLES) expect(deleted[table], table).toBeGreaterThanOrEqual(1);
    expect(await counts()).toEqual(keptBefore);
  });

  it('keeps a limit’s counter while its window lasts, however long ago the window began', async () => {
    // A window of 63 years began in 1970 (the tests' windows no burst can straddle): CI once saw a background run clear
    // one mid-burst, and a fourth order pass a limit of three.
    const limiter = servicesOf(t.app).rateLimiter;
    const key = `long-window:${uniqueIp()}`;
    const limit = { limit: 2, windowSeconds: 2_000_000_000 };
    await limiter.hit(key, limit);
    await limiter.hit(key, limit);
    await servicesOf(t.app).housekeeping.run();
    await expect(limiter.hit(key, limit)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(await count('rate_limit_counters', 'key = $1', [key])).toBe(1);
  });

  it('deletes a large backlog in bounded batches', async () => {
    const total = 2 * HOUSEKEEPING_BATCH + 10;
    await query(
      `insert into rate_limit_counters (key, window_start, window_end, count)
         select 'backlog:' || n, $1, $1, 1 from generate_series(1, ${total}) as n`,
      [ago(2 * DAY_MS)],
    );
    const deleted = await servicesOf(t.app).housekeeping.run();
    expect(deleted.rate_limit_counters).toBe(total);
    expect(await count('rate_limit_counters', "key like 'backlog:%'")).toBe(0);
  });

  it('runs in one process at a time: while another holds the lock it deletes nothing', async () => {
    if (!t.url) return; // PGlite is one connection: no other process to hold the lock.
    await query(
      "insert into rate_limit_counters (key, window_start, window_end, count) values ('locked:1', $1, $1, 1)",
      [ago(2 * DAY_MS)],
    );
    const pg = await import('pg');
    const other = new pg.default.Client({ connectionString: t.url });
    await other.connect();
    try {
      await other.query("select pg_advisory_lock(hashtextextended('housekeeping', 0))");
      expect(await servicesOf(t.app).housekeeping.run()).toEqual({});
      expect(await count('rate_limit_counters', "key = 'locked:1'")).toBe(1);
    } finally {
      await other.end();
    }
    await servicesOf(t.app).housekeeping.run();
    expect(await count('rate_limit_counters', "key = 'locked:1'")).toBe(0);
  });

  it('keeps the tables from growing under a steady sign-in load (45 simulated days)', async () => {
    const signIn = async () => {
      const phoneNumber = uniquePhone();
      const started = await t.app.inject({
        method: 'POST',
        url: startSignIn.path,
        payload: { phoneNumber },
        remoteAddress: uniqueIp(),
      });
      expect(started.statusCode).toBe(200);
      const code = await latestCode(t.app, phoneNumber);
      const verified = await t.app.inject({
        method: 'POST',
        url: verifySignIn.path,
        payload: { phoneNumber, code },
        remoteAddress: uniqueIp(),
      });
      expect(verified.statusCode).toBe(200);
    };
    // Two sign-ins every 6 hours, the clean-up after each step; the table sizes read every 5 days.
    const sizes: Record<string, Record<string, number>> = {};
    for (let step = 1; step <= 45 * 4; step++) {
      offsetMs += 6 * HOUR_MS;
      await signIn();
      await signIn();
      await servicesOf(t.app).housekeeping.run();
      if (step % 20 === 0) sizes[`day ${step / 4}`] = await counts();
    }
    console.log('housekeeping: rows under a steady sign-in load (2 sign-ins every 6 hours)\n', sizes);
    const at = (day: number) => sizes[`day ${day}`] ?? {};
    // A day's codes, counters and outbox texts; refresh tokens for their 30 days plus the 7 kept after.
    for (const table of ['sign_in_codes', 'rate_limit_counters', 'dev_sms_outbox'] as const) {
      expect(at(45)[table], table).toBe(at(10)[table]);
    }
    expect(at(45).refresh_tokens).toBe(at(40).refresh_tokens);
    expect(at(40).refresh_tokens).toBeLessThanOrEqual(37 * 4 * 2 + 2);
  }, 120_000);
});
