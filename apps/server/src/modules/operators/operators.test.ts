import {
  createVendor as createVendorEndpoint,
  createVendorLocation,
  endpointPath,
  getMyVenues,
  getOperatorMe,
  getSetupStatus,
  getVendor,
  getVendorLocation,
  listAuditLog,
  listLocationSettings,
  listOperators,
  listOperatorVendors,
  listVendorLocations,
  suspendVendor,
  updateVendor,
  updateVendorLocation,
} from '@queueless/contracts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse as Reply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  createLocation,
  createStaff,
  createUser,
  createVendor,
  createVenue,
  grantRole,
  placeOrderOf,
  type TestUser,
  uniquePhone,
} from '../../../test/factories.js';
import { createPeerApp, createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLog, operators, vendorLocations, vendorRoles, vendors } from '../../db/schema.js';
import { servicesOf } from '../../services.js';
import { COMMAND_LINE_ACTOR, runOperatorCommand } from './operator-command.js';
import { createOperatorRoster } from './operator-roster.service.js';
import { createOperatorsRepo } from './operators.repo.js';

const errorCode = (reply: Reply) => reply.json().error?.code;

const harborTap = (superAdminPhone: string, extra: Record<string, unknown> = {}) => ({
  name: 'Harbor Tap',
  addressLine1: '1 Pier Way',
  city: 'San Diego',
  state: 'CA',
  zip: '92101',
  timeZone: 'America/Los_Angeles',
  guestlistEnabled: false,
  superAdmin: { phoneNumber: superAdminPhone, name: 'Maya Chen' },
  ...extra,
});

