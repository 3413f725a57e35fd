import { EventEmitter } from 'node:events';
import type { Order } from '@queueless/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../../../test/wait.js';
import { AppError } from '../../lib/app-error.js';
import type { OrderEventsHub } from './order-events.js';
import { createOrderStreams } from './order-stream.js';

/** A reply whose raw response records what is written to it. */
function fakeReply() {
  const raw = Object.assign(new EventEmitter(), {
    written: [] as string[],
    ended: false,
    writeHead: () => {},
    write(text: string) {
      raw.written.push(text);
      return true;
    },
    end() {
      raw.ended = true;
    },
  });
  return { raw, reply: { raw, hijack: () => {} } as unknown as FastifyReply };
}

/** A hub that never announces anything: as if every NOTIFY were lost. */
const silentHub = {
  subscribe: async () => () => {},
} as unknown as OrderEventsHub;

describe('order streams', () => {
  it('reads nothing at a heartbeat; sends a change without an event at its re-check, and nothing twice', async () => {
    // Decision 078: the heartbeat is a comment only; a stream reads on an event of its order or at its re-check.
    const streams = createOrderStreams({ hub: silentHub, heartbeatMs: 20, recheckMs: 300 });
    const { raw, reply } = fakeReply();
    let status: Order['status'] = 'PAID';
    let reads = 0;
    const events = () => raw.written.filter((text) => text.startsWith('event: order'));
    await streams.open({
      request: { id: 'req-1', log: { error: () => {} } } as unknown as FastifyRequest,
      reply,
      orderId: 'ORDER1',
      personId: 'USER1',
      readOrder: async () => {
        reads += 1;
        return { orderId: 'ORDER1', status } as Order;
      },
    });
    await waitUntil(() => events().length === 1);
    await waitUntil(() => raw.written.filter((text) => text.startsWith(': heartbeat')).length >= 3);
    expect(events()).toHaveLength(1);
    expect(reads).toBeLessThanOrEqual(2);

    status = 'COMPLETE';
    await waitUntil(() => events().length === 2);
    expect(events()[1]).toContain('"status":"COMPLETE"');
    streams.closeAll();
    expect(raw.ended).toBe(true);
  });

  it('spreads the heartbeats of streams opened together, each at its own phase', async () => {
    // 20 streams opened at once (a reconnect storm after a deploy) must not beat, nor read, in step (decision 078).
    const streams = createOrderStreams({ hub: silentHub, heartbeatMs: 400, recheckMs: 60_000, maxPerPerson: 20 });
    const firstBeats: number[] = [];
    const opened = Date.now();
    for (let index = 0; index < 20; index += 1) {
      const { raw, reply } = fakeReply();
      const write = raw.write.bind(raw);
      raw.write = (text: string) => {
        if (text.startsWith(': heartbeat') && !raw.written.some((one) => one.startsWith(': heartbeat'))) {
          firstBeats.push(Date.now() - opened);
        }
        return write(text);
      };
      await streams.open({
        request: { id: `req-${index}`, log: { error: () => {} } } as unknown as FastifyRequest,
        reply,
        orderId: `ORDER${index}`,
        personId: 'USER1',
        readOrder: async () => ({ orderId: `ORDER${index}`, status: 'PAID' }) as Order,
      });
    }
    await waitUntil(() => firstBeats.length === 20, 2_000);
    streams.closeAll();
    expect(firstBeats).toHaveLength(20);
    expect(Math.max(...firstBeats) - Math.min(...firstBeats)).toBeGreaterThan(150);
  });

  it('holds at most five streams a person open: a sixth ends their oldest instead of being refused', async () => {
    // A phone that changed networks left its stream open as far as this process can tell (no close arrives until a
    // write fails, a heartbeat and a TCP timeout later; behind HAProxy, until the next heartbeat): the phone that
    // reconnects must get its stream, not a 429 (decision 075, seen in `npm run drill`).
    const streams = createOrderStreams({ hub: silentHub, heartbeatMs: 60_000 });
    const request = { id: 'req', log: { error: () => {} } } as unknown as FastifyRequest;
    const openOne = (personId: string) => {
      const { raw, reply } = fakeReply();
      const opened = streams.open({
        request,
        reply,
        orderId: 'ORDER1',
        personId,
        readOrder: async () => ({ orderId: 'ORDER1', status: 'PAID' }) as Order,
      });
      return { raw, opened };
    };
    const five = Array.from({ length: 5 }, () => openOne('USER1'));
    await Promise.all(five.map((one) => one.opened));
    const others = openOne('USER2');
    await others.opened;

    const sixth = openOne('USER1');
    await sixth.opened;
    expect(five[0]?.raw.ended).toBe(true);
    expect(five.slice(1).map((one) => one.raw.ended)).toEqual([false, false, false, false]);
    expect(others.raw.ended).toBe(false);
    expect(streams.size).toBe(6);

    // A closed one frees its place: the next opens without ending another.
    five[1]?.raw.emit('close');
    await openOne('USER1').opened;
    expect(five.slice(2).map((one) => one.raw.ended)).toEqual([false, false, false]);
    expect(sixth.raw.ended).toBe(false);
    expect(streams.size).toBe(6);
    streams.closeAll();
  });

  it('answers 429 for a stream ended by a newer one while it was still opening', async () => {
    let subscribed: () => void = () => {};
    const slowHub = {
      subscribe: () => new Promise<() => void>((resolve) => (subscribed = () => resolve(() => {}))),
    } as unknown as OrderEventsHub;
    const streams = createOrderStreams({ hub: slowHub, heartbeatMs: 60_000, maxPerPerson: 1 });
    const request = { id: 'req', log: { error: () => {} } } as unknown as FastifyRequest;
    const open = () => {
      const { reply } = fakeReply();
      return streams.open({
        request,
        reply,
        orderId: 'ORDER1',
        personId: 'USER1',
        readOrder: async () => ({ orderId: 'ORDER1', status: 'PAID' }) as Order,
      });
    };
    const first = open();
    const firstSubscribed = subscribed;
    const second = open();
    firstSubscribed();
    subscribed();
    await expect(first).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await second;
    expect(streams.size).toBe(1);
    streams.closeAll();
  });

  it('stays open through a database restart, with a warning and no INTERNAL error, and sends what changed meanwhile', async () => {
    // Seen in `npm run drill` while PostgreSQL restarted: the same outage a call answers 503 was an INTERNAL error
    // event and an error in the log; the stream now reads again once the database is back (decision 077).
    const streams = createOrderStreams({ hub: silentHub, heartbeatMs: 20, recheckMs: 20 });
    const { raw, reply } = fakeReply();
    const logged: string[] = [];
    const log = { error: () => logged.push('error'), warn: () => logged.push('warn') };
    let state: 'up' | 'down' | 'back' = 'up';
    await streams.open({
      request: { id: 'req-3', log } as unknown as FastifyRequest,
      reply,
      orderId: 'ORDER1',
      personId: 'USER1',
      readOrder: async () => {
        if (state === 'down')
          throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
        return { orderId: 'ORDER1', status: state === 'up' ? 'PAID' : 'COMPLETE' } as Order;
      },
    });
    state = 'down';
    await waitUntil(() => logged.length > 0);
    state = 'back';
    await waitUntil(() => raw.written.some((text) => text.includes('"status":"COMPLETE"')));
    expect(raw.written.some((text) => text.startsWith('event: error'))).toBe(false);
    expect(raw.ended).toBe(false);
    expect(new Set(logged)).toEqual(new Set(['warn']));
    expect(streams.size).toBe(1);
    streams.closeAll();
  });

  it('ends with an error event when a read is refused (the token expired, the sign-in ended)', async () => {
    const streams = createOrderStreams({ hub: silentHub, heartbeatMs: 20, recheckMs: 20 });
    const { raw, reply } = fakeReply();
    let expired = false;
    await streams.open({
      request: { id: 'req-2', log: { error: () => {} } } as unknown as FastifyRequest,
      reply,
      orderId: 'ORDER1',
      personId: 'USER1',
      readOrder: async () => {
        if (expired) throw new AppError('UNAUTHENTICATED', 'Your session has expired. Please sign in again.');
        return { orderId: 'ORDER1', status: 'PAID' } as Order;
      },
    });
    expired = true;
    await waitUntil(() => raw.ended);
    expect(raw.written.some((text) => text.startsWith('event: error') && text.includes('UNAUTHENTICATED'))).toBe(true);
    expect(streams.size).toBe(0);
  });
});
