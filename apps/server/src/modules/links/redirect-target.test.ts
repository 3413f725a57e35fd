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
    ['http://tickets.example.com:8080/a?b=c', 'http://tickets.example.com:8080/a?b=c'],
    ['https://shop.partner.example.org/x', 'https://shop.partner.example.org/x'],
  ])('allows %j on an allowed host, normalised', (value, url) => {
    expect(checkRedirectTarget(value, policy)).toEqual({ kind: 'external', url });
  });

  it('allows no host at all when none is configured', () => {
    expect(checkRedirectTarget('https://tickets.example.com/friday', { allowedHosts: [] })).toBeNull();
  });
});
