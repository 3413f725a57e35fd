import type { Role } from '@queueless/contracts';
import {
  endpointPath,
  getShortCodeRedirect,
  getWristband,
  listShortCodes,
  listWristbands,
  retireShortCode,
  retireWristband,
} from '@queueless/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createUser, createVendor, grantRole, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLog, shortCodes, wristbands } from '../../db/schema.js';
import { openRedirectCorpus } from './open-redirect-corpus.js';

const env = { REDIRECT_ALLOWED_HOSTS: 'tickets.example.com', PUBLIC_BASE_URL: 'https://queueless.test' };

describe('short-code redirects', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env });
    await t.app.database.db.insert(shortCodes).values([
      { code: 'PATIO', redirectUrl: '/location/AD709' },
      { code: 'tix', redirectUrl: 'https://tickets.example.com/friday' },
      { code: 'SELF', redirectUrl: 'https://queueless.test/location/AD708' },
      { code: 'OLD', redirectUrl: '/location/AD708', retiredAt: new Date() },
    ]);
  });
  afterAll(async () => t.close());

  it('answers where a code points, in-app paths and allowed absolute URLs alike', async () => {
    const inApp = await t.app.inject({ url: endpointPath(getShortCodeRedirect, { code: 'PATIO' }) });
    expect(inApp.statusCode).toBe(200);
    expect(inApp.json()).toEqual({ redirect: { redirectUrl: '/location/AD709' } });
    const external = await t.app.inject({ url: endpointPath(getShortCodeRedirect, { code: 'tix' }) });
    expect(external.json().redirect.redirectUrl).toBe('https://tickets.example.com/friday');
    const self = await t.app.inject({ url: endpointPath(getShortCodeRedirect, { code: 'SELF' }) });
    expect(self.json().redirect.redirectUrl).toBe('https://queueless.test/location/AD708');
  });

  it('finds a code in any case (one namespace: /R/patio is PATIO)', async () => {
    const response = await t.app.inject({ url: endpointPath(getShortCodeRedirect, { code: 'patio' }) });
    expect(response.statusCode).toBe(200);
    expect(response.json().redirect.redirectUrl).toBe('/location/AD709');
  });

  it('404s an unknown or retired code', async () => {
    for (const code of ['NOPE', 'OLD', 'old']) {
      const response = await t.app.inject({ url: endpointPath(getShortCodeRedirect, { code }) });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: 'Short code not found.' });
    }
  });

  it('refuses at read time every stored target of the open-redirect corpus', async () => {
    const rows = openRedirectCorpus
      .filter((target) => target.length > 0 && !target.includes('\u0000')) // PostgreSQL cannot store NUL
      .map((redirectUrl, index) => ({ code: `BAD${index}`, redirectUrl }));
    await t.app.database.db.insert(shortCodes).values(rows);
    for (const row of rows) {
      const response = await t.app.inject({ url: endpointPath(getShortCodeRedirect, { code: row.code }) });
      expect(response.statusCode, row.redirectUrl).toBe(422);
      expect(response.json().error.code).toBe('REDIRECT_NOT_ALLOWED');
    }
  });
});

