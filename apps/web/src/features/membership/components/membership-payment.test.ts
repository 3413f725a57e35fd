import { membershipMessages } from '@queueless/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, timeoutError } from '#web/lib/api-client';
import { preparationMessage, WALLET_PREPARATION_TIMEOUT_MS } from './membership-payment';

describe('wallet preparation', () => {
  it('gives up after 10 s with the spec’s timeout message', () => {
    expect(WALLET_PREPARATION_TIMEOUT_MS).toBe(10_000);
    expect(preparationMessage(timeoutError())).toBe('Payment initialization timed out. Please try again.');
  });
  it('says the payment request failed for any other failure', () => {
    expect(preparationMessage(new ApiError(502, 'PROVIDER_FAILED', 'down'))).toBe(
      membershipMessages.paymentRequestFailed,
    );
    expect(preparationMessage(new Error('x'))).toBe('Failed to create payment request. Please try again.');
  });
});
