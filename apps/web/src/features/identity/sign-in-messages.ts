import { msg } from '@lingui/core/macro';
import { isApiError } from '#web/lib/api-client';
import { i18n } from '#web/lib/i18n/runtime';

/**
 * Sign-in wording, word for word from the spec (staff.md and customer.md, sections 5 and 8), as descriptors: each is
 * put in the active language when it is shown (`i18n._`), never when this module loads.
 */
export const signInMessages = {
  invalidPhone: msg`Invalid phone number. Please enter a valid number.`,
  invalidCodeFormat: msg`Please enter a valid 6-digit verification code.`,
  wrongCode: msg`Invalid verification code. Please try again.`,
  tooManyAttempts: msg`Too many attempts. Please try again later.`,
  verifyFailed: msg`Failed to verify code. Please try again.`,
  sendFailed: msg`Failed to send verification code. Please try again.`,
};

export function messageForVerifyError(error: unknown): string {
  if (!isApiError(error)) return i18n._(signInMessages.verifyFailed);
  switch (error.code) {
    case 'INVALID_CODE':
      return i18n._(signInMessages.wrongCode);
    case 'TOO_MANY_ATTEMPTS':
    case 'RATE_LIMITED':
      return i18n._(signInMessages.tooManyAttempts);
    default:
      return i18n._(signInMessages.verifyFailed);
  }
}

export function messageForSendError(error: unknown): string {
  if (!isApiError(error)) return i18n._(signInMessages.sendFailed);
  switch (error.code) {
    case 'INVALID_PHONE_NUMBER':
      return i18n._(signInMessages.invalidPhone);
    case 'RESEND_TOO_SOON':
    case 'RATE_LIMITED':
      // The server says how long to wait (in the language the request's Accept-Language asked for), which helps more
      // than a generic failure.
      return error.message || i18n._(signInMessages.sendFailed);
    default:
      return i18n._(signInMessages.sendFailed);
  }
}

/** Seconds the server asks us to wait before the next code (RESEND_TOO_SOON details), if it said. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isApiError(error)) return null;
  const value = (error.details as { retryAfter?: unknown } | null | undefined)?.retryAfter;
  return typeof value === 'number' && value > 0 ? Math.ceil(value) : null;
}
