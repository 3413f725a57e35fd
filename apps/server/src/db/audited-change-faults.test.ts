import {
  contentSlugs,
  createEvent,
  createGlevent,
  createPrize,
  createShortCode,
  createVendorRole,
  endpointPath,
  removeVendorRole,
  retireShortCode,
  retireWristband,
  saveArtistPage,
  saveWristband,
  updateEvent,
  updateProduct,
  updateVendorRole,
} from '@queueless/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createProduct, createStaff, createVendor, uniquePhone } from '../../test/factories.js';
import { dieOn } from '../../test/faults.js';
import { gleventBody } from '../../test/guestlists.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { newId } from '../lib/ids.js';
import {
  auditLog,
  contentPages,
  gleventsTable,
  prizes,
  products,
  shortCodes,
  vendorEvents,
  vendorRoles,
  wristbands,
} from './schema.js';
import { novaLane } from './seed/public.js';

/**
 * Every staff change writes its audit row in the change's own transaction (the row says who did what). A
 * connection lost as that row goes in must leave no change behind, unaudited: the caller gets a clean 503, and
 * the change goes through once the database is whole again. Each case is red without its transaction.
 */
describe.skipIf(!process.env.DATABASE_URL)(
  'a staff change and its audit row, with the connection lost between (PostgreSQL)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => t?.close());

    it('a change whose audit row cannot be written is not made: roles, events, prizes, guest-list events, products, pages, links, bands', async () => {
      const vendor = await createVendor(t.app, { guestlistEnabled: true });
      const { vendorId } = vendor;
      const admin = await createStaff(t.app, vendorId, 'SUPER_ADMIN');
      const staff = await createStaff(t.app, vendorId);
      const location = await createLocation(t.app, vendorId);
      const product = await createProduct(t.app, location.vendorLocationId);
      const newcomer = uniquePhone();
      const db = t.database.db;
      // What the changes below change, written around the API (so without audit rows of their own).
      const eventId = `EVT-${newId(10)}`;
      await db.insert(vendorEvents).values({ eventId, vendorId, eventName: 'Kept Night', status: 'UPCOMING' });
      const liveCode = `K-${vendorId}`;
      await db.insert(shortCodes).values({ code: liveCode, redirectUrl: '/location/AD708', vendorId });
      const liveBand = `kept-${vendorId}`;
      await db.insert(wristbands).values({ nfcId: liveBand, vendorId });
      const slug = contentSlugs.artist(vendorId, 'nova-lane');
      const [page] = await db.insert(contentPages).values({ slug, content: novaLane }).returning();
      const pageVersion = page!.updatedAt.toISOString();
      const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
        t.app.inject({ method, url, headers: admin.auth, ...(payload ? { payload } : {}) });
      const roleOf = async (phoneNumber: string) =>
        (
          await db
            .select()
            .from(vendorRoles)
            .where(and(eq(vendorRoles.vendorId, vendorId), eq(vendorRoles.phoneNumber, phoneNumber)))
        )[0]?.role;

      const cases = [
        {
          action: 'role.create',
          change: () =>
            call('POST', endpointPath(createVendorRole, { vendorId }), {
              phoneNumber: newcomer,
              vendorId,
              name: 'New Person',
              role: 'MANAGER',
            }),
          unchanged: async () => expect(await roleOf(newcomer)).toBeUndefined(),
        },
        {
          action: 'role.update',
          change: () =>
            call('PUT', endpointPath(updateVendorRole, { vendorId, phoneNumber: staff.phoneNumber }), {
              phoneNumber: staff.phoneNumber,
              vendorId,
              name: 'Promoted',
              role: 'ADMIN',
            }),
          unchanged: async () => expect(await roleOf(staff.phoneNumber)).toBe('STAFF'),
        },
        {
          action: 'role.delete',
          change: () => call('DELETE', endpointPath(removeVendorRole, { vendorId, phoneNumber: staff.phoneNumber })),
          unchanged: async () => expect(await roleOf(staff.phoneNumber)).toBe('STAFF'),
        },
        {
          action: 'event.create',
          change: () =>
            call('POST', endpointPath(createEvent, { vendorId }), {
              eventName: 'Lost Night',
              status: 'UPCOMING',
            }),
          unchanged: async () =>
            expect(await db.select().from(vendorEvents).where(eq(vendorEvents.vendorId, vendorId))).toHaveLength(1),
        },
        {
          action: 'event.update',
          change: () =>
            call('PUT', endpointPath(updateEvent, { vendorId }), {
              eventId,
              eventName: 'Renamed Night',
              status: 'IN_PROGRESS',
            }),
          unchanged: async () =>
            expect((await db.select().from(vendorEvents).where(eq(vendorEvents.eventId, eventId)))[0]).toMatchObject({
              eventName: 'Kept Night',
              status: 'UPCOMING',
            }),
        },
        {
          action: 'prize.create',
          change: () =>
            call('POST', endpointPath(createPrize, { vendorId, eventId }), {
              name: 'Tote bag',
              odds: 0.5,
              quantityTotal: 3,
            }),
          unchanged: async () =>
            expect(await db.select().from(prizes).where(eq(prizes.contestId, eventId))).toHaveLength(0),
        },
        {
          action: 'content.update',
          change: () =>
            call('PUT', endpointPath(saveArtistPage, { vendorId, name: 'nova-lane' }), {
              expectedUpdatedAt: pageVersion,
              name: 'Nova Lane',
              tagline: 'Never saved.',
              biography: ['One.'],
              qa: { text: 'Ask.', link: { label: 'Ask', url: 'https://example.com/ask' } },
              social: [],
            }),
          unchanged: async () =>
            expect((await db.select().from(contentPages).where(eq(contentPages.slug, slug)))[0]?.content).toEqual(
              novaLane,
            ),
        },
        {
          action: 'glevent.create',
          change: () => call('POST', endpointPath(createGlevent, { vendorId }), gleventBody()),
          unchanged: async () =>
            expect(await db.select().from(gleventsTable).where(eq(gleventsTable.vendorId, vendorId))).toHaveLength(0),
        },
        {
          action: 'product.update',
          change: () =>
            call(
              'PUT',
              endpointPath(updateProduct, {
                vendorLocationId: location.vendorLocationId,
                productId: product.productId,
              }),
              {
                price: '1.00',
                isAvailable: false,
              },
            ),
          unchanged: async () =>
            expect(
              (await db.select().from(products).where(eq(products.productId, product.productId)))[0],
            ).toMatchObject({
              priceCents: 800,
              isAvailable: true,
            }),
        },
        {
          action: 'short_code.create',
          change: () =>
            call('POST', endpointPath(createShortCode, { vendorId }), {
              code: `F-${vendorId}`,
              redirectUrl: '/location/AD708',
            }),
          unchanged: async () =>
            expect(await db.select().from(shortCodes).where(eq(shortCodes.vendorId, vendorId))).toHaveLength(1),
        },
        {
          action: 'short_code.retire',
          change: () => call('POST', endpointPath(retireShortCode, { vendorId, code: liveCode })),
          unchanged: async () =>
            expect((await db.select().from(shortCodes).where(eq(shortCodes.code, liveCode)))[0]?.retiredAt).toBeNull(),
        },
        {
          action: 'wristband.save',
          change: () => call('PUT', endpointPath(saveWristband, { vendorId }), { nfcId: `band-${vendorId}` }),
          unchanged: async () =>
            expect(await db.select().from(wristbands).where(eq(wristbands.vendorId, vendorId))).toHaveLength(1),
        },
        {
          action: 'wristband.retire',
          change: () => call('POST', endpointPath(retireWristband, { vendorId, nfcId: liveBand })),
          unchanged: async () =>
            expect((await db.select().from(wristbands).where(eq(wristbands.nfcId, liveBand)))[0]?.retiredAt).toBeNull(),
        },
      ];

      const halfWritten: string[] = [];
      for (const { action, change, unchanged } of cases) {
        await dieOn(t.app, 'audit_log', `new.action = '${action}' and new.vendor_id = '${vendorId}'`, async () => {
          const response = await change();
          expect([action, response.statusCode]).toEqual([action, 503]);
          expect(response.json().error.code).toBe('SERVICE_UNAVAILABLE');
        });
        // Every case is checked, so a change left behind names its call.
        await unchanged().catch(() => halfWritten.push(action));
      }
      expect(halfWritten).toEqual([]);
      expect(await db.select().from(auditLog).where(eq(auditLog.vendorId, vendorId))).toHaveLength(0);
      // Each goes through once the database is whole again.
      for (const { action, change } of cases) {
        const response = await change();
        expect(response.statusCode, action).toBeLessThan(300);
      }
    });
  },
);
