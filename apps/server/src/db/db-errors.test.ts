import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.js';
import { isDatabaseUnavailable, isTemporaryDatabaseError, isTransientConflict } from './db-errors.js';

function wrapped(cause: unknown) {
  return Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
}

describe('isDatabaseUnavailable', () => {
  it('knows a lost or refused connection, also inside a wrapper', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08003', '53300', 'ECONNREFUSED', 'ECONNRESET']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code })), code).toBe(true);
      expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('x'), { code }))), code).toBe(true);
    }
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
    ]) {
      expect(isDatabaseUnavailable(wrapped(new Error(message))), message).toBe(true);
    }
  });

  it('leaves every other error alone, whatever the caller put in the statement', () => {
    for (const code of ['23505', '23514', '22P02', '40001', '42P01']) {
      expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('x'), { code }))), code).toBe(false);
    }
    const quoting = Object.assign(new Error('Failed query: insert\nparams: Connection terminated'), {
      cause: Object.assign(new Error('duplicate key'), { code: '23505' }),
    });
    expect(isDatabaseUnavailable(quoting)).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });

  it('never reads inside an AppError: a provider’s socket error is the provider’s, not the database’s', () => {
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    const providerFailure = new AppError('PROVIDER_FAILED', 'The payment service is not answering. Please try again.');
    providerFailure.cause = new Error('Stripe did not answer POST /v1/refunds', {
      cause: new TypeError('fetch failed', { cause: reset }),
    });
    expect(isDatabaseUnavailable(providerFailure)).toBe(false);
    expect(isTemporaryDatabaseError(providerFailure)).toBe(false);
    const conflictInside = new AppError('PROVIDER_FAILED', 'x');
    conflictInside.cause = Object.assign(new Error('x'), { code: '40P01' });
    expect(isTransientConflict(conflictInside)).toBe(false);
  });
});

describe('isTransientConflict', () => {
  it('knows a deadlock and a serialization failure, also inside a wrapper; nothing else', () => {
    for (const code of ['40P01', '40001']) {
      expect(isTransientConflict(Object.assign(new Error('x'), { code })), code).toBe(true);
      expect(isTransientConflict(wrapped(Object.assign(new Error('x'), { code }))), code).toBe(true);
      expect(isTemporaryDatabaseError(wrapped(Object.assign(new Error('x'), { code }))), code).toBe(true);
    }
    for (const code of ['23505', '57P01', '40002', '42P01']) {
      expect(isTransientConflict(wrapped(Object.assign(new Error('x'), { code }))), code).toBe(false);
    }
    expect(isTransientConflict(new Error('deadlock detected'))).toBe(false);
    expect(isTransientConflict(null)).toBe(false);
  });
});
