import type { FastifyBaseLogger } from 'fastify';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AppError } from '../../lib/app-error.js';
import type { Metrics } from '../../lib/metrics.js';
import type { RateLimiter } from '../../plugins/rate-limit.js';
import type { SmsProvider } from './sms.js';

/** Whether a number (E.164) belongs to one of the countries the install serves (ISO 3166 codes, `US`). */
export function isInSmsCountries(phoneNumber: string, countries: readonly string[]): boolean {
  const country = parsePhoneNumberFromString(phoneNumber)?.country;
  return country !== undefined && countries.includes(country);
}

/**
 * Every text the install sends passes here: only to the countries it serves (SMS-pumping toll fraud sends codes
 * abroad), and at most `maxPerHour` in all, counted in the database for every API process. Reaching the ceiling is
 * logged at error with a stable event name and counted, for an alert; the text is refused. Every text sent or not is
 * counted in `metrics` when given (queueless_sms_sent_total, queueless_sms_failed_total{reason}).
 */
export function guardSms(
  inner: SmsProvider,
  {
    countries,
    maxPerHour,
    rateLimiter,
    log,
    metrics,
  }: {
    countries: readonly string[];
    maxPerHour: number;
    rateLimiter: RateLimiter;
    log: FastifyBaseLogger;
    metrics?: Pick<Metrics, 'smsSent' | 'smsFailed' | 'smsCeilingReached'>;
  },
): SmsProvider {
  return {
    name: inner.name,
    async send(message) {
      if (!isInSmsCountries(message.to, countries)) {
        metrics?.smsFailed.inc({ reason: 'country' });
        throw new AppError('INVALID_PHONE_NUMBER', 'Texts are not sent to numbers in this country.');
      }
      try {
        await rateLimiter.hit('sms:sent', { limit: maxPerHour, windowSeconds: 3600 });
      } catch (error) {
        if (error instanceof AppError && error.code === 'RATE_LIMITED') {
          log.error({ event: 'sms_hourly_ceiling_reached', limit: maxPerHour }, 'SMS ceiling reached; texts refused');
          metrics?.smsCeilingReached.inc();
          metrics?.smsFailed.inc({ reason: 'ceiling' });
        }
        throw error;
      }
      try {
        await inner.send(message);
      } catch (error) {
        metrics?.smsFailed.inc({ reason: 'provider' });
        throw error;
      }
      metrics?.smsSent.inc();
    },
  };
}
