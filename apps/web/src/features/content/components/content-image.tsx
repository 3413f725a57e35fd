import type { ContentImage as Image } from '@queueless/contracts';
import { cn } from '#web/lib/cn';

/** One of our own images: lazy unless above the fold, sized so the page never jumps while it loads. */
export function ContentImage({
  image,
  width,
  height,
  isEager = false,
  className,
}: {
  image: Image;
  width: number;
  height: number;
  isEager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={width}
      height={height}
      loading={isEager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('object-cover', className)}
    />
  );
}
