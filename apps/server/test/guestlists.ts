import type { CreateGleventBody, Role } from '@queueless/contracts';
import {
  cancelMyReservation,
  checkInReservation,
  createGlevent as createGleventEndpoint,
  createReservation,
  endpointPath,
  listGuests,
} from '@queueless/contracts';
import type { AppInstance } from '../src/app-types.js';
import { createStaff, createVendor, type TestUser } from './factories.js';

const HOUR = 3_600_000;

/** A valid create body: an event in two days at the Skyline's address, capacity 10. */
export function gleventBody(overrides: Partial<Record<keyof CreateGleventBody, unknown>> = {}): CreateGleventBody {
  const start = Date.now() + 48 * HOUR;
  return {
    name: 'Rooftop Sessions',
    description: 'House music at sunset.',
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 5 * HOUR).toISOString(),
    guestlistCapacity: 10,
    venueName: 'Skyline Lounge',
    addressLine1: '6250 Hollywood Blvd',
    city: 'Los Angeles',
    state: 'CA',
    country: 'US',
    zipCode: '90028',
    latitude: 34.1016,
    longitude: -118.3267,
    ...overrides,
  } as CreateGleventBody;
}

/** A vendor with a user holding `role` there. */
export async function vendorWithRole(app: AppInstance, role: Role = 'MANAGER') {
  const vendor = await createVendor(app, { guestlistEnabled: true });
  const user = await createStaff(app, vendor.vendorId, role);
  return { vendorId: vendor.vendorId, user };
}

/** Creates an event through the API as `manager`; answers the event. */
export async function createGlevent(
  app: AppInstance,
  manager: TestUser,
  vendorId: string,
  overrides: Partial<Record<keyof CreateGleventBody, unknown>> = {},
) {
  const reply = await app.inject({
    method: 'POST',
    url: endpointPath(createGleventEndpoint, { vendorId }),
    headers: manager.auth,
    payload: gleventBody(overrides),
  });
  if (reply.statusCode !== 201) throw new Error(`create glevent: ${reply.statusCode} ${reply.body}`);
  return reply.json().glevent as { gleventId: string; vendorId: string; reservedCount: number };
}

export function reserve(app: AppInstance, user: TestUser, vendorId: string, gleventId: string, quantity = 1) {
  return app.inject({
    method: 'POST',
    url: endpointPath(createReservation, { vendorId, gleventId }),
    headers: user.auth,
    payload: { quantity, vendorId },
  });
}

export function cancel(app: AppInstance, user: TestUser, reservationId: string) {
  return app.inject({
    method: 'POST',
    url: endpointPath(cancelMyReservation, { reservationId }),
    headers: user.auth,
  });
}

export function checkIn(app: AppInstance, user: TestUser, vendorId: string, gleventId: string, reservationId: string) {
  return app.inject({
    method: 'POST',
    url: endpointPath(checkInReservation, { vendorId, gleventId, reservationId }),
    headers: user.auth,
  });
}

export function guestList(
  app: AppInstance,
  user: TestUser,
  vendorId: string,
  gleventId: string,
  query: { includeCancelled?: 'true' | 'false' } = {},
) {
  return app.inject({ url: endpointPath(listGuests, { vendorId, gleventId }, query), headers: user.auth });
}
