import type { SmsProvider } from './sms.js';

export type TwilioOptions = {
  accountSid: string;
  authToken: string;
  fromNumber: string;
  /** https://api.twilio.com in production; a local stand-in in tests. */
  apiBaseUrl: string;
  fetch?: typeof fetch;
};

/** Sends through Twilio's Messages API (form-encoded POST with basic auth). */
export function createTwilioSms(options: TwilioOptions): SmsProvider {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.apiBaseUrl}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;

  return {
    name: 'twilio',
    async send({ to, body }) {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ To: to, From: options.fromNumber, Body: body }).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        throw new Error(`Twilio answered ${response.status}: ${text.slice(0, 200)}`);
      }
    },
  };
}
