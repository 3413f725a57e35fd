import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, shouldRetryQuery } from './query-client';

describe('shouldRetryQuery', () => {
  it('never retries a 404', () => {
    expect(shouldRetryQuery(0, new ApiError(404, 'NOT_FOUND', 'x'))).toBe(false);
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
