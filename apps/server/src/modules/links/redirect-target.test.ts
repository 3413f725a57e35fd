import { describe, expect, it } from 'vitest';
import { openRedirectCorpus } from './open-redirect-corpus.js';
import { checkRedirectTarget, parseAllowedHosts } from './redirect-target.js';

const policy = { allowedHosts: parseAllowedHosts('tickets.example.com, .partner.example.org') };

describe('checkRedirectTarget', () => {
  it.each(openRedirectCorpus)('refuses %j', (value) => {
    expect(checkRedirectTarget(value, policy)).toBeNull();
  });

  it.each([
    ['/location/AD708', '/location/AD708'],
    ['/location/AD708?ref=poster#menu', '/location/AD708?ref=poster#menu'],
    ['/vendor/demo-bar', '/vendor/demo-bar'],
    ['/location/AD708/heartla', '/location/AD708/heartla'],
  ])('keeps our own path %j', (value, url) => {
    expect(checkRedirectTarget(value, policy)).toEqual({ kind: 'path', url });
  });

  it.each([
    ['https://tickets.example.com/friday', 'https://tickets.example.com/friday'],
    ['HTTPS://Tickets.Example.com/friday', 'https://tickets.example.com/friday'],
    ['https://shop.partner.example.org/x', 'https://shop.partner.example.org/x'],
  ])('allows %j on an allowed host, normalised', (value, url) => {
    expect(checkRedirectTarget(value, policy)).toEqual({ kind: 'external', url });
  });

  it('allows no host at all when none is configured', () => {
    expect(checkRedirectTarget('https://tickets.example.com/friday', { allowedHosts: [] })).toBeNull();
  });

  it('compares by scheme, host and port: a host name allows its default port only, an origin exactly itself', () => {
    expect(checkRedirectTarget('http://tickets.example.com:8080/a?b=c', policy)).toBeNull();
    const withOrigin = { allowedHosts: parseAllowedHosts('http://tickets.example.com:8080') };
    expect(checkRedirectTarget('http://tickets.example.com:8080/a?b=c', withOrigin)).toEqual({
      kind: 'external',
      url: 'http://tickets.example.com:8080/a?b=c',
    });
    expect(checkRedirectTarget('https://tickets.example.com:8080/a', withOrigin)).toBeNull();
    expect(checkRedirectTarget('http://tickets.example.com/a', withOrigin)).toBeNull();
  });

  it('takes our own origin only with its port (another service on the same host is not ours)', () => {
    const own = { allowedHosts: [], ownOrigin: 'http://localhost:4103' };
    expect(checkRedirectTarget('http://localhost:4103/location/AD708', own)).toMatchObject({ kind: 'external' });
    expect(checkRedirectTarget('http://localhost:9999/x', own)).toBeNull();
    expect(checkRedirectTarget('https://localhost:4103/x', own)).toBeNull();
  });

  it.each([
    '/R/PONG',
    '/r/pong',
    '/%52/PONG',
    '/nfc/NFC-0001',
    '/NFC/x?y=1',
    'http://localhost:4103/R/PING',
    'https://tickets.example.com/r/x',
  ])('refuses a link page as a target, so links never chain into a loop: %j', (value) => {
    expect(checkRedirectTarget(value, { ...policy, ownOrigin: 'http://localhost:4103' })).toBeNull();
  });
});
