import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch } from './etag.js';

describe('matchesIfNoneMatch', () => {
  it('matches the same tag, in a list, weakly, and *', () => {
    expect(matchesIfNoneMatch('"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch(' * ', '"abc"')).toBe(true);
  });

  it('does not match another tag, an unquoted one or no header', () => {
    expect(matchesIfNoneMatch('"abd"', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch('abc', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false);
    expect(matchesIfNoneMatch('', '"abc"')).toBe(false);
  });
});
