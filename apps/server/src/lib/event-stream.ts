import type { FastifyReply, FastifyRequest } from 'fastify';
import { isTemporaryDatabaseError } from '../db/db-errors.js';
import { AppError } from './app-error.js';

/**
 * How often a stream reads without a change: the longest a stream stays open after its token expired, its sign-in
 * ended or its reader lost their role. A quarter of the reads the 15 s heartbeat used to make.
 */
export const STREAM_RECHECK_MS = 60_000;

/** After a read the database could not answer (a dropped connection), the stream reads again this soon. */
export const STREAM_READ_RETRY_MS = 1_000;

/**
 * The open server-sent event streams of one kind on this process: at most `maxPerPerson` a person, and every stream's
 * end, to close them all before the server closes.
 *
 * A person's stream beyond the limit ends their oldest one (decision 075) instead of being refused: a stream whose
 * phone left without closing it (a change of network, a proxy that passes a client's close on only at the next write)
 * looks open here until a write to it fails, up to a heartbeat and a TCP timeout later, and refusing the new one would
 * lock out the very phone that reconnected. The limit still bounds what one person holds.
 */
export function createStreamRegistry({ maxPerPerson, refusal }: { maxPerPerson: number; refusal: string }) {
  /** Each person's open streams, as the functions that end them, oldest first. */
  const openBy = new Map<string, Array<() => void>>();
  const open = new Set<() => void>();
  return {
    /** What a stream ended while it was still opening is answered (429): a newer one of the same person took its place. */
    refusal,
    /**
     * Takes one of the person's places for the stream `end` ends (ending their oldest stream first when all are
     * taken); answers the function that gives it back.
     */
    take(personId: string, end: () => void): () => void {
      for (let held = openBy.get(personId) ?? []; held.length >= maxPerPerson; held = openBy.get(personId) ?? []) {
        const oldest = held[0] as () => void;
        oldest();
        // An end that did not give its place back (it never should) must not keep us here.
        if (openBy.get(personId)?.[0] === oldest) openBy.get(personId)?.shift();
      }
      const held = openBy.get(personId) ?? [];
      held.push(end);
      openBy.set(personId, held);
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        const left = (openBy.get(personId) ?? []).filter((one) => one !== end);
        if (left.length > 0) openBy.set(personId, left);
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
 * answers now, then again whenever `subscribe`'s callback fires (a domain event of what it shows, decision 078) or a
 * re-check is due (every `recheckMs`: the caller's token and access are checked by the read), sent only when its `key`
 * changed. The heartbeat (a comment every `heartbeatMs`) reads nothing. Both start at a random point of their period,
 * so streams opened together (a reconnect storm after a deploy) do not beat, nor read, in step. Reads run one at a time; calls that
 * arrive during one are answered by one read after it. A read refused (an AppError: access lost, the token expired)
 * ends the stream with an `error` event in our error shape. A read the database could not answer for a moment (its
 * connections dropped, a restart, a failover) keeps the stream open and is made again after `retryMs`: what changed
 * meanwhile arrives then, on the same stream.
 */
export async function streamEvents<T>({
  request,
  reply,
  registry,
  personId,
  event,
  heartbeatMs,
  recheckMs = STREAM_RECHECK_MS,
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
  /** How often the stream reads without a change (the token may have expired, the sign-in ended, a role gone). */
  recheckMs?: number;
  /** Starts following the changes; answers how to stop. Rejects when it cannot follow now (nothing is kept). */
  subscribe: (changed: () => void) => Promise<() => void>;
  read: () => Promise<{ data: T; key: string }>;
  retryMs?: number;
}): Promise<void> {
  const raw = reply.raw;
  let closed = false;
  let isStreaming = false;
  let lastKey = '';
  let running: Promise<void> = Promise.resolve();
  let isQueued = false;
  const timers = new Set<NodeJS.Timeout>();
  let unsubscribe: (() => void) | undefined;
  let retry: NodeJS.Timeout | null = null;
  const write = (text: string) => {
    if (!closed) raw.write(text);
  };
  // Ends the stream at any point: the client went away, a read was refused, the server closes, or a newer stream of the
  // same person took its place (it may still be opening then).
  function end() {
    if (closed) return;
    closed = true;
    for (const timer of timers) clearTimeout(timer);
    if (retry) clearTimeout(retry);
    unsubscribe?.();
    registry.remove(end);
    release();
    if (isStreaming) raw.end();
  }
  const release = registry.take(personId, end);
  /** Runs `tick` every `periodMs`, the first time at a random point of the first period (this stream's phase). */
  function every(periodMs: number, tick: () => void) {
    const first = setTimeout(() => {
      timers.delete(first);
      tick();
      const repeat = setInterval(tick, periodMs);
      timers.add(repeat);
    }, Math.random() * periodMs);
    timers.add(first);
  }
  raw.on('close', end);

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

  try {
    unsubscribe = await subscribe(push);
  } catch (error) {
    release();
    throw error;
  }
  if (closed) {
    // Ended while it was opening: nothing was sent yet.
    unsubscribe();
    throw new AppError('RATE_LIMITED', registry.refusal);
  }
  every(heartbeatMs, () => write(': heartbeat\n\n'));
  every(recheckMs, push);
  registry.add(end);

  reply.hijack();
  isStreaming = true;
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
