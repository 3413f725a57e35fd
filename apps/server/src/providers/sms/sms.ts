/** A text message to one phone; `code` is set for sign-in codes (the dev outbox shows it). */
export type SmsMessage = { to: string; body: string; code?: string };

/** Sends SMS. `console` by default; `twilio` when configured. */
export type SmsProvider = {
  name: 'console' | 'twilio';
  send(message: SmsMessage): Promise<void>;
};
