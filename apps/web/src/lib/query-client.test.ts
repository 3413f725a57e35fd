import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, shouldRetryQuery } from './query-client';

describe('shouldRetryQuery', () => {
  it('never retries a 404, nor another refusal that asking again cannot change', () => {
    expect(shouldRetryQuery(0, new ApiError(404, 'NOT_FOUND', 'x'))).toBe(false);
    for (const status of [400, 401, 403, 409]) expect(shouldRetryQuery(0, new ApiError(status, 'X', 'x'))).toBe(false);
  });

  it('retries a rate limit and a timeout', () => {
    expect(shouldRetryQuery(0, new ApiError(429, 'RATE_LIMITED', 'x'))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError(408, 'TIMEOUT', 'x'))).toBe(true);
  });

  it('retries anything else up to 3 times', () => {
    const error = new ApiError(500, 'INTERNAL', 'x');
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(2, error)).toBe(true);
    expect(shouldRetryQuery(3, error)).toBe(false);
    expect(shouldRetryQuery(0, new TypeError('offline'))).toBe(true);
  });
});

describe('createQueryClient', () => {
  it('treats data as fresh for 5 s', () => {
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(5_000);
  });
});
