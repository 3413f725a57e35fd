import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { createMetrics } from '../../lib/metrics.js';
import type { RateLimiter } from '../../plugins/rate-limit.js';
import type { SmsMessage } from './sms.js';
import { guardSms, isInSmsCountries } from './sms-guards.js';

/** A rate limiter counting in memory as the database one does (fixed window, refuses over the limit). */
function memoryLimiter(): RateLimiter {
  const counts = new Map<string, number>();
  return {
    async hit(key, { limit }) {
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      if (count > limit) throw new AppError('RATE_LIMITED', 'Too many requests. Please try again later.');
      return count;
    },
  };
}

describe('SMS guards', () => {
  const sent: SmsMessage[] = [];
  const inner = { name: 'console' as const, send: async (message: SmsMessage) => void sent.push(message) };

  it('knows a number’s country', () => {
    expect(isInSmsCountries('+13105550123', ['US'])).toBe(true);
    expect(isInSmsCountries('+447400123456', ['US'])).toBe(false);
    expect(isInSmsCountries('+447400123456', ['US', 'GB'])).toBe(true);
  });

  it('refuses texts abroad and stops at the hourly ceiling, logging an alert once it is reached', async () => {
    const error = vi.fn();
    const sms = guardSms(inner, {
      countries: ['US'],
      maxPerHour: 3,
      rateLimiter: memoryLimiter(),
      log: { error, warn: vi.fn() } as unknown as FastifyBaseLogger,
    });
    await expect(sms.send({ to: '+2348031234567', body: 'hi' })).rejects.toMatchObject({
      code: 'INVALID_PHONE_NUMBER',
    });
    for (let i = 0; i < 3; i++) await sms.send({ to: '+13105550123', body: `hi ${i}` });
    await expect(sms.send({ to: '+13105550123', body: 'one too many' })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    expect(sent.map((m) => m.body)).toEqual(['hi 0', 'hi 1', 'hi 2']);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'sms_hourly_ceiling_reached', limit: 3 }),
      expect.any(String),
    );
  });

  it('counts texts sent and not sent, by reason, and the ceiling reached', async () => {
    const metrics = createMetrics();
    let isDown = false;
    const flaky = {
      name: 'twilio' as const,
      send: async () => {
        if (isDown) throw new Error('twilio is down');
      },
    };
    const sms = guardSms(flaky, {
      countries: ['US'],
      maxPerHour: 2,
      rateLimiter: memoryLimiter(),
      log: { error: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger,
      metrics,
    });
    await sms.send({ to: '+13105550123', body: 'sent' });
    await expect(sms.send({ to: '+447400123456', body: 'abroad' })).rejects.toThrow();
    isDown = true;
    await expect(sms.send({ to: '+13105550123', body: 'provider down' })).rejects.toThrow();
    await expect(sms.send({ to: '+13105550123', body: 'over the ceiling' })).rejects.toThrow();
    const failed = (reason: string) =>
      metrics.smsFailed.get().then((m) => m.values.find((v) => v.labels.reason === reason)?.value);
    expect((await metrics.smsSent.get()).values[0]?.value).toBe(1);
    expect([await failed('country'), await failed('provider'), await failed('ceiling')]).toEqual([1, 1, 1]);
    expect((await metrics.smsCeilingReached.get()).values[0]?.value).toBe(1);
  });

  it('keeps sign-in codes asked by anyone within their shares, so texts people and staff need still go (issue 37 F3)', async () => {
    const error = vi.fn();
    const delivered: SmsMessage[] = [];
    const sms = guardSms(
      { name: 'console', send: async (message) => void delivered.push(message) },
      {
        countries: ['US'],
        maxPerHour: 10,
        rateLimiter: memoryLimiter(),
        log: { error, warn: vi.fn() } as unknown as FastifyBaseLogger,
      },
    );
    const to = '+13105550123';
    // A stranger asks codes for made-up numbers: four go (40%), then they stop.
    const strangers = [];
    for (let i = 0; i < 8; i++) {
      strangers.push(
        await sms.send({ to, body: 'new', demand: 'sign-in-new-number' }).then(
          () => 'sent',
          () => 'refused',
        ),
      );
    }
    expect(strangers).toEqual(['sent', 'sent', 'sent', 'sent', 'refused', 'refused', 'refused', 'refused']);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'sms_new_number_sign_in_share_reached' }),
      expect.any(String),
    );
    // Customers and staff with accounts still get codes, up to 70% in all.
    for (let i = 0; i < 3; i++) await sms.send({ to, body: 'known', demand: 'sign-in' });
    await expect(sms.send({ to, body: 'known', demand: 'sign-in' })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    // An order-ready text still goes: codes never touch the last 30%.
    for (let i = 0; i < 3; i++) await sms.send({ to, body: 'your order is ready' });
    expect(delivered.filter((m) => m.body === 'your order is ready')).toHaveLength(3);
  });

  it('warns at 80% of the ceiling, once, before anything is refused', async () => {
    const warn = vi.fn();
    const metrics = createMetrics();
    const sms = guardSms(inner, {
      countries: ['US'],
      maxPerHour: 5,
      rateLimiter: memoryLimiter(),
      log: { error: vi.fn(), warn } as unknown as FastifyBaseLogger,
      metrics,
    });
    for (let i = 0; i < 3; i++) await sms.send({ to: '+13105550123', body: 'x' });
    expect(warn).not.toHaveBeenCalled();
    await sms.send({ to: '+13105550123', body: 'x' });
    await sms.send({ to: '+13105550123', body: 'x' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'sms_hourly_ceiling_near', limit: 5 }),
      expect.any(String),
    );
    expect((await metrics.smsCeilingNear.get()).values[0]?.value).toBe(1);
  });
});
