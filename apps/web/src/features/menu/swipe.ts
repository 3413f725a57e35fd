import { IMAGE_SWIPE_THRESHOLD_PX } from '#web/lib/constants';

/**
 * Which way a horizontal swipe moves a carousel: 1 (next) for a swipe to the left, -1 (previous) to the right,
 * 0 when it moved less than the threshold (50 px) or more up and down than sideways (the page was scrolled).
 */
export function swipeStep(
  start: { x: number; y: number },
  end: { x: number; y: number },
  threshold = IMAGE_SWIPE_THRESHOLD_PX,
): -1 | 0 | 1 {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The next slide index, kept within 0..count-1 (no wrapping: the dots show where you are). */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + step));
}
