import { describe, expect, it } from 'vitest';
import { imageAddressRule } from './image-address.js';

describe('the image addresses a manager may save', () => {
  it('takes a path on our origin, and the media host only when one is configured', () => {
    const ours = imageAddressRule(null);
    const withCdn = imageAddressRule('https://media.example.com');
    expect(ours('/media/ab/photo.webp')).toBe(true);
    expect(ours('https://media.example.com/ab/photo.webp')).toBe(false);
    expect(withCdn('https://media.example.com/ab/photo.webp')).toBe(true);
    for (const url of [
      'https://elsewhere.example/x.png',
      '//media.example.com/x.png',
      'https://media.example.com.evil.example/x',
    ]) {
      expect(withCdn(url), url).toBe(false);
    }
  });
});
