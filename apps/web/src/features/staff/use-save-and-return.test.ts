import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client';
import { failureReason } from './use-save-and-return';

describe('failureReason', () => {
  it("gives the server's reason for a refusal the person can act on (4xx)", () => {
    expect(failureReason(new ApiError(409, 'CONFLICT', 'That name is taken.'))).toBe('That name is taken.');
    expect(failureReason(new ApiError(400, 'VALIDATION', 'Capacity must be at least 1.'))).toBe(
      'Capacity must be at least 1.',
    );
  });

  it('gives none for a server failure or anything that is not an API error', () => {
    expect(failureReason(new ApiError(500, 'INTERNAL', 'Something went wrong.'))).toBeUndefined();
    expect(failureReason(new Error('offline'))).toBeUndefined();
  });
});
