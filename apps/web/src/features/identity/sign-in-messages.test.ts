import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client';
import { messageForSendError, messageForVerifyError, retryAfterSeconds } from './sign-in-messages';

describe('messageForVerifyError', () => {
  it('uses the spec wording for each failure', () => {
    expect(messageForVerifyError(new ApiError(400, 'INVALID_CODE', 'x'))).toBe(
      'Invalid verification code. Please try again.',
    );
    expect(messageForVerifyError(new ApiError(429, 'TOO_MANY_ATTEMPTS', 'x'))).toBe(
      'Too many attempts. Please try again later.',
    );
    expect(messageForVerifyError(new ApiError(500, 'INTERNAL', 'x'))).toBe('Failed to verify code. Please try again.');
    expect(messageForVerifyError(new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe(
      'Failed to verify code. Please try again.',
    );
    expect(messageForVerifyError(new Error('boom'))).toBe('Failed to verify code. Please try again.');
  });
});

describe('messageForSendError', () => {
  it('uses the spec wording, or the server word on waiting', () => {
    expect(messageForSendError(new ApiError(502, 'PROVIDER_FAILED', 'x'))).toBe(
      'Failed to send verification code. Please try again.',
    );
    expect(messageForSendError(new ApiError(400, 'INVALID_PHONE_NUMBER', 'x'))).toBe(
      'Invalid phone number. Please enter a valid number.',
    );
    expect(messageForSendError(new ApiError(429, 'RESEND_TOO_SOON', 'Please wait before asking for a new code.'))).toBe(
      'Please wait before asking for a new code.',
    );
  });
});

describe('retryAfterSeconds', () => {
  it('reads the wait from the error details', () => {
    expect(retryAfterSeconds(new ApiError(429, 'RESEND_TOO_SOON', 'x', { retryAfter: 41.2 }))).toBe(42);
    expect(retryAfterSeconds(new ApiError(429, 'RESEND_TOO_SOON', 'x'))).toBeNull();
    expect(retryAfterSeconds(new Error('x'))).toBeNull();
  });
});
