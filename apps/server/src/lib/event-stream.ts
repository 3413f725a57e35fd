import type { FastifyReply, FastifyRequest } from 'fastify';
import { isTemporaryDatabaseError } from '../db/db-errors.js';
import { AppError } from './app-error.js';

/** After a read the database could not answer (a dropped connection), the stream reads again this soon. */
export const STREAM_READ_RETRY_MS = 1_000;

/**
 * The open server-sent event streams of one kind on this process: at most `maxPerPerson` a person (429 in `refusal`'s
 * words beyond, before the stream opens), and every stream's end, to close them all before the server closes.
 */
export function createStreamRegistry({ maxPerPerson, refusal }: { maxPerPerson: number; refusal: string }) {
  const openBy = new Map<string, number>();
  const open = new Set<() => void>();
  return {
    /** Takes one of the person's places; answers the function that gives it back. */
    take(personId: string): () => void {
      const held = openBy.get(personId) ?? 0;
      if (held >= maxPerPerson) throw new AppError('RATE_LIMITED', refusal);
      openBy.set(personId, held + 1);
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        const left = (openBy.get(personId) ?? 1) - 1;
        if (left > 0) openBy.set(personId, left);
        else openBy.delete(personId);
      };
    },
    add: (end: () => void) => open.add(end),
    remove: (end: () => void) => open.delete(end),
    closeAll() {
      for (const end of [...open]) end();
    },
    get size() {
      return open.size;
    },
  };
}

export type StreamRegistry = ReturnType<typeof createStreamRegistry>;

/**
 * Takes over the reply as a server-sent event stream until the client goes away: `event: {event}` with what `read`
 * answers now, then again whenever `subscribe`'s callback fires or a heartbeat comes (each also reads again: a change
 * whose announcement was lost still arrives), sent only when its `key` changed. Reads run one at a time; calls that
 * arrive during one are answered by one read after it. A read refused (an AppError: access lost, the token expired)
 * ends the stream with an `error` event in our error shape. A read the database could not answer for a moment (its
 * connections dropped, a failover) keeps the stream open and is made again after `retryMs`: what changed meanwhile
 * arrives then, on the same stream.
 */
export async function streamEvents<T>({
  request,
  reply,
  registry,
  personId,
  event,
  heartbeatMs,
  subscribe,
  read,
  retryMs = STREAM_READ_RETRY_MS,
}: {
  request: FastifyRequest;
  reply: FastifyReply;
  registry: StreamRegistry;
  personId: string;
  event: string;
  heartbeatMs: number;
  /** Starts following the changes; answers how to stop. Rejects when it cannot follow now (nothing is kept). */
  subscribe: (changed: () => void) => Promise<() => void>;
  read: () => Promise<{ data: T; key: string }>;
  retryMs?: number;
}): Promise<void> {
  const release = registry.take(personId);
  const raw = reply.raw;
  let closed = false;
  let lastKey = '';
  let running: Promise<void> = Promise.resolve();
  let isQueued = false;
  let retry: NodeJS.Timeout | null = null;
  const write = (text: string) => {
    if (!closed) raw.write(text);
  };

  const push = () => {
    if (isQueued) return;
    isQueued = true;
    running = running.then(async () => {
      isQueued = false;
      if (closed) return;
      try {
        const { data, key } = await read();
        if (key === lastKey) return;
        lastKey = key;
        write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      } catch (error) {
        if (isTemporaryDatabaseError(error)) {
          request.log.warn({ err: error }, `${event} stream could not read; reading again shortly`);
          retry ??= setTimeout(() => {
            retry = null;
            push();
          }, retryMs);
          return;
        }
        const body =
          error instanceof AppError
            ? { code: error.code, message: error.message }
            : { code: 'INTERNAL', message: 'Something went wrong on our side.' };
        if (!(error instanceof AppError)) request.log.error({ err: error }, `${event} stream failed`);
        write(`event: error\ndata: ${JSON.stringify(body)}\n\n`);
        end();
      }
    });
  };

  let unsubscribe: () => void;
  try {
    unsubscribe = await subscribe(push);
  } catch (error) {
    release();
    throw error;
  }
  const heartbeat = setInterval(() => {
    write(': heartbeat\n\n');
    push();
  }, heartbeatMs);
  function end() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    if (retry) clearTimeout(retry);
    unsubscribe();
    registry.remove(end);
    release();
    raw.end();
  }
  registry.add(end);

  reply.hijack();
  raw.on('close', end);
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  write('retry: 3000\n\n');
  push();
}
