import { phoneNumberSchema, productTypeSchema } from '@queueless/contracts';
import { eq, sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppInstance } from '../src/app-types.js';
import { gleventsTable, reservations, users } from '../src/db/schema.js';
import { AppError } from '../src/lib/app-error.js';
import { newId } from '../src/lib/ids.js';
import { isLoopback } from '../src/modules/identity/identity.routes.js';
import { servicesOf } from '../src/services.js';
import { createLocation, createProduct, createVendor, grantRole } from './factories.js';

/** The flag the end-to-end run sets (e2e/test-server.ts); without it the fixture routes do not exist. */
export const E2E_FIXTURES_FLAG = 'E2E_FIXTURES';

/** Where a journey asks for a venue of its own. */
export const E2E_VENUES_PATH = '/dev/e2e/venues';

const productSchema = z.object({
  name: z.string().min(1).max(200),
  productType: productTypeSchema.default('ALCOHOLIC_ITEM'),
  priceCents: z.number().int().min(0),
  depositPercent: z.number().int().min(1).max(100).optional(),
  isAvailable: z.boolean().optional(),
  /** Counted stock: given, the product tracks it (0 = sold out). */
  quantityAvailable: z.number().int().min(0).optional(),
  displayOrder: z.number().int().optional(),
});

const venueBodySchema = z.object({
  /** The venue's first SUPER_ADMIN: every other role is given through the staff-roles API by them. */
  superAdmin: z.object({ phoneNumber: phoneNumberSchema, name: z.string().min(1).max(80).optional() }),
  vendor: z
    .object({ name: z.string().min(1).max(200).optional(), guestlistEnabled: z.boolean().optional() })
    .default({}),
  location: z
    .object({ description: z.string().min(1).max(200).optional(), taxRatePpm: z.number().int().min(0).optional() })
    .default({}),
  products: z
    .array(productSchema)
    .max(50)
    .default([{ name: 'House Lager', productType: 'ALCOHOLIC_ITEM', priceCents: 800 }]),
});
export type E2eVenueBody = z.input<typeof venueBodySchema>;

export type E2eVenue = {
  vendor: { vendorId: string; name: string };
  location: { vendorLocationId: string; description: string };
  products: { productId: string; name: string; priceCents: number }[];
};

/**
 * The end-to-end journeys' fixture seam: `POST /dev/e2e/venues` makes a fresh vendor, its location, its products and
 * its first SUPER_ADMIN with the API tests' own factories (factories.ts), so each journey has a venue of its own and
 * journeys can run in parallel workers.
 *
 * It exists only on the journeys' server (e2e/server.ts) and only when the run sets E2E_FIXTURES=true; in production
 * the server refuses to start with it, and it answers this machine only, as the development SMS outbox does.
 * When issue 24 lands, `POST /vendor-service/v1/vendors` replaces it: the journeys' `newVenue` fixture then calls that.
 */
export function registerE2eFixtures(app: AppInstance, env: Record<string, string | undefined> = process.env) {
  if (env[E2E_FIXTURES_FLAG] !== 'true') return false;
  if (app.config.isProduction) {
    throw new Error(`${E2E_FIXTURES_FLAG}=true is for the end-to-end journeys only; it is refused in production.`);
  }
  app.withTypeProvider<ZodTypeProvider>().post(
    E2E_VENUES_PATH,
    {
      onRequest: (request, _reply, done) => {
        if (isLoopback(request.raw.socket.remoteAddress)) return done();
        done(new AppError('FORBIDDEN', 'The end-to-end fixtures answer only this machine.'));
      },
      schema: { hide: true, body: venueBodySchema },
    },
    async (request, reply): Promise<E2eVenue> => {
      const { superAdmin, vendor: vendorFields, location: locationFields, products } = request.body;
      const vendor = await createVendor(app, {
        ...(vendorFields.name ? { name: vendorFields.name } : {}),
        guestlistEnabled: vendorFields.guestlistEnabled ?? false,
      });
      const location = await createLocation(app, vendor.vendorId, {
        description: locationFields.description ?? 'Main Bar',
        taxRatePpm: locationFields.taxRatePpm ?? 97_500,
      });
      const made = [];
      for (const [index, { quantityAvailable, ...product }] of products.entries()) {
        made.push(
          await createProduct(app, location.vendorLocationId, {
            displayOrder: index,
            ...product,
            ...(quantityAvailable === undefined ? {} : { trackQuantity: true, quantityAvailable }),
          }),
        );
      }
      await grantRole(app, vendor.vendorId, superAdmin, 'SUPER_ADMIN');
      reply.status(201);
      return {
        vendor: { vendorId: vendor.vendorId, name: vendor.name },
        location: { vendorLocationId: location.vendorLocationId, description: location.description },
        products: made.map(({ productId, name, priceCents }) => ({ productId, name, priceCents })),
      };
    },
  );

  // The offline door's journeys and its download measure (decision 092): `count` confirmed guests on an event in one
  // go (a membership's payment per guest would take minutes), each with the signed code their phone would show.
  app.withTypeProvider<ZodTypeProvider>().post(
    E2E_GUESTS_PATH,
    {
      onRequest: (request, _reply, done) => {
        if (isLoopback(request.raw.socket.remoteAddress)) return done();
        done(new AppError('FORBIDDEN', 'The end-to-end fixtures answer only this machine.'));
      },
      schema: {
        hide: true,
        body: z.object({ gleventId: z.string().min(1).max(64), count: z.number().int().min(1).max(5000) }),
      },
    },
    async (request, reply) => {
      const { gleventId, count } = request.body;
      const db = app.database.db;
      const [glevent] = await db.select().from(gleventsTable).where(eq(gleventsTable.gleventId, gleventId));
      if (!glevent) throw new AppError('NOT_FOUND', 'No such event.');
      const stamp = newId(6);
      const guests = Array.from({ length: count }, (_, i) => ({
        userId: newId(),
        reservationId: newId(),
        firstName: `Guest${String(i + 1).padStart(4, '0')}`,
        lastName: stamp,
        phoneNumber: `+9${stamp}${String(i).padStart(5, '0')}`,
      }));
      for (let i = 0; i < guests.length; i += 500) {
        const piece = guests.slice(i, i + 500);
        await db
          .insert(users)
          .values(
            piece.map(({ userId, firstName, lastName, phoneNumber }) => ({ userId, firstName, lastName, phoneNumber })),
          );
        await db.insert(reservations).values(
          piece.map(({ userId, reservationId }) => ({
            reservationId,
            userId,
            gleventId,
            vendorId: glevent.vendorId,
            quantity: 1,
            reservationStatus: 'CONFIRMED' as const,
          })),
        );
      }
      await db
        .update(gleventsTable)
        .set({ reservedCount: sql`${gleventsTable.reservedCount} + ${count}` })
        .where(eq(gleventsTable.gleventId, gleventId));
      const codes = servicesOf(app).signedCodes;
      const expiresAt = new Date(glevent.endTime.getTime() + 12 * 3_600_000);
      reply.status(201);
      return {
        guests: await Promise.all(
          guests.map(async ({ reservationId, firstName, lastName }) => ({
            reservationId,
            name: `${firstName} ${lastName}`,
            code: await codes.sign('r', reservationId, gleventId, expiresAt),
          })),
        ),
      };
    },
  );
  return true;
}

/** Where a journey adds guests to an event (the offline door, decision 092). */
export const E2E_GUESTS_PATH = '/dev/e2e/guests';
