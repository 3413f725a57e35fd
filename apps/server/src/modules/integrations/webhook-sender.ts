import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { guardedLookup, hostOf, isRefusedAddress, RefusedAddressError } from './webhook-address.js';

export const WEBHOOK_TIMEOUT_MS = 5000;

export type SendResult = { statusCode: number | null; durationMs: number; error: string | null };

/**
 * One signed POST (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature`, signed by the
 * `standardwebhooks` package), with the address guard unless private addresses are allowed, 5 s for the whole
 * exchange, redirects not followed (a 3xx is a failure), the answer's body read and dropped.
 */
export function sendSigned(message: {
  url: string;
  secret: string;
  messageId: string;
  body: string;
  allowPrivate: boolean;
  timeoutMs?: number;
}): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(message.url);
  const host = hostOf(url);
  if (!message.allowPrivate && isIP(host) && isRefusedAddress(host)) {
    return Promise.resolve({ statusCode: null, durationMs: 0, error: new RefusedAddressError(host, host).message });
  }
  const timestamp = new Date();
  const signature = new Webhook(message.secret).sign(message.messageId, timestamp, message.body);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(message.body),
          'user-agent': 'Queueless-Webhooks/1',
          'webhook-id': message.messageId,
          'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
          'webhook-signature': signature,
        },
        ...(message.allowPrivate ? {} : { lookup: guardedLookup }),
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          const statusCode = response.statusCode ?? 0;
          const redirect = statusCode >= 300 && statusCode < 400;
          finish({
            statusCode,
            durationMs: elapsed(),
            error: redirect ? `redirect to ${response.headers.location ?? '?'} not followed` : null,
          });
        });
        response.on('error', (error) =>
          finish({ statusCode: response.statusCode ?? null, durationMs: elapsed(), error: error.message }),
        );
      },
    );
    const timer = setTimeout(() => {
      request.destroy(new Error(`no answer within ${message.timeoutMs ?? WEBHOOK_TIMEOUT_MS} ms`));
    }, message.timeoutMs ?? WEBHOOK_TIMEOUT_MS);
    request.on('error', (error) => finish({ statusCode: null, durationMs: elapsed(), error: error.message }));
    request.end(message.body);
  });
}
