import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLead, leadMessages } from '@queueless/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueIp } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { domainEvents, leads } from '../../db/schema.js';
import { servicesOf } from '../../services.js';

const valid = () => ({
  companyName: 'Harbor Hall',
  fullName: 'Jordan Reyes',
  phone: '(213) 555-0188',
  email: 'jordan@harborhall.example',
  message: 'We run three bars at a 2,000 person venue and want shorter lines.',
  submissionId: randomUUID(),
});

describe('leads', () => {
  let t: TestApp;
  let hook: Server;
  /** What the receiver took (2xx), and every try it saw (its webhook-id), whatever it answered. */
  const received: unknown[] = [];
  const tries: { webhookId: string | undefined; leadId: string }[] = [];
  /** `down`: the connection is cut before any answer (a network error). */
  let hookStatus: number | 'down' = 200;

  beforeAll(async () => {
    // A local stand-in for the operator's webhook (a CRM, a chat channel).
    hook = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const parsed = JSON.parse(body);
        tries.push({ webhookId: request.headers['webhook-id'] as string | undefined, leadId: parsed.lead.leadId });
        if (hookStatus === 'down') return void request.socket.destroy();
        if (hookStatus < 300) received.push(parsed);
        response.writeHead(hookStatus).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const { port } = hook.address() as AddressInfo;
    t = await createTestApp({ env: { LEAD_WEBHOOK_URL: `http://127.0.0.1:${port}/hook` } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => hook.close(resolve));
  });

  const post = (payload: Record<string, unknown> | string, ip = uniqueIp()) =>
    t.app.inject({ method: 'POST', url: createLead.path, payload, remoteAddress: ip });
  const rows = () => t.app.database.db.select().from(leads);
  /** Runs the process's event consumers (the lead webhook among them) over what has committed. */
  const catchUp = () => servicesOf(t.app).eventConsumers.catchUp();
  const leadEvents = async (leadId: string) =>
    (await t.app.database.db.select().from(domainEvents)).filter(
      (event) => event.type === 'lead.created' && event.aggregateId === leadId,
    );

  it.each([
    ['companyName', 'A', leadMessages.companyName],
    ['fullName', ' J ', leadMessages.fullName],
    ['phone', '555-01', leadMessages.phone],
    ['phone', 'call me maybe', leadMessages.phone],
    ['email', 'jordan@', leadMessages.email],
    ['message', 'Hi there', leadMessages.messageShort],
    ['message', 'x'.repeat(501), leadMessages.messageLong],
  ])('refuses %s = %j with the form’s message', async (field, value, message) => {
    const response = await post({ ...valid(), [field]: value });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details).toContainEqual(expect.objectContaining({ message }));
  });

  it('refuses unknown fields and hostile input in our error shape', async () => {
    for (const payload of [
      { ...valid(), isAdmin: true },
      { ...valid(), companyName: 'Harbor\u0000Hall', submissionId: 'not-a-uuid' },
      'not json at all',
    ]) {
      const response = await post(payload);
      expect(response.statusCode === 400 || response.statusCode === 415).toBe(true);
      expect(response.json().error.code).toMatch(/^[A-Z_]+$/);
    }
  });

  it('stores a lead once, however often the same submission is sent, and posts it to the webhook after', async () => {
    const before = (await rows()).length;
    const payload = valid();
    const ip = uniqueIp();
    const answers = await Promise.all([post(payload, ip), post(payload, ip), post(payload, ip)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(answers[0]?.json()).toEqual({ lead: { received: true } });
    await catchUp();
    const stored = (await rows()).filter((row) => row.submissionId === payload.submissionId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ companyName: 'Harbor Hall', email: 'jordan@harborhall.example', clientIp: ip });
    expect((await rows()).length).toBe(before + 1);
    const posted = received.filter((body) => (body as { lead: { leadId: string } }).lead.leadId === stored[0]?.leadId);
    expect(posted).toEqual([
      { type: 'lead.created', lead: expect.objectContaining({ fullName: 'Jordan Reyes', message: payload.message }) },
    ]);
  });

  it('takes the spec’s lead (companyName, fullName, phone, email, message) without a submissionId, each one new', async () => {
    const { submissionId: _, ...specLead } = valid();
    const ip = uniqueIp();
    const first = await post(specLead, ip);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ lead: { received: true } });
    expect((await post(specLead, ip)).statusCode).toBe(201);
    const stored = (await rows()).filter((row) => row.clientIp === ip);
    expect(stored).toHaveLength(2);
    expect(stored.every((row) => row.submissionId === null)).toBe(true);
    // Without a key, the abuse limit still counts every one.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(specLead, ip)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('answers the visitor even when the webhook fails', async () => {
    hookStatus = 500;
    const payload = valid();
    const response = await post(payload);
    expect(response.statusCode).toBe(201);
    await catchUp();
    hookStatus = 200;
    expect((await rows()).some((row) => row.submissionId === payload.submissionId)).toBe(true);
    await catchUp();
  });

  it('delivers a lead posted while the receiver is down once it is up, with the same webhook-id on each try, taken once', async () => {
    await catchUp();
    hookStatus = 'down';
    const payload = valid();
    expect((await post(payload)).statusCode).toBe(201);
    const [lead] = (await rows()).filter((row) => row.submissionId === payload.submissionId);
    if (!lead) throw new Error('the lead was not stored');
    const [event] = await leadEvents(lead.leadId);
    expect(event).toMatchObject({ vendorId: null, vendorLocationId: null });
    const triesOf = () => tries.filter((seen) => seen.leadId === lead.leadId);
    const takenOf = () => received.filter((body) => (body as { lead: { leadId: string } }).lead.leadId === lead.leadId);

    await catchUp(); // cut off (the wake-up after the lead's commit may have tried already)
    hookStatus = 503;
    await catchUp(); // answers an error
    expect(triesOf().length).toBeGreaterThanOrEqual(2);
    expect(takenOf()).toEqual([]);

    hookStatus = 200;
    await catchUp();
    await catchUp(); // nothing left to send
    expect(new Set(triesOf().map((seen) => seen.webhookId))).toEqual(new Set([String(event?.eventId)]));
    expect(takenOf()).toEqual([{ type: 'lead.created', lead: expect.objectContaining({ leadId: lead.leadId }) }]);
  });

  it('writes neither the lead nor its event when the lead’s transaction rolls back', async () => {
    await catchUp();
    const eventsBefore = (await t.app.database.db.select().from(domainEvents)).length;
    const leadsBefore = (await rows()).length;
    // The event's insert fails: the lead written before it in the same transaction goes too.
    await t.app.database.query(`create function refuse_lead_event() returns trigger language plpgsql as $$
      begin raise exception 'no lead events'; end $$`);
    await t.app.database.query(`create trigger refuse_lead_event before insert on domain_events
      for each row when (new.type = 'lead.created') execute function refuse_lead_event()`);
    try {
      expect((await post(valid())).statusCode).toBe(500);
    } finally {
      await t.app.database.query('drop trigger refuse_lead_event on domain_events');
      await t.app.database.query('drop function refuse_lead_event()');
    }
    expect({
      leads: (await rows()).length,
      events: (await t.app.database.db.select().from(domainEvents)).length,
    }).toEqual({ leads: leadsBefore, events: eventsBefore });
    const triesBefore = tries.length;
    await catchUp();
    expect(tries.length).toBe(triesBefore);
  });

  it('drops a lead whose honeypot is filled, answering as if stored', async () => {
    const payload = { ...valid(), website: 'http://spam.example' };
    const response = await post(payload);
    expect(response.statusCode).toBe(201);
    expect((await rows()).some((row) => row.submissionId === payload.submissionId)).toBe(false);
  });

  it('limits one address to 5 leads an hour, counted in the database; others are unaffected', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(valid(), ip)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await post(valid(), ip);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect((await post(valid())).statusCode).toBe(201);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'holds the limit under 20 parallel requests from one address (PostgreSQL)',
    async () => {
      const ip = uniqueIp();
      const answers = await Promise.all(Array.from({ length: 20 }, () => post(valid(), ip)));
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
      const stored = (await rows()).filter((row) => row.clientIp === ip);
      expect(stored).toHaveLength(5);
    },
  );
});
