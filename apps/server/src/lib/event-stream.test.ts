import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openEventStream } from '../../test/sse.js';
import { AppError } from './app-error.js';
import { createStreamRegistry, streamEvents } from './event-stream.js';

/** A connection the database ended (pg's error for pg_terminate_backend), as Drizzle wraps it. */
const terminated = () =>
  Object.assign(new Error('Failed query: select …'), {
    cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  });

describe('streamEvents', () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  afterEach(async () => {
    await Promise.all(apps.map((app) => app.close()));
    apps.length = 0;
  });

  /** A stream whose reads answer `answers` in turn (an Error is thrown), on a server of its own. */
  async function serve(answers: (string | Error)[]) {
    const app = Fastify();
    apps.push(app);
    const registry = createStreamRegistry({ maxPerPerson: 5, refusal: 'Too many.' });
    let reads = 0;
    app.get('/events', async (request, reply) => {
      await streamEvents({
        request,
        reply,
        registry,
        personId: 'P',
        event: 'thing',
        heartbeatMs: 60_000,
        retryMs: 20,
        subscribe: async () => () => {},
        read: async () => {
          const answer = answers[Math.min(reads, answers.length - 1)] ?? 'last';
          reads += 1;
          if (answer instanceof Error) throw answer;
          return { data: { value: answer }, key: answer };
        },
      });
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    return openEventStream(`${base}/events`, {});
  }

  it('keeps the stream open through a read the database could not answer, and reads again shortly', async () => {
    const stream = await serve([terminated(), terminated(), 'back']);
    try {
      const first = await stream.next(2_000);
      expect(first).toEqual({ event: 'thing', data: JSON.stringify({ value: 'back' }) });
    } finally {
      stream.close();
    }
  });

  it('ends the stream with an error event in our shape when the read is refused', async () => {
    const stream = await serve([new AppError('FORBIDDEN', 'You do not have access.')]);
    const refused = await stream.next(2_000);
    expect(refused.event).toBe('error');
    expect(JSON.parse(refused.data)).toEqual({ code: 'FORBIDDEN', message: 'You do not have access.' });
    await stream.ended();
  });
});
