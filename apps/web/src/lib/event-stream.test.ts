import { describe, expect, it } from 'vitest';
import { createEventStreamParser, type ServerSentEvent } from './event-stream';

function parse(chunks: string[]) {
  const events: ServerSentEvent[] = [];
  const retries: number[] = [];
  const parser = createEventStreamParser({ onEvent: (e) => events.push(e), onRetry: (ms) => retries.push(ms) });
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries };
}

describe('createEventStreamParser', () => {
  it('reads named events, comments and the retry hint', () => {
    const { events, retries } = parse(['retry: 3000\n\n', 'event: order\ndata: {"a":1}\n\n', ': heartbeat\n\n']);
    expect(retries).toEqual([3000]);
    expect(events).toEqual([{ event: 'order', data: '{"a":1}', id: null }]);
  });

  it('joins events split across chunks, mid-line included', () => {
    const { events } = parse(['event: or', 'der\nda', 'ta: {"status":', '"COMPLETE"}\n', '\n']);
    expect(events).toEqual([{ event: 'order', data: '{"status":"COMPLETE"}', id: null }]);
  });

  it('joins data lines and defaults the type to message', () => {
    const { events } = parse(['data: one\ndata:two\n\n']);
    expect(events).toEqual([{ event: 'message', data: 'one\ntwo', id: null }]);
  });

  it('understands CRLF and CR line ends, also split between chunks', () => {
    const { events } = parse(['event: order\r', '\ndata: x\r\n\r', '\n', 'data: y\r\r\n']);
    expect(events.map((e) => e.data)).toEqual(['x', 'y']);
  });

  it('drops events without data and keeps the last id', () => {
    const { events } = parse(['event: ping\n\n', 'id: 7\nevent: order\ndata: z\n\n']);
    expect(events).toEqual([{ event: 'order', data: 'z', id: '7' }]);
  });
});
