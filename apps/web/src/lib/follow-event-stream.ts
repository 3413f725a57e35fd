import { isApiError } from './api-client';
import { openEventStream } from './api-stream';
import { createEventStreamParser } from './event-stream';

/** Reconnecting waits 1 s, then twice as long each time, up to 30 s (plus a little jitter). */
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/**
 * The server sends a heartbeat every 15 s. Silence for three of them means the connection died without closing
 * (common when a phone changes networks): it is dropped and opened again.
 */
const SILENCE_LIMIT_MS = 45_000;

export function reconnectDelay(attempt: number, serverHintMs: number | null, random = Math.random): number {
  const backoff = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1));
  const base = Math.max(backoff, serverHintMs ?? 0);
  return Math.min(MAX_RETRY_MS, Math.round(base * (1 + random() * 0.2)));
}

/** Where a followed stream is: opening, open, dropped and waiting to reopen, or given up for good (a refusal). */
export type StreamLink = 'connecting' | 'live' | 'reconnecting' | 'stopped';

type FollowOptions = {
  path: string;
  /** The event type that carries the state. */
  event: string;
  /** Each such event's data, parsed (a garbled one is skipped: the read after a drop puts things right). */
  onData: (data: unknown) => void;
  /** The link dropped: read the state afresh at once (nothing is missed), before the stream reopens. */
  onDrop: () => void;
  onLink?: (link: StreamLink) => void;
  /** Refusals that end following: the page's own query shows them. */
  stopStatuses: readonly number[];
  /** Ends following (the page left). */
  signal: AbortSignal;
};

/**
 * Follows a server-sent event stream (read with fetch: the stream needs the bearer header), reopening it with
 * backoff whenever it drops or goes silent, until `signal` ends it or the server refuses it for good. One follower
 * for the order status page and the bar's queue.
 */
export function followEventStream({ path, event, onData, onDrop, onLink, stopStatuses, signal }: FollowOptions) {
  let attempt = 0;
  let serverHintMs: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const read = async (): Promise<'again' | 'stop'> => {
    // One connection: ends with the page (the outer signal) or when it goes silent.
    const connection = new AbortController();
    const endWithPage = () => connection.abort();
    signal.addEventListener('abort', endWithPage, { once: true });
    let silence = setTimeout(() => connection.abort(), SILENCE_LIMIT_MS);
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => connection.abort(), SILENCE_LIMIT_MS);
    };
    try {
      const response = await openEventStream(path, { signal: connection.signal });
      const reader = response.body?.getReader();
      if (!reader) return 'again';
      attempt = 0;
      onLink?.('live');
      const decoder = new TextDecoder();
      const parser = createEventStreamParser({
        onEvent: (received) => {
          if (received.event !== event) return;
          try {
            onData(JSON.parse(received.data));
          } catch {
            // A garbled event: the read after the stream ends puts things right.
          }
        },
        onRetry: (ms) => {
          serverHintMs = ms;
        },
      });
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        heard();
        parser.push(decoder.decode(value, { stream: true }));
      }
      return 'again';
    } catch (error) {
      if (isApiError(error) && stopStatuses.includes(error.status)) return 'stop';
      return 'again';
    } finally {
      clearTimeout(silence);
      signal.removeEventListener('abort', endWithPage);
      connection.abort();
    }
  };

  const follow = async () => {
    const next = await read();
    if (signal.aborted) return;
    if (next === 'stop') {
      onLink?.('stopped');
      return;
    }
    onLink?.('reconnecting');
    onDrop();
    attempt += 1;
    timer = setTimeout(() => void follow(), reconnectDelay(attempt, serverHintMs));
  };
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  void follow();
}
