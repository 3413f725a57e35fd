/**
 * The content slugs the pages ask for (the contract's `contentSlugs`, repeated here so a page does not download the
 * whole contracts bundle for a few strings; content-slugs.test.ts keeps the two the same).
 */
export const pageSlugs = {
  landing: 'landing',
  presale: 'presale-wristband',
  festival: (page: string) => `festival:${page}`,
  artist: (vendorId: string, name: string) => `artist:${vendorId}:${name}`.toLowerCase(),
} as const;

/** The artist page's carousel: one slide every 6 s (customer.md, section 9). */
export const CAROUSEL_INTERVAL_MS = 6000;
