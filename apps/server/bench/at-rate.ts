import { connect, type Socket } from 'node:net';

export type AtRateRequest = { method: string; path: string; headers?: Record<string, string> };

export type AtRateResult = {
  /** Responses per second, from the first request due to the last response in. */
  rps: number;
  /** Latency percentiles in ms, each counted from when its request was due. */
  p50: number;
  p99: number;
  max: number;
  /** 2xx responses. */
  ok: number;
  /** Other responses: `status body` → how many. */
  refused: Map<string, number>;
  /** Requests that got no response (the connection failed). */
  errors: number;
};

type Connection = { socket: Socket; buffer: Buffer; due: number; isBusy: boolean };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const oneDecimal = (ms: number) => Math.round(ms * 10) / 10;
const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * An open-loop load at a fixed rate: request i is due at start + i / rate and is sent then, on a free
 * keep-alive connection (or the next one to free up), and its latency is counted from when it was due,
 * so a slow answer never slows the offered load down or hides its own wait. autocannon's overallRate
 * is not this: each connection sends its quota for the second back to back as the second starts.
 * Plain HTTP/1.1 on raw sockets, as lean as autocannon, since it shares the machine with the server;
 * it reads responses with a Content-Length (all of Fastify's). Resolves when every request has had
 * its answer or its connection has failed.
 */
export async function runAtRate(options: {
  baseUrl: string;
  rate: number;
  connections: number;
  requests: AtRateRequest[];
}): Promise<AtRateResult> {
  const { hostname, port, host } = new URL(options.baseUrl);
  const { rate, requests } = options;
  const latencies: number[] = [];
  const refused = new Map<string, number>();
  const free: Connection[] = [];
  const queued: number[] = [];
  let errors = 0;
  let sent = 0;
  let settled = 0;
  let start = 0;
  let done = () => {};

  const settle = () => {
    if (++settled === requests.length) done();
  };
  const encode = (index: number) => {
    const { method, path, headers = {} } = requests[index] as AtRateRequest;
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    return `${method} ${path} HTTP/1.1\r\nhost: ${host}\r\ncontent-length: 0\r\n${lines.join('')}\r\n`;
  };
  const send = (connection: Connection, index: number) => {
    connection.due = start + (index * 1000) / rate;
    connection.isBusy = true;
    connection.socket.write(encode(index));
  };
  const next = (connection: Connection) => {
    const index = queued.shift();
    if (index === undefined) free.push(connection);
    else send(connection, index);
  };
  /** Takes every complete response off the connection's buffer (one at a time: no pipelining). */
  const read = (connection: Connection) => {
    const headerEnd = connection.buffer.indexOf(HEADER_END);
    if (headerEnd < 0) return;
    const head = connection.buffer.subarray(0, headerEnd).toString('latin1');
    const status = Number(head.slice(9, 12));
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? Number.NaN);
    if (Number.isNaN(length)) throw new Error(`at-rate: a response without Content-Length: ${head}`);
    const end = headerEnd + HEADER_END.length + length;
    if (connection.buffer.length < end) return;
    latencies.push(performance.now() - connection.due);
    if (status < 200 || status >= 300) {
      const key = `${status} ${connection.buffer
        .subarray(end - length, end)
        .toString('utf8')
        .slice(0, 160)}`;
      refused.set(key, (refused.get(key) ?? 0) + 1);
    }
    connection.buffer = connection.buffer.subarray(end);
    connection.isBusy = false;
    settle();
    next(connection);
  };
  const open = () =>
    new Promise<Connection>((resolve, reject) => {
      const socket = connect({ host: hostname, port: Number(port) });
      const connection: Connection = { socket, buffer: Buffer.alloc(0), due: 0, isBusy: false };
      socket.setNoDelay(true);
      socket.once('connect', () => resolve(connection));
      socket.once('error', reject);
      socket.on('data', (chunk: Buffer) => {
        connection.buffer = connection.buffer.length === 0 ? chunk : Buffer.concat([connection.buffer, chunk]);
        read(connection);
      });
    });

  free.push(...(await Promise.all(Array.from({ length: options.connections }, open))));
  const sockets = free.map((connection) => connection.socket);
  let alive = sockets.length;
  for (const connection of free) {
    connection.socket.removeAllListeners('error');
    connection.socket.on('error', () => {});
    // A closed connection loses the request it carried and takes no more; the others carry on.
    connection.socket.on('close', () => {
      const at = free.indexOf(connection);
      if (at >= 0) free.splice(at, 1);
      if (connection.isBusy) {
        connection.isBusy = false;
        errors++;
        settle();
      }
      if (--alive === 0 && settled < requests.length) {
        // Nothing left to send on: whatever was not answered has failed.
        errors += requests.length - settled;
        settled = requests.length;
        sent = requests.length;
        done();
      }
    });
  }

  await new Promise<void>((resolve) => {
    done = resolve;
    start = performance.now();
    // Timers fire about once a millisecond; each tick sends everything that has come due.
    const tick = () => {
      const due = Math.min(requests.length, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
      while (sent < due) {
        const connection = free.pop();
        if (connection) send(connection, sent);
        else queued.push(sent);
        sent++;
      }
      if (sent < requests.length) setTimeout(tick, 1);
    };
    tick();
  });
  const seconds = (performance.now() - start) / 1000;
  for (const socket of sockets) socket.destroy();

  latencies.sort((a, b) => a - b);
  const refusedCount = [...refused.values()].reduce((sum, count) => sum + count, 0);
  return {
    rps: Math.round(latencies.length / seconds),
    p50: oneDecimal(percentile(latencies, 0.5)),
    p99: oneDecimal(percentile(latencies, 0.99)),
    max: oneDecimal(latencies.at(-1) ?? 0),
    ok: latencies.length - refusedCount,
    refused,
    errors,
  };
}
