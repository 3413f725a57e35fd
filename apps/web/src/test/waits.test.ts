import { getConfig } from '@testing-library/react';
import { expect, it } from 'vitest';
import { WAIT_TIMEOUT_MS } from './waits';

it('waits for a condition as long as a loaded machine needs, not testing-library’s 1 s (test/setup.ts)', () => {
  expect(getConfig().asyncUtilTimeout).toBe(WAIT_TIMEOUT_MS);
});
