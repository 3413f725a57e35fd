import {
  type CreateEventBody,
  endpointPath,
  getEvent,
  listEventsByStatus,
  listVendorEvents,
  type Role,
  TIME_ZONE_READ_ONLY_MESSAGE,
} from '@queueless/contracts';
import { and, asc, eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse as Reply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createVendor, grantRole, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLog, vendorEvents } from '../../db/schema.js';

const errorCode = (reply: Reply) => reply.json().error?.code;
const messages = (reply: Reply) => reply.json().error.details.map((d: { message: string }) => d.message);

describe('vendor events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const adminUrl = (vendorId: string) => endpointPath(listVendorEvents, { vendorId });
  const listAdmin = (user: TestUser | null, vendorId: string) =>
    t.app.inject({ url: adminUrl(vendorId), headers: user?.auth });
  const create = (user: TestUser | null, vendorId: string, payload: Partial<Record<keyof CreateEventBody, unknown>>) =>
    t.app.inject({ method: 'POST', url: adminUrl(vendorId), headers: user?.auth, payload });
  const update = (user: TestUser | null, vendorId: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: adminUrl(vendorId), headers: user?.auth, payload });
  const readEvent = (eventId: string, vendorId: string) =>
    t.app.inject({ url: endpointPath(getEvent, { eventId }, { vendorId }) });
  // A raw query string: some checks repeat `status`.
  const byStatus = (query: string) => t.app.inject({ url: `${listEventsByStatus.path}?${query}` });

  async function vendorWith(role: Role = 'MANAGER') {
    const vendor = await createVendor(t.app);
    const user = await createStaff(t.app, vendor.vendorId, role);
    return { vendorId: vendor.vendorId, user };
  }

  const friday = {
    eventName: 'Friday Night Live',
    startTime: '2030-07-05T20:00:00-07:00',
    endTime: '2030-07-06T01:00:00-07:00',
    ticketingLink: 'https://tickets.example.com/friday',
    description: '<p>Live <strong>music</strong> all night.</p>',
    status: 'UPCOMING',
  };

  async function createdEvent(user: TestUser, vendorId: string, overrides: Record<string, unknown> = {}) {
    const reply = await create(user, vendorId, { ...friday, ...overrides });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().event;
  }

  describe('create, read and update', () => {
    it('creates an event for MANAGER and above and reads it back publicly', async () => {
      for (const role of ['MANAGER', 'ADMIN', 'SUPER_ADMIN'] as const) {
        const { vendorId, user } = await vendorWith(role);

        const reply = await create(user, vendorId, { ...friday, vendorId, images: ['https://cdn.example.com/f.png'] });
        expect(reply.statusCode, reply.body).toBe(201);
        const { event } = reply.json();
        expect(event).toEqual({
          eventId: expect.stringMatching(/^[A-Z2-9]{24}$/),
          vendorId,
          eventName: 'Friday Night Live',
          startTime: '2030-07-06T03:00:00.000Z',
          endTime: '2030-07-06T08:00:00.000Z',
          ticketingLink: 'https://tickets.example.com/friday',
          description: '<p>Live <strong>music</strong> all night.</p>',
          status: 'UPCOMING',
          images: ['https://cdn.example.com/f.png'],
          timeZone: 'America/Los_Angeles',
        });

        const read = await readEvent(event.eventId, vendorId);
        expect(read.statusCode).toBe(200);
        expect(read.json()).toEqual({ event });
      }
    });

    it('keeps only the name and status when the rest is left blank', async () => {
      const { vendorId, user } = await vendorWith();
      const event = await createdEvent(user, vendorId, {
        eventName: '  Open Mic  ',
        startTime: '',
        endTime: null,
        ticketingLink: '',
        description: '   ',
        status: 'IN_PROGRESS',
      });
      expect(event).toMatchObject({
        eventName: 'Open Mic',
        startTime: null,
        endTime: null,
        ticketingLink: null,
        description: null,
        status: 'IN_PROGRESS',
        images: [],
      });
    });

    it('answers 404 for an unknown event and for another vendor’s event', async () => {
      const { vendorId, user } = await vendorWith();
      const other = await vendorWith();
      const event = await createdEvent(user, vendorId);

      expect((await readEvent('NOSUCHEVENT', vendorId)).statusCode).toBe(404);
      const elsewhere = await readEvent(event.eventId, other.vendorId);
      expect(elsewhere.statusCode).toBe(404);
      expect(errorCode(elsewhere)).toBe('NOT_FOUND');
      expect((await t.app.inject({ url: endpointPath(getEvent, { eventId: event.eventId }) })).statusCode).toBe(400);
    });

    it('lists every event of the vendor for staff admin, soonest first, undated last; empty is []', async () => {
      const { vendorId, user } = await vendorWith();
      expect((await listAdmin(user, vendorId)).json()).toEqual({ events: [] });

      const later = await createdEvent(user, vendorId, {
        eventName: 'Later',
        startTime: '2030-09-01T20:00:00Z',
        endTime: '',
      });
      const undated = await createdEvent(user, vendorId, { eventName: 'Undated', startTime: '', endTime: '' });
      const past = await createdEvent(user, vendorId, {
        eventName: 'Past',
        startTime: '2020-01-01T20:00:00Z',
        endTime: '2020-01-01T23:00:00Z',
        status: 'COMPLETED',
      });
      const other = await vendorWith();
      await createdEvent(other.user, other.vendorId);

      const reply = await listAdmin(user, vendorId);
      expect(reply.statusCode).toBe(200);
      expect(reply.json().events.map((e: { eventId: string }) => e.eventId)).toEqual([
        past.eventId,
        later.eventId,
        undated.eventId,
      ]);
    });

    it('replaces the event with the full event sent, keeping its images when none are sent', async () => {
      const { vendorId, user } = await vendorWith();
      const event = await createdEvent(user, vendorId, { images: ['/flyers/friday.png'] });

      const reply = await update(user, vendorId, {
        ...event,
        eventName: 'Friday Night Live (moved)',
        startTime: '2030-07-12T20:00:00-07:00',
        endTime: '',
        ticketingLink: '',
        description: '<p>Moved a week.</p>',
        status: 'IN_PROGRESS',
        images: undefined,
      });
      expect(reply.statusCode, reply.body).toBe(200);
      const updated = {
        ...event,
        eventName: 'Friday Night Live (moved)',
        startTime: '2030-07-13T03:00:00.000Z',
        endTime: null,
        ticketingLink: null,
        description: '<p>Moved a week.</p>',
        status: 'IN_PROGRESS',
        images: ['/flyers/friday.png'],
      };
      expect(reply.json()).toEqual({ event: updated });
      expect((await readEvent(event.eventId, vendorId)).json()).toEqual({ event: updated });

      const withImages = await update(user, vendorId, { ...updated, images: [] });
      expect(withImages.json().event.images).toEqual([]);
    });

    it('answers 404 when updating an unknown event or one of another vendor, and changes nothing', async () => {
      const { vendorId, user } = await vendorWith();
      const other = await vendorWith();
      const theirs = await createdEvent(other.user, other.vendorId);

      expect((await update(user, vendorId, { ...friday, eventId: 'NOSUCHEVENT' })).statusCode).toBe(404);
      const reply = await update(user, vendorId, { ...theirs, vendorId: undefined, eventName: 'Hijacked' });
      expect(reply.statusCode).toBe(404);
      expect((await readEvent(theirs.eventId, other.vendorId)).json().event.eventName).toBe('Friday Night Live');
    });

    it("answers every read and write with the vendor's time zone, the one staff pick the times in", async () => {
      const vendor = await createVendor(t.app, { timeZone: 'Europe/Paris' });
      const user = await createStaff(t.app, vendor.vendorId, 'MANAGER');
      const event = await createdEvent(user, vendor.vendorId);
      expect(event.timeZone).toBe('Europe/Paris');
      const changed = await update(user, vendor.vendorId, { ...event, eventName: 'Saturday Night Live' });
      expect(changed.json().event.timeZone).toBe('Europe/Paris');
      expect((await readEvent(event.eventId, vendor.vendorId)).json().event.timeZone).toBe('Europe/Paris');
      expect((await listAdmin(user, vendor.vendorId)).json().events[0].timeZone).toBe('Europe/Paris');
      const landing = await byStatus(`vendorId=${vendor.vendorId}&status=UPCOMING`);
      expect(landing.json().events[0].timeZone).toBe('Europe/Paris');

      // Sent back as read, the zone is taken; another zone is not a change an event can make.
      const moved = await update(user, vendor.vendorId, { ...event, timeZone: 'Asia/Tokyo' });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().error.details).toEqual([{ field: 'body.timeZone', message: TIME_ZONE_READ_ONLY_MESSAGE }]);
      // A hostile zone is refused in our error shape and changes nothing.
      for (const timeZone of ['Europe/Paris\u0000', 'x'.repeat(100_000)]) {
        const hostile = await update(user, vendor.vendorId, { ...event, eventName: 'Changed', timeZone });
        expect(hostile.statusCode).toBe(400);
        expect(hostile.json().error.code).toBe('VALIDATION_FAILED');
      }
      expect((await readEvent(event.eventId, vendor.vendorId)).json().event.eventName).toBe('Saturday Night Live');
    });

    it('writes event.create and event.update audit rows with before and after', async () => {
      const { vendorId, user } = await vendorWith();
      const event = await createdEvent(user, vendorId);
      const changed = (await update(user, vendorId, { ...event, status: 'COMPLETED' })).json().event;
      await update(user, vendorId, { ...event, eventName: '' }); // refused

      const rows = await t.app.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.vendorId, vendorId), like(auditLog.action, 'event.%')))
        .orderBy(asc(auditLog.id));
      const base = { actorUserId: user.userId, vendorId, entityType: 'vendor_event', entityId: event.eventId };
      expect(rows).toEqual([
        expect.objectContaining({ ...base, action: 'event.create', details: { before: null, after: event } }),
        expect.objectContaining({ ...base, action: 'event.update', details: { before: event, after: changed } }),
      ]);
    });
  });

  describe('who may edit', () => {
    it('refuses STAFF, staff of another vendor and anonymous callers on every admin call', async () => {
      const { vendorId, user: manager } = await vendorWith('MANAGER');
      const event = await createdEvent(manager, vendorId);
      const { user: staff } = await vendorWith('STAFF');
      await grantRole(t.app, vendorId, staff, 'STAFF');
      const { user: outsider } = await vendorWith('SUPER_ADMIN');

      for (const user of [staff, outsider]) {
        for (const reply of [
          await listAdmin(user, vendorId),
          await create(user, vendorId, friday),
          await update(user, vendorId, { ...event, eventName: 'Nope' }),
        ]) {
          expect(reply.statusCode, reply.body).toBe(403);
          expect(errorCode(reply)).toBe('FORBIDDEN');
        }
      }
      for (const reply of [
        await listAdmin(null, vendorId),
        await create(null, vendorId, friday),
        await update(null, vendorId, { ...event, eventName: 'Nope' }),
      ]) {
        expect(reply.statusCode).toBe(401);
        expect(errorCode(reply)).toBe('UNAUTHENTICATED');
      }
      const stored = await t.app.database.db.select().from(vendorEvents).where(eq(vendorEvents.vendorId, vendorId));
      expect(stored.map((row) => row.eventName)).toEqual(['Friday Night Live']);
    });

    it('reads the role on every call: a manager demoted to STAFF is refused at once', async () => {
      const { vendorId, user } = await vendorWith('MANAGER');
      await createdEvent(user, vendorId);
      await grantRole(t.app, vendorId, user, 'STAFF');
      expect((await create(user, vendorId, friday)).statusCode).toBe(403);
    });
  });

  describe('the description', () => {
    it('is sanitised before it is stored: scripts, handlers, styles and javascript: links go', async () => {
      const { vendorId, user } = await vendorWith();
      const event = await createdEvent(user, vendorId, {
        description: [
          '<h2 style="color:red" onclick="steal()">Line-up</h2>',
          '<p>Doors at <b>8</b>, <em>no</em> <u>re-entry</u>.<script>alert(document.cookie)</script></p>',
          '<img src="x" onerror="alert(1)">',
          '<ul><li><a href="javascript:alert(1)">Win a prize</a></li>',
          '<li><a href="https://band.example.com" target="_self" onmouseover="x()">The band</a></li>',
          '<li><a href="mailto:info@example.com">Mail us</a></li></ul>',
          '<iframe src="https://evil.example.com"></iframe><style>body{display:none}</style>',
        ].join(''),
      });

      const safe = [
        '<h2>Line-up</h2>',
        '<p>Doors at <b>8</b>, <em>no</em> <u>re-entry</u>.</p>',
        '<ul><li><a rel="noopener noreferrer" target="_blank">Win a prize</a></li>',
        '<li><a href="https://band.example.com" rel="noopener noreferrer" target="_blank">The band</a></li>',
        '<li><a href="mailto:info@example.com" rel="noopener noreferrer" target="_blank">Mail us</a></li></ul>',
      ].join('');
      expect(event.description).toBe(safe);
      const [stored] = await t.app.database.db
        .select()
        .from(vendorEvents)
        .where(eq(vendorEvents.eventId, event.eventId));
      expect(stored!.description).toBe(safe);

      const updated = await update(user, vendorId, {
        ...event,
        description: '<p onload="x()">Hi</p><script>1</script>',
      });
      expect(updated.json().event.description).toBe('<p>Hi</p>');
      const onlyScript = await update(user, vendorId, { ...event, description: '<script>alert(1)</script>' });
      expect(onlyScript.json().event.description).toBeNull();
    });
  });

  describe('events by vendor and status (the landing page)', () => {
    async function vendorWithEveryStatus() {
      const { vendorId, user } = await vendorWith();
      const live = await createdEvent(user, vendorId, {
        eventName: 'Live',
        status: 'IN_PROGRESS',
        startTime: '2030-01-01T20:00:00Z',
        endTime: '',
      });
      const next = await createdEvent(user, vendorId, {
        eventName: 'Next',
        status: 'UPCOMING',
        startTime: '2030-02-01T20:00:00Z',
        endTime: '',
      });
      const done = await createdEvent(user, vendorId, {
        eventName: 'Done',
        status: 'COMPLETED',
        startTime: '2020-01-01T20:00:00Z',
        endTime: '',
      });
      return { vendorId, user, live, next, done };
    }
    const ids = (reply: Reply) => reply.json().events.map((e: { eventId: string }) => e.eventId);

    it('filters by one status, comma-separated statuses or repeated statuses, publicly', async () => {
      const { vendorId, live, next, done } = await vendorWithEveryStatus();

      expect(ids(await byStatus(`vendorId=${vendorId}&status=UPCOMING`))).toEqual([next.eventId]);
      expect(ids(await byStatus(`vendorId=${vendorId}&status=IN_PROGRESS,UPCOMING`))).toEqual([
        live.eventId,
        next.eventId,
      ]);
      expect(ids(await byStatus(`vendorId=${vendorId}&status=IN_PROGRESS&status=UPCOMING`))).toEqual([
        live.eventId,
        next.eventId,
      ]);
      const all = await byStatus(`vendorId=${vendorId}&status=COMPLETED,IN_PROGRESS&status=UPCOMING`);
      expect(ids(all)).toEqual([done.eventId, live.eventId, next.eventId]);
      expect(all.json().events[0]).toEqual(done);
    });

    it('answers 404 NOT_FOUND when the vendor has no events in those statuses, or is unknown', async () => {
      const { vendorId, user } = await vendorWith();
      await createdEvent(user, vendorId, { status: 'COMPLETED', startTime: '', endTime: '' });

      const none = await byStatus(`vendorId=${vendorId}&status=IN_PROGRESS,UPCOMING`);
      expect(none.statusCode).toBe(404);
      expect(none.json().error).toMatchObject({ code: 'NOT_FOUND', message: 'No events found for this vendor.' });
      expect((await byStatus('vendorId=nobody&status=UPCOMING')).statusCode).toBe(404);
    });

    it('refuses an unknown or missing status and a missing vendor with a 400', async () => {
      const { vendorId } = await vendorWithEveryStatus();
      for (const query of [
        `vendorId=${vendorId}&status=UPCOMING,LIVE`,
        `vendorId=${vendorId}&status=`,
        `vendorId=${vendorId}`,
        'status=UPCOMING',
      ]) {
        const reply = await byStatus(query);
        expect(reply.statusCode, query).toBe(400);
        expect(errorCode(reply)).toBe('VALIDATION_FAILED');
      }
    });
  });

  describe('validation', () => {
    it('asks for the event name and status with the form’s words', async () => {
      const { vendorId, user } = await vendorWith();
      const reply = await create(user, vendorId, { eventName: '  ', status: '' });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error.details).toEqual([
        { field: 'body.eventName', message: 'Event name is required.' },
        { field: 'body.status', message: 'Status is required.' },
      ]);
      expect(messages(await create(user, vendorId, {}))).toEqual(['Event name is required.', 'Status is required.']);
    });

    it.each([
      ['a ticketing link that is not a URL', { ticketingLink: 'tickets dot com' }, 'body.ticketingLink'],
      ['a javascript: ticketing link', { ticketingLink: 'javascript:alert(1)' }, 'body.ticketingLink'],
      ['an ftp ticketing link', { ticketingLink: 'ftp://files.example.com/t' }, 'body.ticketingLink'],
      ['a start time without an offset', { startTime: '2030-07-05T20:00:00' }, 'body.startTime'],
      ['a date that is not a time', { endTime: 'next friday' }, 'body.endTime'],
      ['an end before the start', { endTime: '2030-07-05T19:00:00-07:00' }, 'body.endTime'],
      ['an end equal to the start', { endTime: '2030-07-06T03:00:00Z' }, 'body.endTime'],
      ['an unknown status', { status: 'CANCELLED' }, 'body.status'],
      ['a name over 200 characters', { eventName: 'x'.repeat(201) }, 'body.eventName'],
      ['an image that is not a URL', { images: ['javascript:alert(1)'] }, 'body.images.0'],
      ['another vendor in the body', { vendorId: 'someone-else' }, 'body.vendorId'],
    ])('refuses %s with a 400 naming the field', async (_case, change, field) => {
      const { vendorId, user } = await vendorWith();
      const reply = await create(user, vendorId, { ...friday, ...change });
      expect(reply.statusCode, reply.body).toBe(400);
      expect(errorCode(reply)).toBe('VALIDATION_FAILED');
      expect(reply.json().error.details).toEqual([expect.objectContaining({ field })]);
      expect((await listAdmin(user, vendorId)).json().events).toEqual([]);
    });

    it('says "Please enter a valid URL." for a bad ticketing link, and an update needs the event id', async () => {
      const { vendorId, user } = await vendorWith();
      expect(messages(await create(user, vendorId, { ...friday, ticketingLink: 'nope' }))).toEqual([
        'Please enter a valid URL.',
      ]);
      const noId = await update(user, vendorId, { ...friday });
      expect(noId.statusCode).toBe(400);
      expect(noId.json().error.details).toEqual([{ field: 'body.eventId', message: 'Event id is required.' }]);
    });
  });
});
