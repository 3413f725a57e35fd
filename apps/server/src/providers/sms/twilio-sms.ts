import { providerFailed } from '../provider-failure.js';
import type { SmsProvider } from './sms.js';

export type TwilioOptions = {
  accountSid: string;
  authToken: string;
  fromNumber: string;
  /** https://api.twilio.com in production; a local stand-in in tests. */
  apiBaseUrl: string;
  fetch?: typeof fetch;
};

/** Every failure of Twilio's, its network errors included, is PROVIDER_FAILED for the caller (provider-failure.ts). */
const twilioFailed = (detail: string, cause?: unknown) =>
  providerFailed('The text message service is not answering. Please try again.', detail, cause);

/** Sends through Twilio's Messages API (form-encoded POST with basic auth). */
export function createTwilioSms(options: TwilioOptions): SmsProvider {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.apiBaseUrl}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;

  return {
    name: 'twilio',
    async send({ to, body }) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ To: to, From: options.fromNumber, Body: body }).toString(),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw twilioFailed('Twilio did not answer', error);
      }
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        throw twilioFailed(`Twilio answered ${response.status}: ${text.slice(0, 200)}`);
      }
    },
  };
}
