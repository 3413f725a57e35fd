import { createEvent, endpointPath, getEvent, listEventsByStatus } from '@queueless/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createVendor } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

describe('vendor events (smoke)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('a manager adds an event with a sanitised description; the landing page reads it', async () => {
    const vendor = await createVendor(t.app);
    const manager = await createStaff(t.app, vendor.vendorId, 'MANAGER');

    const created = await t.app.inject({
      method: 'POST',
      url: endpointPath(createEvent, { vendorId: vendor.vendorId }),
      headers: manager.auth,
      payload: {
        vendorId: vendor.vendorId,
        eventName: 'Tonight',
        startTime: '2030-07-05T20:00:00-07:00',
        status: 'IN_PROGRESS',
        description: '<p>Hi<script>alert(1)</script></p>',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { event } = created.json();
    expect(event.description).toBe('<p>Hi</p>');

    const landing = await t.app.inject({
      url: endpointPath(listEventsByStatus, {}, { vendorId: vendor.vendorId, status: 'IN_PROGRESS,UPCOMING' }),
    });
    expect(landing.json()).toEqual({ events: [event] });
    const one = await t.app.inject({
      url: endpointPath(getEvent, { eventId: event.eventId }, { vendorId: vendor.vendorId }),
    });
    expect(one.json()).toEqual({ event });
  });

  it('answers 404 when a vendor has no events and 401 to an anonymous edit', async () => {
    const vendor = await createVendor(t.app);
    const none = await t.app.inject({
      url: endpointPath(listEventsByStatus, {}, { vendorId: vendor.vendorId, status: 'IN_PROGRESS,UPCOMING' }),
    });
    expect(none.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: endpointPath(createEvent, { vendorId: vendor.vendorId }),
      payload: { eventName: 'X', status: 'UPCOMING' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
