import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { RecordedCall } from './record.js';

/** One problem Prism found in a call (its `sl-violations` header), with the call it was found in. */
export type Violation = {
  call: string;
  status: number;
  location: string[];
  code: string;
  message: string;
  severity: string;
};

export type ReplayResult = {
  calls: number;
  /** Calls no HTTP client can send again (a header value fetch refuses), left out. */
  skipped: number;
  /** The answer is not what the description says this call answers (an undescribed status, a body off its schema). */
  response: Violation[];
  /** The request breaks the description although the server took it (2xx/3xx): the description is stricter. */
  requestAccepted: Violation[];
  /** The request breaks the description and the server refused it (4xx): the two agree. */
  requestRefused: Violation[];
  /** Refused with 400 although valid per the description: a constraint the description does not state. */
  refusedButValid: string[];
};

export function readRecording(dir: string): RecordedCall[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .flatMap((name) =>
      readFileSync(join(dir, name), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as RecordedCall),
    )
    .filter((call) => call.responseBody !== null && !call.url.startsWith('/openapi.json'));
}

/**
 * Replays recorded calls through Prism's validating proxy: Prism sits in front of a stand-in upstream that answers each
 * call exactly as the real API did, so every request and every answer of the recording is checked against `specFile`.
 */
export async function replayThroughPrism(
  specFile: string,
  calls: RecordedCall[],
  { prismPort, prismBin }: { prismPort: number; prismBin: string },
): Promise<ReplayResult> {
  let next: RecordedCall | null = null;
  const upstream = createServer((req, res) => {
    const call = next;
    req.resume();
    req.on('end', () => {
      if (!call) {
        res.writeHead(599).end();
        return;
      }
      res.writeHead(call.status, call.responseHeaders);
      res.end(call.responseBody ?? '');
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const prism = spawn(
    process.execPath,
    [
      prismBin,
      'proxy',
      specFile,
      upstreamUrl,
      '--port',
      String(prismPort),
      '--host',
      '127.0.0.1',
      '--validate-request',
      'true',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  prism.stdout.on('data', (chunk) => {
    output += String(chunk);
  });
  prism.stderr.on('data', (chunk) => {
    output += String(chunk);
  });
  const base = `http://127.0.0.1:${prismPort}`;
  try {
    const startedAt = Date.now();
    await waitForPrism(base, () => output, prism);
    if (process.env.REPLAY_TIMINGS) console.error(`Prism listening after ${Date.now() - startedAt} ms`);
    const result: ReplayResult = {
      calls: 0,
      skipped: 0,
      response: [],
      requestAccepted: [],
      requestRefused: [],
      refusedButValid: [],
    };
    for (const call of calls) {
      next = call;
      const headers = { ...call.requestHeaders };
      let answer: Response;
      try {
        answer = await fetch(`${base}${call.url}`, {
          method: call.method,
          headers,
          // Bytes, not a string: fetch would add a Content-Type the recorded call did not have.
          body: call.requestBody === null ? undefined : Buffer.from(call.requestBody),
          redirect: 'manual',
        });
      } catch (error) {
        // A hostile-input test's header no HTTP client may send (a NUL, a character past Latin-1): fetch refuses it
        // before sending (its own failure to connect is 'fetch failed'), so there is nothing to check through Prism.
        if (error instanceof TypeError && error.message !== 'fetch failed') {
          result.skipped += 1;
          continue;
        }
        throw error;
      }
      await answer.arrayBuffer();
      result.calls += 1;
      const name = `${call.method} ${call.url} → ${call.status}`;
      const found = JSON.parse(answer.headers.get('sl-violations') ?? '[]') as Omit<Violation, 'call' | 'status'>[];
      const violations = found.map((v) => ({ ...v, call: name, status: call.status }));
      const onRequest = violations.filter((v) => v.location[0] === 'request');
      result.response.push(...violations.filter((v) => v.location[0] !== 'request'));
      if (call.status < 400) result.requestAccepted.push(...onRequest);
      else result.requestRefused.push(...onRequest);
      if (call.status === 400 && onRequest.length === 0) result.refusedButValid.push(`${name} ${call.responseBody}`);
    }
    return result;
  } finally {
    prism.kill();
    upstream.close();
  }
}

async function waitForPrism(base: string, output: () => string, prism: ReturnType<typeof spawn>): Promise<void> {
  for (;;) {
    if (prism.exitCode !== null) throw new Error(`Prism exited: ${output()}`);
    if (/Prism is listening/.test(output())) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
    void base;
  }
}
