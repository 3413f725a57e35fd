import { ARTIST_CAROUSEL_INTERVAL_MS, contentSlugs } from '@queueless/contracts';
import { describe, expect, it } from 'vitest';
import { CAROUSEL_INTERVAL_MS, pageSlugs } from './content-slugs';

describe('page slugs', () => {
  it('are the contract’s', () => {
    expect(pageSlugs.landing).toBe(contentSlugs.landing);
    expect(pageSlugs.presale).toBe(contentSlugs.presale);
    expect(pageSlugs.festival('heartla')).toBe(contentSlugs.festival('heartla'));
    expect(pageSlugs.artist('demo-bar', 'Nova-Lane')).toBe(contentSlugs.artist('demo-bar', 'Nova-Lane'));
    expect(CAROUSEL_INTERVAL_MS).toBe(ARTIST_CAROUSEL_INTERVAL_MS);
  });
});
