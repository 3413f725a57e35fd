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
 * The shares of `SMS_MAX_PER_HOUR` that sign-in codes may use (decision 085): anyone can ask for a code, so codes to
 * numbers without an account stop at 40% and all codes at 70%, and the rest is kept for texts people and staff need
 * (orders ready, receipts, waitlist places), which stop only at the ceiling. A warning goes out at 80% of it.
 */
export const SIGN_IN_SHARE = 0.7;
export const NEW_NUMBER_SIGN_IN_SHARE = 0.4;
export const CEILING_WARNING_SHARE = 0.8;
const HOUR = 3600;

/**
 * Every text the install sends passes here: only to the countries it serves (SMS-pumping toll fraud sends codes
 * abroad), sign-in codes within their shares, and at most `maxPerHour` in all, counted in the database for every API
 * process. 80% of the ceiling is logged at warn (`sms_hourly_ceiling_near`) once an hour, before anything is refused;
 * reaching a share or the ceiling is logged at error with a stable event name and counted, for an alert; the text is
 * refused. Every text sent or not is counted in `metrics` when given (queueless_sms_sent_total,
 * queueless_sms_failed_total{reason}).
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
    metrics?: Pick<Metrics, 'smsSent' | 'smsFailed' | 'smsCeilingReached' | 'smsCeilingNear'>;
  },
): SmsProvider {
  const signInLimit = Math.max(1, Math.floor(maxPerHour * SIGN_IN_SHARE));
  const newNumberLimit = Math.max(1, Math.floor(maxPerHour * NEW_NUMBER_SIGN_IN_SHARE));
  const warningAt = Math.max(1, Math.ceil(maxPerHour * CEILING_WARNING_SHARE));

  /** Counts a text against one budget; logs and counts the refusal of one over it. */
  async function spend(key: string, limit: number, event: string, reason: string): Promise<number> {
    try {
      return await rateLimiter.hit(key, { limit, windowSeconds: HOUR });
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') {
        log.error({ event, limit }, 'SMS budget reached; texts refused');
        if (reason === 'ceiling') metrics?.smsCeilingReached.inc();
        metrics?.smsFailed.inc({ reason });
      }
      throw error;
    }
  }

  return {
    name: inner.name,
    async send(message) {
      if (!isInSmsCountries(message.to, countries)) {
        metrics?.smsFailed.inc({ reason: 'country' });
        throw new AppError('INVALID_PHONE_NUMBER', 'Texts are not sent to numbers in this country.');
      }
      if (message.demand === 'sign-in-new-number') {
        await spend('sms:sign-in-new-number', newNumberLimit, 'sms_new_number_sign_in_share_reached', 'sign-in-share');
      }
      if (message.demand) await spend('sms:sign-in', signInLimit, 'sms_sign_in_share_reached', 'sign-in-share');
      const count = await spend('sms:sent', maxPerHour, 'sms_hourly_ceiling_reached', 'ceiling');
      if (count === warningAt) {
        log.warn({ event: 'sms_hourly_ceiling_near', count, limit: maxPerHour }, 'SMS nearing its hourly ceiling');
        metrics?.smsCeilingNear.inc();
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
