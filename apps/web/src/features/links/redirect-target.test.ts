import { describe, expect, it } from 'vitest';
import { toFollowTarget } from './redirect-target';

describe('toFollowTarget', () => {
  it('replaces the page for absolute http(s) URLs and redirects in-app for our paths', () => {
    expect(toFollowTarget('https://tickets.example.com/a')).toEqual({
      kind: 'external',
      url: 'https://tickets.example.com/a',
    });
    expect(toFollowTarget('HTTP://tickets.example.com')).toEqual({
      kind: 'external',
      url: 'HTTP://tickets.example.com',
    });
    expect(toFollowTarget('/location/AD708')).toEqual({ kind: 'path', url: '/location/AD708' });
  });

  it.each(['//evil.example', '/\\evil.example', 'https:evil.example', 'javascript:alert(1)', '', ' /x', '/\t/evil'])(
    'follows nothing for %j',
    (value) => {
      expect(toFollowTarget(value)).toBeNull();
    },
  );

  it.each(['/R/PONG', '/r/pong', '/%52/x', '/nfc/NFC-1', 'http://localhost:3000/R/PING'])(
    'follows one hop only: never another link page, %j',
    (value) => {
      expect(toFollowTarget(value, 'http://localhost:3000')).toBeNull();
    },
  );
});
