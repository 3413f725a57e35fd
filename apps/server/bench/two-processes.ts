import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEventBlock } from '../test/sse.js';

/** What the latency benchmarks share (bench:queue, bench:tickets): API processes, their streams, their numbers. */

const here = dirname(fileURLToPath(import.meta.url));

/** One API process as `npm start` runs it (bench-server.ts), on `port`, with `env`; resolves once it listens. */
export async function startServer(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const child = fork(join(here, 'bench-server.ts'), {
    env: { ...env, PORT: String(port) },
    execArgv: ['--import', 'tsx'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return child;
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

export type Sent = { event: string; data: string; at: number };

/** Reads a server-sent event stream, handing each event to `onEvent` with the time it arrived. */
export async function follow(
  streamUrl: string,
  token: string,
  onEvent: (event: Sent) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(streamUrl, { headers: { authorization: `Bearer ${token}` }, signal });
  if (!response.ok || !response.body) throw new Error(`${streamUrl}: ${response.status} ${await response.text()}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const at = Date.now();
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const parsed = parseEventBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (parsed) onEvent({ ...parsed, at });
        }
      }
    } catch {
      // Aborted at the end.
    }
  })();
}

/** A JSON call; throws with the answer unless it is a 2xx. */
export async function call<T>(base: string, path: string, method: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Resolves when `check` holds, polled every millisecond, or rejects after `ms`. */
export async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** A row of the Markdown table the benchmarks print: samples, p50, p95, max. */
export const latencyRow = (name: string, values: number[]): string =>
  `| ${name} | ${values.length} | ${percentile(values, 50)} | ${percentile(values, 95)} | ${values.length ? Math.max(...values) : Number.NaN} |`;
