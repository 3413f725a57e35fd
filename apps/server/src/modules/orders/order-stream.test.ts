import { EventEmitter } from 'node:events';
import type { Order } from '@queueless/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../../../test/wait.js';
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
  it('sends a change whose announcement was lost at the next heartbeat, and nothing twice', async () => {
    const streams = createOrderStreams({ hub: silentHub, heartbeatMs: 20 });
    const { raw, reply } = fakeReply();
    let status: Order['status'] = 'PAID';
    const events = () => raw.written.filter((text) => text.startsWith('event: order'));
    await streams.open({
      request: { id: 'req-1', log: { error: () => {} } } as unknown as FastifyRequest,
      reply,
      orderId: 'ORDER1',
      readOrder: async () => ({ orderId: 'ORDER1', status }) as Order,
    });
    await waitUntil(() => events().length === 1);
    await waitUntil(() => raw.written.filter((text) => text.startsWith(': heartbeat')).length >= 2);
    expect(events()).toHaveLength(1);

    status = 'COMPLETE';
    await waitUntil(() => events().length === 2);
    expect(events()[1]).toContain('"status":"COMPLETE"');
    streams.closeAll();
    expect(raw.ended).toBe(true);
  });
});
