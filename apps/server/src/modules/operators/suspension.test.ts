import {
  claimReward,
  createRewardTicket,
  endpointPath,
  getEvent,
  listAvailableGlevents,
  listContestPrizes,
  listEventsByStatus,
  listGuests,
  listVendorEvents,
  listVendorGlevents,
  listVendorLocations,
  suspendVendor,
} from '@queueless/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLiveEventWithPrize,
  createLocation,
  createMember,
  createStaff,
  createUser,
  drawAt,
  giveTickets,
  type TestUser,
} from '../../../test/factories.js';
import { createGlevent, reserve, vendorWithRole } from '../../../test/guestlists.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { operators } from '../../db/schema.js';

/**
 * Suspension closes everything a vendor offers to the public, and leaves everything readable to its staff and the
 * operators (issue 37 F5, decision 085).
 */
describe('a suspended vendor', () => {
  let t: TestApp;
  let operator: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await createUser(t.app);
    await t.app.database.db.insert(operators).values({ phoneNumber: operator.phoneNumber, name: 'Olive Operator' });
  });
  afterAll(async () => t.close());

  const get = (url: string, user?: TestUser) => t.app.inject({ url, headers: user?.auth });
  const suspend = (vendorId: string, suspended: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: endpointPath(suspendVendor, { vendorId }),
      headers: operator.auth,
      payload: { suspended },
    });

  it('offers nothing to the public — events, reservations, members’ bookings, draws, tickets, claims — and staff still read it all', async () => {
    const { vendorId, user: manager } = await vendorWithRole(t.app, 'MANAGER');
    const staff = await createStaff(t.app, vendorId);
    const glevent = await createGlevent(t.app, manager, vendorId);
    const { eventId } = await createLiveEventWithPrize(t.app, vendorId, { stock: 5 });
    const winner = await createUser(t.app);
    await giveTickets(t.app, winner, eventId);
    const won = (await drawAt(t.app, winner, eventId)).json().rewards[0];
    const member = await createMember(t.app);
    const player = await createUser(t.app);
    await giveTickets(t.app, player, eventId);
    await createLocation(t.app, vendorId);

    expect((await suspend(vendorId, true)).statusCode).toBe(200);

    // The landing says so: each location's ordering is closed, with the reason.
    const landing = (await get(endpointPath(listVendorLocations, {}, { vendorId }))).json();
    expect(landing.items[0].ordering).toEqual({
      open: false,
      reason: 'Ordering is closed at this location.',
      reopensAt: null,
    });
    const events = await get(endpointPath(listEventsByStatus, {}, { vendorId, status: 'IN_PROGRESS' }));
    expect([events.statusCode, events.json().error.code]).toEqual([404, 'NOT_FOUND']);
    expect((await get(endpointPath(getEvent, { eventId }, { vendorId }))).statusCode).toBe(404);
    expect((await get(endpointPath(listContestPrizes, { id: eventId }))).statusCode).toBe(404);
    const nearby = await get(
      endpointPath(listAvailableGlevents, {}, { latitude: '34.1016', longitude: '-118.3267', radiusMiles: '5' }),
    );
    expect(nearby.statusCode).toBe(200);
    expect(nearby.json().glevents.map((g: { gleventId: string }) => g.gleventId)).not.toContain(glevent.gleventId);

    const booked = await reserve(t.app, member, vendorId, glevent.gleventId);
    expect([booked.statusCode, booked.json().error.code]).toEqual([409, 'GLEVENT_CLOSED']);
    const drawn = await drawAt(t.app, player, eventId);
    expect([drawn.statusCode, drawn.json().error.code]).toEqual([409, 'CONTEST_CLOSED']);
    const ticket = await t.app.inject({
      method: 'POST',
      url: createRewardTicket.path,
      headers: player.auth,
      payload: { sourceType: 'SIGNIN', eventId },
    });
    expect([ticket.statusCode, ticket.json().error.code]).toEqual([409, 'CONTEST_CLOSED']);
    const claimed = await t.app.inject({
      method: 'POST',
      url: endpointPath(claimReward, { id: won.claimCode }),
      headers: staff.auth,
    });
    expect([claimed.statusCode, claimed.json().error.code]).toEqual([409, 'CONTEST_CLOSED']);

    // Staff and operators keep reading everything.
    expect((await get(endpointPath(listVendorEvents, { vendorId }), manager)).json().events).toHaveLength(1);
    expect((await get(endpointPath(listVendorGlevents, { vendorId }), manager)).statusCode).toBe(200);
    expect((await get(endpointPath(listGuests, { vendorId, gleventId: glevent.gleventId }), manager)).statusCode).toBe(
      200,
    );

    // Lifting reopens.
    expect((await suspend(vendorId, false)).statusCode).toBe(200);
    expect((await reserve(t.app, member, vendorId, glevent.gleventId)).statusCode).toBeLessThan(300);
    expect((await drawAt(t.app, player, eventId)).statusCode).toBe(200);
    const listedAgain = await get(
      endpointPath(listAvailableGlevents, {}, { latitude: '34.1016', longitude: '-118.3267', radiusMiles: '5' }),
    );
    expect(listedAgain.json().glevents.map((g: { gleventId: string }) => g.gleventId)).toContain(glevent.gleventId);
  });
});
