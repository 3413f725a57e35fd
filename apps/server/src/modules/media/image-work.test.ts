import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { plainImage } from '../../../test/images.js';
import { processImage } from './image-pipeline.js';

describe('image work, kept off what serves pages (issue 37, F7)', () => {
  it('works on one photo at a time, however many are uploaded at once', async () => {
    const photos = await Promise.all([1, 2, 3, 4].map((n) => plainImage('png', 1200 + n, 900)));
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, sharp.counters().process);
    }, 1);
    try {
      const images = await Promise.all(photos.map((photo) => processImage(photo, 'V1')));
      expect(images).toHaveLength(4);
    } finally {
      clearInterval(watch);
    }
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(1);
  });
});
