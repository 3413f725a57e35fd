import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listSmsOutbox, startSignIn, verifySignIn } from '@queueless/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uniqueIp, uniquePhone } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { isTemporaryDatabaseError } from '../../db/db-errors.js';
import { failureDetail } from '../provider-failure.js';
import { createTwilioSms } from './twilio-sms.js';

type Seen = { method?: string; url?: string; headers: IncomingMessage['headers']; body: string };

/** A local HTTP server standing in for Twilio's Messages API. */
describe('Twilio SMS provider', () => {
  let server: Server;
  let baseUrl: string;
  let seen: Seen[] = [];
  let answer = { status: 201, body: '{"sid":"SM123"}' };

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        seen.push({ method: request.method, url: request.url, headers: request.headers, body });
        // Status 0: no answer, the connection reset (ECONNRESET for the caller, as a lost database connection gives).
        if (answer.status === 0) return request.socket.resetAndDestroy();
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen = [];
    answer = { status: 201, body: '{"sid":"SM123"}' };
  });

  const options = () => ({
    accountSid: 'AC123',
    authToken: 'secret-token',
    fromNumber: '+12135550199',
    apiBaseUrl: baseUrl,
  });

  it('posts the message form-encoded with basic auth to the account’s Messages endpoint', async () => {
    await createTwilioSms(options()).send({ to: '+12135550120', body: '123456 is your Queueless code.' });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(request?.body);
    expect(Object.fromEntries(form)).toEqual({
      To: '+12135550120',
      From: '+12135550199',
      Body: '123456 is your Queueless code.',
    });
  });

  it('rejects when Twilio answers with an error: PROVIDER_FAILED, with Twilio’s answer kept for the log', async () => {
    answer = { status: 400, body: '{"code":21211,"message":"Invalid To"}' };
    const error = await createTwilioSms(options())
      .send({ to: '+12135550120', body: 'x' })
      .catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ code: 'PROVIDER_FAILED' });
    expect(failureDetail(error)).toMatch(/^Twilio answered 400: .*Invalid To/);
  });

  it('turns a connection reset on the way into PROVIDER_FAILED, which is not read as the database being away', async () => {
    answer = { status: 0, body: '' };
    const error = await createTwilioSms(options())
      .send({ to: '+12135550120', body: 'x' })
      .catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ code: 'PROVIDER_FAILED' });
    expect(isTemporaryDatabaseError(error)).toBe(false);
  });

  describe('through sign-in', () => {
    let now = Date.now();
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        overrides: {
          sms: createTwilioSms(options()),
          clock: () => new Date(now),
          // The resend wait is on the database's clock (decision 076): it moves with the test's.
          databaseClock: () => new Date(now),
        },
      });
    });
    afterAll(async () => t.close());

    const start = (phoneNumber: string) =>
      t.app.inject({
        method: 'POST',
        url: startSignIn.path,
        payload: { phoneNumber },
        remoteAddress: uniqueIp(),
      });
    const verify = (phoneNumber: string, code: string) =>
      t.app.inject({
        method: 'POST',
        url: verifySignIn.path,
        payload: { phoneNumber, code },
        remoteAddress: uniqueIp(),
      });
    /** The sign-in is answered 502 in the spec's words and no code is kept, so the person can ask again at once. */
    const expectRefusedWithNoCode = async (phone: string) => {
      const failed = await start(phone);
      expect(failed.statusCode).toBe(502);
      expect(failed.json().error).toEqual({
        code: 'PROVIDER_FAILED',
        message: 'Failed to send verification code. Please try again.',
      });
      expect(await t.database.query('select id from sign_in_codes where phone_number = $1', [phone])).toEqual([]);
    };
    /** The code in the last message the stand-in received. */
    const sentCode = () => new URLSearchParams(seen.at(-1)?.body).get('Body')?.slice(0, 6) ?? '';

    it('answers 502 when Twilio fails and leaves no code behind, so the person can ask again at once', async () => {
      answer = { status: 500, body: '{}' };
      const phone = uniquePhone();
      await expectRefusedWithNoCode(phone);

      answer = { status: 201, body: '{}' };
      const again = await start(phone);
      expect(again.statusCode).toBe(200);
      expect(new URLSearchParams(seen.at(-1)?.body).get('Body')).toMatch(/^\d{6} is your Queueless code/);
      expect((await verify(phone, sentCode())).statusCode).toBe(200);
    });

    it('answers 502, not the database’s 503, when the connection to Twilio is reset', async () => {
      answer = { status: 0, body: '' };
      await expectRefusedWithNoCode(uniquePhone());
    });

    it('keeps the code sent before when a resend fails', async () => {
      const phone = uniquePhone();
      expect((await start(phone)).statusCode).toBe(200);
      const delivered = sentCode();
      now += 61_000;
      answer = { status: 503, body: '{}' };
      expect((await start(phone)).statusCode).toBe(502);
      expect((await verify(phone, delivered)).statusCode).toBe(200);
    });

    it('has no development outbox: the messages went to Twilio', async () => {
      expect((await t.app.inject({ url: listSmsOutbox.path })).statusCode).toBe(404);
    });
  });
});
