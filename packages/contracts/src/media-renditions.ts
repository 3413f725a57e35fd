/**
 * A product photo's renditions, read from its URL alone (no zod: the menu's bundle imports this file by itself, as
 * `@queueless/contracts/media-renditions`).
 */

/** The widths of the WebP renditions written for each photo (never wider than the photo itself). */
export const MEDIA_RENDITION_WIDTHS = [160, 320, 640, 960] as const;

/**
 * A media URL's renditions, read from its name (`{hash}.{W}x{H}.{w}.webp`): the photo's width and height and one
 * URL per rendition width, smallest first. Null for any other URL (the demo's own images), which is shown as is.
 */
export function mediaRenditions(
  url: string,
): { width: number; height: number; sources: { url: string; width: number }[] } | null {
  const match = /^(.*\/[0-9a-f]{24}\.(\d{1,5})x(\d{1,5})\.)\d{1,5}\.webp$/.exec(url);
  if (!match) return null;
  const [, stem, w, h] = match as unknown as [string, string, string, string];
  const width = Number(w);
  const height = Number(h);
  return {
    width,
    height,
    sources: renditionWidths(width).map((size) => ({ url: `${stem}${size}.webp`, width: size })),
  };
}

/** The rendition widths of a photo `width` pixels wide (its largest rendition): the standard ones below it, then it. */
export function renditionWidths(width: number): number[] {
  return [...MEDIA_RENDITION_WIDTHS.filter((size) => size < width), width];
}
