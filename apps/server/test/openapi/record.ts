import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AppInstance } from '../../src/app-types.js';

/** One call as the API saw it and answered it, for replaying through a validating proxy (openapi/replay.ts). */
export type RecordedCall = {
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  /** The body as sent: JSON re-serialised, text as it came; null when there was none. */
  requestBody: string | null;
  status: number;
  responseHeaders: Record<string, string>;
  /** Null for a streamed answer (server-sent events), which the replay leaves out. */
  responseBody: string | null;
};

const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host']);

function plainHeaders(headers: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_HEADERS.has(name.toLowerCase())) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}

/**
 * With `API_RECORD_DIR` set, every call the test app answers is appended to `<dir>/<pid>.jsonl`: the conformance suites
 * then double as the recording the OpenAPI description is checked against (decision 090). Off otherwise.
 */
export function recordCalls(app: AppInstance, dir: string | undefined = process.env.API_RECORD_DIR): void {
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${process.pid}.jsonl`);
  // The body as it came, before its contract's parse (defaults, trimming) made it what the handler reads.
  const sent = new WeakMap<object, unknown>();
  app.addHook('preValidation', (request, _reply, done) => {
    sent.set(request, request.body === undefined ? undefined : structuredClone(request.body));
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const body = sent.has(request) ? sent.get(request) : request.body;
    const call: RecordedCall = {
      method: request.method,
      url: request.url,
      requestHeaders: plainHeaders(request.headers),
      requestBody: body === undefined || body === null ? null : typeof body === 'string' ? body : JSON.stringify(body),
      status: reply.statusCode,
      responseHeaders: plainHeaders(reply.getHeaders()),
      responseBody: typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null,
    };
    appendFileSync(file, `${JSON.stringify(call)}\n`);
    done(null, payload);
  });
}