describe('wristband lookup', () => {
  let t: TestApp;
  let vendorId: string;
  beforeAll(async () => {
    t = await createTestApp({ env });
    vendorId = (await createVendor(t.app)).vendorId;
    await t.app.database.db
      .insert(wristbands)
      .values([
        { nfcId: 'BAND-VENDOR', vendorId },
        { nfcId: 'BAND-OVERRIDE', vendorId, overrideUrl: '/location/AD708/heartla' },
        { nfcId: 'BAND-EXTERNAL', vendorId, overrideUrl: 'https://tickets.example.com/band' },
        { nfcId: 'BAND-EVIL', vendorId, overrideUrl: '//evil.example' },
        { nfcId: 'BAND-NONE' },
        { nfcId: 'BAND-RETIRED', vendorId, retiredAt: new Date() },
      ]);
  });
  afterAll(async () => t.close());

  const lookup = (nfcId: string) => t.app.inject({ url: endpointPath(getWristband, { nfcId }) });

  it('answers the vendor and its allowed override', async () => {
    expect((await lookup('BAND-VENDOR')).json()).toEqual({ vendorId, overrideUrl: null });
    expect((await lookup('BAND-OVERRIDE')).json()).toEqual({ vendorId, overrideUrl: '/location/AD708/heartla' });
    expect((await lookup('BAND-EXTERNAL')).json()).toEqual({
      vendorId,
      overrideUrl: 'https://tickets.example.com/band',
    });
  });

  it('drops a stored override that is not allowed, so the band opens its vendor page', async () => {
    expect((await lookup('BAND-EVIL')).json()).toEqual({ vendorId, overrideUrl: null });
  });

  it('answers no vendor for unknown, unassigned and retired bands', async () => {
    for (const nfcId of ['BAND-UNKNOWN', 'BAND-NONE', 'BAND-RETIRED']) {
      const response = await lookup(nfcId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ vendorId: null, overrideUrl: null });
    }
  });

  it('rejects a malformed id with our error shape', async () => {
    // Sent as typed: a NUL, percent-encoded, in the path.
    const response = await t.app.inject({ url: getWristband.path.replace(':nfcId', 'bad%00id') });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('staff short codes and wristbands', () => {
  let t: TestApp;
  let vendorId: string;
  let otherVendorId: string;
  const people = {} as Record<Role, TestUser>;
  let outsider: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ env });
    vendorId = (await createVendor(t.app)).vendorId;
    otherVendorId = (await createVendor(t.app)).vendorId;
    for (const role of ['STAFF', 'MANAGER', 'ADMIN', 'SUPER_ADMIN'] as Role[]) {
      people[role] = await createUser(t.app);
      await grantRole(t.app, vendorId, people[role], role);
    }
    outsider = await createUser(t.app);
    await grantRole(t.app, otherVendorId, outsider, 'SUPER_ADMIN');
  });
  afterAll(async () => t.close());

  const codesUrl = (v = vendorId) => endpointPath(listShortCodes, { vendorId: v });
  const bandsUrl = (v = vendorId) => endpointPath(listWristbands, { vendorId: v });
  /** Creates a short code as `user` (signed out without one). */
  const postCode = (user: TestUser | undefined, payload: { code: string; redirectUrl: string }) =>
    t.app.inject({ method: 'POST', url: codesUrl(), ...(user && { headers: user.auth }), payload });
  /** Maps a wristband as `user`, through `v`'s path. */
  const putBand = (user: TestUser, payload: { nfcId: string; overrideUrl?: string }, v = vendorId) =>
    t.app.inject({ method: 'PUT', url: bandsUrl(v), headers: user.auth, payload });

  it('lets MANAGER and above create, list and retire; STAFF, other vendors and the signed-out may not', async () => {
    for (const [who, user, status] of [
      ['STAFF', people.STAFF, 403],
      ['outsider', outsider, 403],
      ['MANAGER', people.MANAGER, 201],
      ['ADMIN', people.ADMIN, 201],
      ['SUPER_ADMIN', people.SUPER_ADMIN, 201],
    ] as const) {
      const response = await postCode(user, { code: `P-${who}`, redirectUrl: '/location/AD708' });
      expect(response.statusCode, who).toBe(status);
    }
    const anonymous = await postCode(undefined, { code: 'ANON', redirectUrl: '/' });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ url: codesUrl(), headers: people.STAFF.auth })).statusCode).toBe(403);

    const list = await t.app.inject({ url: codesUrl(), headers: people.MANAGER.auth });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .shortCodes.map((c: { code: string }) => c.code)
        .sort(),
    ).toEqual(['P-ADMIN', 'P-MANAGER', 'P-SUPER_ADMIN']);
    expect((await t.app.inject({ url: endpointPath(getShortCodeRedirect, { code: 'P-MANAGER' }) })).statusCode).toBe(
      200,
    );

    const byOutsider = await t.app.inject({
      method: 'POST',
      url: endpointPath(retireShortCode, { vendorId: otherVendorId, code: 'P-MANAGER' }),
      headers: outsider.auth,
    });
    expect(byOutsider.statusCode).toBe(404);
    const byStaff = await t.app.inject({
      method: 'POST',
      url: endpointPath(retireShortCode, { vendorId, code: 'P-MANAGER' }),
      headers: people.STAFF.auth,
    });
    expect(byStaff.statusCode).toBe(403);
    const retired = await t.app.inject({
      method: 'POST',
      url: endpointPath(retireShortCode, { vendorId, code: 'P-MANAGER' }),
      headers: people.MANAGER.auth,
    });
    expect(retired.statusCode).toBe(200);
    expect(retired.json().shortCode.retiredAt).not.toBeNull();
    expect((await t.app.inject({ url: endpointPath(getShortCodeRedirect, { code: 'P-MANAGER' }) })).statusCode).toBe(
      404,
    );

    const audit = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'short_code'), eq(auditLog.entityId, 'P-MANAGER')));
    expect(audit.map((entry) => [entry.action, entry.actorUserId]).sort()).toEqual([
      ['short_code.create', people.MANAGER.userId],
      ['short_code.retire', people.MANAGER.userId],
    ]);
  });

  it('never reuses a code, retired or not, in any case, at any vendor', async () => {
    const again = await postCode(people.MANAGER, { code: 'P-MANAGER', redirectUrl: '/location/AD709' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('SHORT_CODE_EXISTS');
    const otherCase = await postCode(people.MANAGER, { code: 'p-manager', redirectUrl: '/location/AD709' });
    expect(otherCase.statusCode).toBe(409);
    expect(otherCase.json().error.code).toBe('SHORT_CODE_EXISTS');
    const outsiderManager = await createStaff(t.app, otherVendorId, 'MANAGER');
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: codesUrl(otherVendorId),
      headers: outsiderManager.auth,
      payload: { code: 'P-Manager', redirectUrl: '/location/AD709' },
    });
    expect(elsewhere.statusCode).toBe(409);
  });

  it('refuses at write time every target of the open-redirect corpus', async () => {
    for (const [index, redirectUrl] of openRedirectCorpus.entries()) {
      const response = await postCode(people.MANAGER, { code: `EVIL${index}`, redirectUrl });
      expect([400, 422], JSON.stringify(redirectUrl)).toContain(response.statusCode);
    }
    const list = await t.app.inject({ url: codesUrl(), headers: people.MANAGER.auth });
    expect(list.json().shortCodes.some((c: { code: string }) => c.code.startsWith('EVIL'))).toBe(false);
  });

  it('accepts an allowed external target, stored normalised', async () => {
    const response = await postCode(people.MANAGER, { code: 'TIX', redirectUrl: 'HTTPS://Tickets.Example.com/friday' });
    expect(response.statusCode).toBe(201);
    expect(response.json().shortCode.redirectUrl).toBe('https://tickets.example.com/friday');
  });

  it('maps wristbands for MANAGER and above, refuses bad overrides and another vendor’s band', async () => {
    const staff = await putBand(people.STAFF, { nfcId: 'BAND-1' });
    expect(staff.statusCode).toBe(403);
    const saved = await putBand(people.MANAGER, { nfcId: 'BAND-1', overrideUrl: '/location/AD708' });
    expect(saved.statusCode).toBe(200);
    expect((await t.app.inject({ url: endpointPath(getWristband, { nfcId: 'BAND-1' }) })).json()).toEqual({
      vendorId,
      overrideUrl: '/location/AD708',
    });
    const evil = await putBand(people.MANAGER, { nfcId: 'BAND-1', overrideUrl: 'https://ok@evil.example' });
    expect(evil.statusCode).toBe(422);
    const taken = await putBand(outsider, { nfcId: 'BAND-1' }, otherVendorId);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('WRISTBAND_TAKEN');
    // Nobody else retires it (retired, any vendor could program it): STAFF here, another vendor's manager
    // through our path or theirs.
    for (const [user, url, status] of [
      [people.STAFF, endpointPath(retireWristband, { vendorId, nfcId: 'BAND-1' }), 403],
      [outsider, endpointPath(retireWristband, { vendorId, nfcId: 'BAND-1' }), 403],
      [outsider, endpointPath(retireWristband, { vendorId: otherVendorId, nfcId: 'BAND-1' }), 404],
    ] as const) {
      const refused = await t.app.inject({ method: 'POST', url, headers: user.auth });
      expect([url, refused.statusCode]).toEqual([url, status]);
    }
    expect((await t.app.inject({ url: endpointPath(getWristband, { nfcId: 'BAND-1' }) })).json()).toEqual({
      vendorId,
      overrideUrl: '/location/AD708',
    });

    const retired = await t.app.inject({
      method: 'POST',
      url: endpointPath(retireWristband, { vendorId, nfcId: 'BAND-1' }),
      headers: people.MANAGER.auth,
    });
    expect(retired.statusCode).toBe(200);
    expect((await t.app.inject({ url: endpointPath(getWristband, { nfcId: 'BAND-1' }) })).json()).toEqual({
      vendorId: null,
      overrideUrl: null,
    });
    // Once retired, another vendor may program the band.
    const claimed = await putBand(outsider, { nfcId: 'BAND-1', overrideUrl: '' }, otherVendorId);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().wristband).toMatchObject({ vendorId: otherVendorId, overrideUrl: null, retiredAt: null });
    const list = await t.app.inject({ url: bandsUrl(otherVendorId), headers: outsider.auth });
    expect(list.json().wristbands.map((b: { nfcId: string }) => b.nfcId)).toEqual(['BAND-1']);
  });
  it.skipIf(!process.env.DATABASE_URL)(
    'a new band claimed by 10 vendors at once goes to one; the others are told it is taken (PostgreSQL)',
    async () => {
      const managers = await Promise.all(
        Array.from({ length: 10 }, async () => {
          const vendor = await createVendor(t.app);
          const manager = await createStaff(t.app, vendor.vendorId, 'MANAGER');
          return { vendorId: vendor.vendorId, manager };
        }),
      );
      const replies = await Promise.all(
        managers.map(({ vendorId: v, manager }) =>
          t.app.inject({ method: 'PUT', url: bandsUrl(v), headers: manager.auth, payload: { nfcId: 'BAND-RACE' } }),
        ),
      );
      const won = replies.filter((reply) => reply.statusCode === 200);
      expect(won).toHaveLength(1);
      const lost = replies.filter((reply) => reply.statusCode === 409);
      expect(lost).toHaveLength(9);
      for (const reply of lost) expect(reply.json().error.code).toBe('WRISTBAND_TAKEN');
      const lookup = (await t.app.inject({ url: endpointPath(getWristband, { nfcId: 'BAND-RACE' }) })).json();
      expect(lookup.vendorId).toBe(won[0]!.json().wristband.vendorId);
    },
  );
});
