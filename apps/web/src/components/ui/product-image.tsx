import { useRef } from 'react';
import { cn } from '../../lib/cn';
import { useIsNearScreen } from '../../lib/near-screen';
import { inlinedImage } from '../../lib/page-data';

type ProductImageProps = {
  src: string | undefined;
  alt: string;
  /** The first cards load at once; the rest as they come near the screen. */
  isEager?: boolean;
  className?: string;
};

/** A square image box of fixed proportions, so nothing moves when the picture arrives. */
export function ProductImage({ src, alt, isEager = false, className }: ProductImageProps) {
  // Our own pictures are SVG documents (13–18 ms of main thread each at 4× CPU), and a data: URL loads at once
  // whatever `loading` says: the ones below the fold are created when they come near the screen (issue 16).
  const box = useRef<HTMLDivElement>(null);
  const isNear = useIsNearScreen(box, !isEager);
  return (
    <div ref={box} className={cn('relative aspect-square overflow-hidden rounded-xl bg-surface-raised', className)}>
      {src && (isEager || isNear) && (
        <img
          src={inlinedImage(src)}
          alt={alt}
          width={400}
          height={400}
          loading={isEager ? 'eager' : 'lazy'}
          decoding="async"
          draggable={false}
          className="size-full object-cover"
        />
      )}
    </div>
  );
}
