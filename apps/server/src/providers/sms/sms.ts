/** A text message to one phone; `code` is set for sign-in codes (the dev outbox shows it). */
/**
 * Whose demand a text answers (decision 085): a sign-in code is asked for by anyone, so it may use only a share of the
 * install's hourly budget (`sign-in`: to a number with an account; `sign-in-new-number`: to one without). A text with
 * no demand answers a person's own business (an order ready, a receipt, a waitlist place) or staff's, and may use it all.
 */
export type SmsDemand = 'sign-in' | 'sign-in-new-number';
export type SmsMessage = { to: string; body: string; code?: string; demand?: SmsDemand };

/** Sends SMS. `console` by default; `twilio` when configured. */
export type SmsProvider = {
  name: 'console' | 'twilio';
  send(message: SmsMessage): Promise<void>;
};