describe('day one: operators, vendors, locations, audit log', () => {
  let t: TestApp;
  let operator: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await makeOperator();
  });
  afterAll(async () => t.close());

  async function makeOperator(): Promise<TestUser> {
    const user = await createUser(t.app);
    await t.app.database.db.insert(operators).values({ phoneNumber: user.phoneNumber, name: 'Olive Operator' });
    return user;
  }

  const post = (actor: TestUser | null, url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: actor?.auth });
  const put = (actor: TestUser | null, url: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url, payload: payload as object, headers: actor?.auth });
  const get = (actor: TestUser | null, url: string) => t.app.inject({ url, headers: actor?.auth });

  const vendorUrl = (vendorId: string) => endpointPath(updateVendor, { vendorId });
  const locationUrl = (vendorLocationId: string) => endpointPath(updateVendorLocation, { vendorLocationId });
  const storedVendor = async (vendorId: string) =>
    (await t.app.database.db.select().from(vendors).where(eq(vendors.vendorId, vendorId)))[0];
  const storedLocation = async (vendorLocationId: string) =>
    (
      await t.app.database.db
        .select()
        .from(vendorLocations)
        .where(eq(vendorLocations.vendorLocationId, vendorLocationId))
    )[0];
  const auditsOf = (entityId: string) =>
    t.app.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);

  /** A vendor with someone at each role, an ADMIN of another vendor, a customer. */
  async function cast() {
    const vendor = await createVendor(t.app);
    const other = await createVendor(t.app);
    return {
      vendor,
      actors: {
        operator,
        'ADMIN of this vendor': await createStaff(t.app, vendor.vendorId, 'ADMIN'),
        'SUPER_ADMIN of this vendor': await createStaff(t.app, vendor.vendorId, 'SUPER_ADMIN'),
        'ADMIN of another vendor': await createStaff(t.app, other.vendorId, 'ADMIN'),
        MANAGER: await createStaff(t.app, vendor.vendorId, 'MANAGER'),
        STAFF: await createStaff(t.app, vendor.vendorId, 'STAFF'),
        customer: await createUser(t.app),
        nobody: null,
      } as Record<string, TestUser | null>,
    };
  }

  describe('operators', () => {
    it('answers whether the caller is an operator, and lists operators to operators only', async () => {
      const customer = await createUser(t.app);
      const mine = (await get(operator, getMyVenues.path)).json();
      expect(mine.operator).toEqual({ phoneNumber: operator.phoneNumber, name: 'Olive Operator' });
      const vendor = await createVendor(t.app, { name: 'Zed Bar' });
      await grantRole(t.app, vendor.vendorId, customer, 'ADMIN');
      expect((await get(customer, getMyVenues.path)).json()).toEqual({
        operator: null,
        venues: [{ vendorId: vendor.vendorId, name: 'Zed Bar', role: 'ADMIN', suspended: false }],
      });
      expect((await get(null, getMyVenues.path)).statusCode).toBe(401);
      expect((await get(operator, getOperatorMe.path)).json()).toEqual({
        operator: { phoneNumber: operator.phoneNumber, name: 'Olive Operator' },
      });
      expect((await get(customer, getOperatorMe.path)).json()).toEqual({ operator: null });
      expect((await get(null, getOperatorMe.path)).statusCode).toBe(401);
      const list = await get(operator, listOperators.path);
      expect(list.json().items).toContainEqual({ phoneNumber: operator.phoneNumber, name: 'Olive Operator' });
      expect(errorCode(await get(customer, listOperators.path))).toBe('FORBIDDEN');
    });

    it('the command line adds, lists and removes operators, never the last one, and audits each change', async () => {
      // Its own database: the last-operator rule needs an install with no other operator.
      const fresh = await createTestApp();
      onTestFinished(() => fresh.close());
      const { database } = fresh;
      const repo = createOperatorRoster(createOperatorsRepo(database.db));
      const first = uniquePhone();
      const second = uniquePhone();

      expect((await runOperatorCommand(repo, ['list'])).output).toContain('No operators yet');
      const status = async () => (await fresh.app.inject({ url: getSetupStatus.path })).json();
      expect(await status()).toEqual({ needsFirstOperator: true });
      expect(await runOperatorCommand(repo, ['add', first, 'Ada', 'Ops'])).toMatchObject({ exitCode: 0 });
      expect((await runOperatorCommand(repo, ['list'])).output).toBe(`${first}\tAda Ops`);
      expect(await status()).toEqual({ needsFirstOperator: false });
      const last = await runOperatorCommand(repo, ['remove', first]);
      expect(last).toMatchObject({ exitCode: 1 });
      expect(last.output).toContain('last operator');
      expect(await runOperatorCommand(repo, ['add', second, 'Ben'])).toMatchObject({ exitCode: 0 });
      expect(await runOperatorCommand(repo, ['remove', first])).toMatchObject({ exitCode: 0 });
      expect((await runOperatorCommand(repo, ['list'])).output).toBe(`${second}\tBen`);
      expect(await runOperatorCommand(repo, ['add', '+1555', 'Bad'])).toMatchObject({ exitCode: 1 });
      expect(await runOperatorCommand(repo, ['add', uniquePhone()])).toMatchObject({ exitCode: 1 });
      expect(await runOperatorCommand(repo, ['frobnicate'])).toMatchObject({ exitCode: 1 });

      const audits = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'operator'), eq(auditLog.actorUserId, COMMAND_LINE_ACTOR)));
      expect(audits.map((row) => row.action)).toEqual(['operator.create', 'operator.create', 'operator.delete']);

      // Parallel removals of the two that are left: one goes, one stays.
      for (let round = 0; round < 10; round++) {
        const a = uniquePhone();
        await runOperatorCommand(repo, ['add', a, 'A']);
        const others = (await database.db.select().from(operators)).map((row) => row.phoneNumber);
        expect(others).toHaveLength(2);
        const outcomes = await Promise.all(others.map((phone) => repo.removeOperator(phone, COMMAND_LINE_ACTOR)));
        expect(
          outcomes.filter((outcome) => outcome === 'removed'),
          `round ${round}`,
        ).toHaveLength(1);
        expect(outcomes.filter((outcome) => outcome === 'last')).toHaveLength(1);
        expect(await database.db.select().from(operators)).toHaveLength(1);
      }
    });
  });

  describe('vendors', () => {
    it('an operator creates a vendor with its first SUPER_ADMIN; the spec reads return it as the demo', async () => {
      const superAdmin = uniquePhone();
      const reply = await post(
        operator,
        createVendorEndpoint.path,
        harborTap(superAdmin, { vendorId: 'harbor-tap-1' }),
      );
      expect(reply.statusCode, reply.body).toBe(201);
      expect(reply.json().vendor).toEqual({
        vendorId: 'harbor-tap-1',
        name: 'Harbor Tap',
        guestlistEnabled: false,
        addressLine1: '1 Pier Way',
        addressLine2: null,
        city: 'San Diego',
        state: 'CA',
        zip: '92101',
        timeZone: 'America/Los_Angeles',
        suspended: false,
      });
      const read = await get(null, endpointPath(getVendor, {}, { vendorId: 'harbor-tap-1' }));
      expect(read.json().items[0]).toEqual({ ...reply.json().vendor, suspended: undefined });
      const [role] = await t.app.database.db.select().from(vendorRoles).where(eq(vendorRoles.vendorId, 'harbor-tap-1'));
      expect(role).toMatchObject({ phoneNumber: superAdmin, name: 'Maya Chen', role: 'SUPER_ADMIN' });
      expect((await auditsOf('harbor-tap-1')).map((row) => [row.action, row.actorUserId])).toEqual([
        ['vendor.create', operator.userId],
      ]);
    });

    it('makes the id from the name when none is sent, and refuses one that is taken', async () => {
      const name = `Café Nöel ${Date.now()}`;
      const reply = await post(operator, createVendorEndpoint.path, harborTap(uniquePhone(), { name }));
      expect(reply.statusCode, reply.body).toBe(201);
      expect(reply.json().vendor.vendorId).toBe(`cafe-noel-${name.split(' ')[2]}`);
      const again = await post(operator, createVendorEndpoint.path, harborTap(uniquePhone(), { name }));
      expect(again.statusCode).toBe(409);
      expect(errorCode(again)).toBe('VENDOR_EXISTS');
    });

    it('only an operator creates a vendor', async () => {
      const { actors } = await cast();
      for (const [who, actor] of Object.entries(actors)) {
        if (who === 'operator') continue;
        const vendorId = `nope-${who.replace(/[^a-z]/gi, '').toLowerCase()}`;
        const reply = await post(actor, createVendorEndpoint.path, harborTap(uniquePhone(), { vendorId }));
        expect(reply.statusCode, who).toBe(actor ? 403 : 401);
        expect(await storedVendor(vendorId)).toBeUndefined();
      }
    });

    it.each([
      ['an id with odd characters', { vendorId: 'Harbor Tap!' }],
      ['an id with a path in it', { vendorId: '../etc' }],
      ['a 100 kB name', { name: 'x'.repeat(100_000) }],
      ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }],
      ['an unknown field', { isAdmin: true }],
      ['a super admin phone that is not international', { superAdmin: { phoneNumber: '555-0100', name: 'X' } }],
      ['a super admin phone that is not a mobile number', { superAdmin: { phoneNumber: '+15555550100', name: 'X' } }],
      ['no super admin', { superAdmin: undefined }],
    ])('refuses %s with a 4xx in our error shape and stores nothing', async (_label, change) => {
      const vendorId = `hostile-${Math.random().toString(36).slice(2, 8)}`;
      const reply = await post(operator, createVendorEndpoint.path, {
        ...harborTap(uniquePhone(), { vendorId }),
        ...change,
      });
      expect(reply.statusCode, reply.body).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode).toBeLessThan(500);
      expect(reply.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      expect(await storedVendor(vendorId)).toBeUndefined();
      expect(await storedVendor('harbor-tap')).toBeUndefined();
    });

    it('20 parallel creations of one vendorId make exactly one vendor, one SUPER_ADMIN, one audit row', async () => {
      const vendorId = `race-${Date.now()}`;
      const replies = await Promise.all(
        Array.from({ length: 20 }, () =>
          post(operator, createVendorEndpoint.path, harborTap(uniquePhone(), { vendorId })),
        ),
      );
      expect(replies.filter((reply) => reply.statusCode === 201)).toHaveLength(1);
      for (const reply of replies.filter((r) => r.statusCode !== 201)) expect(errorCode(reply)).toBe('VENDOR_EXISTS');
      expect(await t.app.database.db.select().from(vendorRoles).where(eq(vendorRoles.vendorId, vendorId))).toHaveLength(
        1,
      );
      expect(await auditsOf(vendorId)).toHaveLength(1);
    });

    it("an operator or the vendor's ADMIN and above edit it; nobody else", async () => {
      const { vendor, actors } = await cast();
      const allowed = ['operator', 'ADMIN of this vendor', 'SUPER_ADMIN of this vendor'];
      for (const [who, actor] of Object.entries(actors)) {
        const reply = await put(actor, vendorUrl(vendor.vendorId), { timeZone: 'America/New_York', name: who });
        if (allowed.includes(who)) {
          expect(reply.statusCode, `${who}: ${reply.body}`).toBe(200);
          expect(reply.json().vendor).toMatchObject({ name: who, timeZone: 'America/New_York' });
        } else {
          expect(reply.statusCode, who).toBe(actor ? 403 : 401);
          expect((await storedVendor(vendor.vendorId))?.name).not.toBe(who);
        }
      }
      expect((await auditsOf(vendor.vendorId)).map((row) => row.action)).toEqual([
        'vendor.update',
        'vendor.update',
        'vendor.update',
      ]);
      const badZone = await put(actors.operator!, vendorUrl(vendor.vendorId), { timeZone: 'Not/AZone' });
      expect(badZone.statusCode).toBe(400);
      const unknownField = await put(actors.operator!, vendorUrl(vendor.vendorId), { vendorId: 'other' });
      expect(unknownField.statusCode).toBe(400);
      expect((await put(actors.operator!, vendorUrl('no-such-vendor'), { name: 'X' })).statusCode).toBe(404);
    });

    it('only an operator suspends a vendor: ordering closes at its locations, nothing is deleted', async () => {
      const { vendor, actors } = await cast();
      const location = await createLocation(t.app, vendor.vendorId);
      const url = endpointPath(suspendVendor, { vendorId: vendor.vendorId });
      for (const [who, actor] of Object.entries(actors)) {
        if (who === 'operator') continue;
        expect((await put(actor, url, { suspended: true })).statusCode, who).toBe(actor ? 403 : 401);
      }
      const reply = await put(operator, url, { suspended: true });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().vendor.suspended).toBe(true);
      expect(await storedLocation(location.vendorLocationId)).toBeDefined();
      const listed = await get(operator, listOperatorVendors.path);
      expect(listed.json().items).toContainEqual(
        expect.objectContaining({ vendorId: vendor.vendorId, suspended: true }),
      );
      expect(errorCode(await get(actors.customer!, listOperatorVendors.path))).toBe('FORBIDDEN');
      expect((await auditsOf(vendor.vendorId)).map((row) => row.action)).toEqual(['vendor.suspend']);
      const lifted = await put(operator, url, { suspended: false });
      expect(lifted.json().vendor.suspended).toBe(false);
    });
  });

  describe('locations', () => {
    const newLocation = (vendorId: string, extra: Record<string, unknown> = {}) => ({
      vendorId,
      description: 'Main Bar',
      displayOrder: 1,
      taxRate: '9.5',
      ...extra,
    });

    it("an operator or the vendor's ADMIN and above create locations; MANAGER, STAFF and others cannot", async () => {
      const { vendor, actors } = await cast();
      const allowed = ['operator', 'ADMIN of this vendor', 'SUPER_ADMIN of this vendor'];
      for (const [who, actor] of Object.entries(actors)) {
        const reply = await post(actor, createVendorLocation.path, newLocation(vendor.vendorId, { description: who }));
        if (allowed.includes(who)) {
          expect(reply.statusCode, `${who}: ${reply.body}`).toBe(201);
          expect(reply.json().vendorLocation).toMatchObject({
            vendorId: vendor.vendorId,
            description: who,
            taxRate: '9.5000',
            retired: false,
            vendorLocationId: expect.stringMatching(/^[A-Z]{2}\d{3}$/),
          });
        } else {
          expect(reply.statusCode, who).toBe(actor ? 403 : 401);
        }
      }
      const stored = await t.app.database.db
        .select()
        .from(vendorLocations)
        .where(eq(vendorLocations.vendorId, vendor.vendorId));
      expect(stored.map((row) => row.taxRatePpm)).toEqual([95_000, 95_000, 95_000]);
      const publicList = await get(null, endpointPath(listVendorLocations, {}, { vendorId: vendor.vendorId }));
      expect(publicList.json().items[0]).toEqual({
        vendorLocationId: expect.any(String),
        vendorId: vendor.vendorId,
        description: expect.any(String),
        showSplashAds: null,
        displayOrder: 1,
      });
      expect(
        await t.app.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.vendorId, vendor.vendorId), eq(auditLog.action, 'location.create'))),
      ).toHaveLength(3);
    });

    it('MANAGER and STAFF cannot change a tax rate; an ADMIN of another vendor cannot either', async () => {
      const { vendor, actors } = await cast();
      const location = await createLocation(t.app, vendor.vendorId, { taxRatePpm: 50_000 });
      for (const who of ['MANAGER', 'STAFF', 'ADMIN of another vendor', 'customer', 'nobody']) {
        const reply = await put(actors[who]!, locationUrl(location.vendorLocationId), { taxRate: '1' });
        expect(reply.statusCode, who).toBe(actors[who] ? 403 : 401);
      }
      expect((await storedLocation(location.vendorLocationId))?.taxRatePpm).toBe(50_000);
      const ok = await put(actors['ADMIN of this vendor']!, locationUrl(location.vendorLocationId), {
        taxRate: '7.25',
      });
      expect(ok.json().vendorLocation.taxRate).toBe('7.2500');
      expect((await storedLocation(location.vendorLocationId))?.taxRatePpm).toBe(72_500);
    });

    it.each([
      ['a tax rate of -1', { taxRate: '-1' }],
      ['a tax rate with 5 decimals', { taxRate: '9.12345' }],
      ['a tax rate above 25 %', { taxRate: '25.0001' }],
      ['a tax rate as a number', { taxRate: 9.5 }],
      ['a code with odd characters', { vendorLocationId: "AB'; DROP" }],
      ['a 100 kB description', { description: 'x'.repeat(100_000) }],
      ['an unknown field', { taxRatePpm: 1 }],
    ])('refuses %s and stores nothing', async (_label, change) => {
      const vendor = await createVendor(t.app);
      const reply = await post(operator, createVendorLocation.path, newLocation(vendor.vendorId, change));
      expect(reply.statusCode, reply.body).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode).toBeLessThan(500);
      expect(reply.json().error.code).toEqual(expect.any(String));
      expect(
        await t.app.database.db.select().from(vendorLocations).where(eq(vendorLocations.vendorId, vendor.vendorId)),
      ).toEqual([]);
    });

    // Issue 44 (decision 096): the Spanish description is written the way products' and events' Spanish texts are.
    it("writes a location's Spanish description; a customer at ?lang=es reads it, English stays the venue's", async () => {
      const vendor = await createVendor(t.app);
      const admin = await createStaff(t.app, vendor.vendorId, 'ADMIN');
      const made = await post(
        admin,
        createVendorLocation.path,
        newLocation(vendor.vendorId, { translations: { es: { description: '  Barra principal ' } } }),
      );
      expect(made.statusCode, made.body).toBe(201);
      const id = made.json().vendorLocation.vendorLocationId as string;
      expect(made.json().vendorLocation.translations).toEqual({ es: { description: 'Barra principal' } });
      const read = async (query: Record<string, string>, headers: Record<string, string> = {}) =>
        (
          await t.app.inject({ url: endpointPath(getVendorLocation, {}, { vendorLocationId: id, ...query }), headers })
        ).json().items[0].description;
      expect(await read({ lang: 'es' })).toBe('Barra principal');
      expect(await read({}, { 'accept-language': 'es-MX,es;q=0.9' })).toBe('Barra principal');
      expect(await read({})).toBe('Main Bar');

      const edited = await put(admin, locationUrl(id), { translations: { es: { description: 'Barra del muelle' } } });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(await read({ lang: 'es' })).toBe('Barra del muelle');
      // Left out of an edit, it stays; sent empty, it clears and the venue's text shows again.
      await put(admin, locationUrl(id), { description: 'Pier Bar' });
      expect(await read({ lang: 'es' })).toBe('Barra del muelle');
      const cleared = await put(admin, locationUrl(id), { translations: { es: { description: ' ' } } });
      expect(cleared.json().vendorLocation.translations).toBeUndefined();
      expect((await storedLocation(id))?.translations).toEqual({});
      expect(await read({ lang: 'es' })).toBe('Pier Bar');
      const audits = await auditsOf(id);
      expect(audits.at(1)?.details).toMatchObject({
        after: { translations: { es: { description: 'Barra del muelle' } } },
      });
    });

    it.each([
      ['a control character', { es: { description: 'Barra\u0000' } }],
      ['a 100 kB description', { es: { description: 'x'.repeat(100_000) } }],
      ['81 characters', { es: { description: 'x'.repeat(81) } }],
      ['a language other than es', { fr: { description: 'Bar principal' } }],
      ['a field other than description', { es: { name: 'Barra' } }],
      ['a number', { es: { description: 7 } }],
    ])('refuses a Spanish description with %s, on create and edit, storing nothing', async (_label, translations) => {
      const vendor = await createVendor(t.app);
      const created = await post(operator, createVendorLocation.path, newLocation(vendor.vendorId, { translations }));
      expect(created.statusCode, created.body).toBe(400);
      expect(errorCode(created)).toBe('VALIDATION_FAILED');
      expect(
        await t.app.database.db.select().from(vendorLocations).where(eq(vendorLocations.vendorId, vendor.vendorId)),
      ).toEqual([]);
      const location = await createLocation(t.app, vendor.vendorId, {
        translations: { es: { description: 'Barra principal' } },
      });
      const edited = await put(operator, locationUrl(location.vendorLocationId), { translations });
      expect(edited.statusCode, edited.body).toBe(400);
      expect(errorCode(edited)).toBe('VALIDATION_FAILED');
      expect((await storedLocation(location.vendorLocationId))?.translations).toEqual({
        es: { description: 'Barra principal' },
      });
    });

    it('a location for a vendor that does not exist is a 404 to an operator', async () => {
      const reply = await post(operator, createVendorLocation.path, newLocation('no-such-vendor'));
      expect(reply.statusCode).toBe(404);
    });

    it('20 parallel creations of one code at two vendors make exactly one location', async () => {
      const a = await createVendor(t.app);
      const b = await createVendor(t.app);
      const code = `R${Date.now().toString().slice(-8)}`;
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post(
            operator,
            createVendorLocation.path,
            newLocation(i % 2 ? a.vendorId : b.vendorId, { vendorLocationId: code.toLowerCase() }),
          ),
        ),
      );
      expect(replies.filter((reply) => reply.statusCode === 201)).toHaveLength(1);
      for (const reply of replies.filter((r) => r.statusCode !== 201)) expect(errorCode(reply)).toBe('LOCATION_EXISTS');
      expect(await storedLocation(code)).toBeDefined();
      expect(await auditsOf(code)).toHaveLength(1);
    });

    it('retiring hides a location from the public list, keeps it for its admins, deletes nothing', async () => {
      const vendor = await createVendor(t.app);
      const admin = await createStaff(t.app, vendor.vendorId, 'ADMIN');
      const kept = await createLocation(t.app, vendor.vendorId, { displayOrder: 1 });
      const retired = await createLocation(t.app, vendor.vendorId, { displayOrder: 2 });
      const reply = await put(admin, locationUrl(retired.vendorLocationId), { retired: true });
      expect(reply.json().vendorLocation.retired).toBe(true);
      const publicList = await get(null, endpointPath(listVendorLocations, {}, { vendorId: vendor.vendorId }));
      expect(publicList.json().items.map((l: { vendorLocationId: string }) => l.vendorLocationId)).toEqual([
        kept.vendorLocationId,
      ]);
      const settings = await get(admin, endpointPath(listLocationSettings, { vendorId: vendor.vendorId }));
      expect(settings.json().items.map((l: { retired: boolean }) => l.retired)).toEqual([false, true]);
      expect(await storedLocation(retired.vendorLocationId)).toBeDefined();
    });

    it('a tax rate change reaches every API process at once, not after the rate cache runs out', async () => {
      const peer = await createPeerApp(t);
      try {
        const vendor = await createVendor(t.app);
        const location = await createLocation(t.app, vendor.vendorId, { taxRatePpm: 50_000 });
        const lines = [{ productId: 'P1', productTaxCode: null, amountCents: 1000 }];
        const taxAtPeer = () =>
          servicesOf(peer.app).tax.calculate({ vendorLocationId: location.vendorLocationId, lines });
        expect(await taxAtPeer()).toEqual({ taxAmountExclusiveCents: 50 });
        expect(await servicesOf(t.app).tax.calculate({ vendorLocationId: location.vendorLocationId, lines })).toEqual({
          taxAmountExclusiveCents: 50,
        });

        const reply = await put(operator, locationUrl(location.vendorLocationId), { taxRate: '9.5' });
        expect(reply.statusCode).toBe(200);
        // This process at once; the other as soon as the NOTIFY arrives (well under the minute a rate was kept).
        expect(await servicesOf(t.app).tax.calculate({ vendorLocationId: location.vendorLocationId, lines })).toEqual({
          taxAmountExclusiveCents: 95,
        });
        const deadline = Date.now() + 2000;
        let seen = await taxAtPeer();
        while (seen.taxAmountExclusiveCents !== 95 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          seen = await taxAtPeer();
        }
        expect(seen).toEqual({ taxAmountExclusiveCents: 95 });
      } finally {
        await peer.close();
      }
    });
  });

  describe('closed to orders', () => {
    it('a suspended vendor and a retired location take no orders, with a clear message; lifting reopens', async () => {
      const { vendor, location, product } = await createVenue(t.app);
      const customer = await createUser(t.app);
      await put(operator, endpointPath(suspendVendor, { vendorId: vendor.vendorId }), { suspended: true });
      const refused = await placeOrderOf(t.app, customer, product);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'ORDERING_CLOSED',
        message: 'Ordering is closed at this location.',
      });
      await put(operator, endpointPath(suspendVendor, { vendorId: vendor.vendorId }), { suspended: false });
      expect((await placeOrderOf(t.app, customer, product)).statusCode).toBe(201);

      await put(operator, locationUrl(location.vendorLocationId), { retired: true });
      expect(errorCode(await placeOrderOf(t.app, customer, product))).toBe('ORDERING_CLOSED');
      // The location and its orders are all still there.
      expect(await storedLocation(location.vendorLocationId)).toMatchObject({ retiredAt: expect.any(Date) });
    });
  });

  describe('the audit log', () => {
    it('answers ADMIN and above and operators, newest first, filtered by person, kind and date, paged', async () => {
      const { vendor, actors } = await cast();
      const admin = actors['ADMIN of this vendor']!;
      for (let i = 0; i < 27; i++) await put(admin, vendorUrl(vendor.vendorId), { name: `Name ${i}` });
      await post(operator, createVendorLocation.path, { vendorId: vendor.vendorId, description: 'Bar', taxRate: '0' });
      const url = (query: Record<string, string> = {}) =>
        endpointPath(listAuditLog, { vendorId: vendor.vendorId }, query);

      const first = (await get(admin, url())).json();
      expect(first.items).toHaveLength(25);
      expect(first.items[0]).toMatchObject({ action: 'location.create', actorPhoneNumber: operator.phoneNumber });
      expect(first.items[1]).toMatchObject({ action: 'vendor.update', details: { after: { name: 'Name 26' } } });
      const second = (await get(admin, url({ nextToken: first.nextToken }))).json();
      expect(second.items).toHaveLength(3);
      expect(second.nextToken).toBeNull();
      expect(second.items.at(-1).details.after.name).toBe('Name 0');

      const byPerson = (await get(admin, url({ phoneNumber: operator.phoneNumber }))).json();
      expect(byPerson.items.map((row: { action: string }) => row.action)).toEqual(['location.create']);
      const byKind = (await get(admin, url({ entityType: 'vendor_location' }))).json();
      expect(byKind.items).toHaveLength(1);
      const future = (await get(admin, url({ from: new Date(Date.now() + 60_000).toISOString() }))).json();
      expect(future.items).toEqual([]);

      for (const who of ['MANAGER', 'STAFF', 'ADMIN of another vendor', 'customer', 'nobody']) {
        expect((await get(actors[who]!, url())).statusCode, who).toBe(actors[who] ? 403 : 401);
      }
      expect((await get(operator, url())).statusCode).toBe(200);
      expect((await get(admin, url({ nextToken: 'garbage' }))).statusCode).toBe(400);
      expect((await get(admin, url({ entityType: "x'; drop" }))).statusCode).toBe(400);
    });
  });
});
