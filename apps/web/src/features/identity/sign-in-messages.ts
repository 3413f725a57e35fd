import { isApiError } from '#web/lib/api-client';

/** Sign-in wording, word for word from the spec (staff.md and customer.md, sections 5 and 8). */
export const signInMessages = {
  invalidPhone: 'Invalid phone number. Please enter a valid number.',
  invalidCodeFormat: 'Please enter a valid 6-digit verification code.',
  wrongCode: 'Invalid verification code. Please try again.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  verifyFailed: 'Failed to verify code. Please try again.',
  sendFailed: 'Failed to send verification code. Please try again.',
} as const;

export function messageForVerifyError(error: unknown): string {
  if (!isApiError(error)) return signInMessages.verifyFailed;
  switch (error.code) {
    case 'INVALID_CODE':
      return signInMessages.wrongCode;
    case 'TOO_MANY_ATTEMPTS':
    case 'RATE_LIMITED':
      return signInMessages.tooManyAttempts;
    default:
      return signInMessages.verifyFailed;
  }
}

export function messageForSendError(error: unknown): string {
  if (!isApiError(error)) return signInMessages.sendFailed;
  switch (error.code) {
    case 'INVALID_PHONE_NUMBER':
      return signInMessages.invalidPhone;
    case 'RESEND_TOO_SOON':
    case 'RATE_LIMITED':
      // The server says how long to wait, which helps more than a generic failure.
      return error.message || signInMessages.sendFailed;
    default:
      return signInMessages.sendFailed;
  }
}

/** Seconds the server asks us to wait before the next code (RESEND_TOO_SOON details), if it said. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isApiError(error)) return null;
  const value = (error.details as { retryAfter?: unknown } | null | undefined)?.retryAfter;
  return typeof value === 'number' && value > 0 ? Math.ceil(value) : null;
}
