import { mediaRenditions } from '@queueless/contracts/media-renditions';
import { useEffect, useRef, useState } from 'react';
import { cn } from '#web/lib/cn';
import { inlinedImage } from '#web/lib/page-data';

type ProductImageProps = {
  src: string | undefined;
  alt: string;
  /** The first cards load at once; the rest as they come near the screen. */
  isEager?: boolean;
  className?: string;
  /**
   * How wide the box is drawn (the `sizes` attribute), so a photo from the upload pipeline comes in the smallest
   * rendition that fills it; the menu card's width by default.
   */
  sizes?: string;
};

/** A menu card's width: half the menu column (max-w-2xl, px-4, gap-3, p-2 inside the card), at most 300 px. */
export const MENU_CARD_SIZES = '(min-width: 672px) 300px, calc(50vw - 38px)';

/** A square image box of fixed proportions, so nothing moves when the picture arrives. */
export function ProductImage({ src, alt, isEager = false, className, sizes = MENU_CARD_SIZES }: ProductImageProps) {
  // Our own pictures are SVG documents (13–18 ms of main thread each at 4× CPU), and a data: URL loads at once
  // whatever `loading` says: a picture below the fold is created when its box comes within 200 px of the screen
  // (checked after the frame that first draws it), not on the menu's first render (issue 16).
  const box = useRef<HTMLDivElement>(null);
  // Decided in the browser, not on the server (which has no IntersectionObserver), so the server's menu and the
  // hydrated one draw the same pictures (decision 074).
  const [isShown, setIsShown] = useState(isEager);
  useEffect(() => {
    const element = box.current;
    if (isShown || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsShown(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries[0]?.isIntersecting && setIsShown(true), {
      rootMargin: '200px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isShown]);
  // A pipeline photo names its renditions and its size in its URL; any other picture (the demo's own) is shown as is.
  const renditions = src ? mediaRenditions(src) : null;
  return (
    <div ref={box} className={cn('relative aspect-square overflow-hidden rounded-xl bg-surface-raised', className)}>
      {src && isShown && (
        <img
          src={renditions ? (renditions.sources[1] ?? renditions.sources[0])?.url : inlinedImage(src)}
          srcSet={renditions?.sources.map((source) => `${source.url} ${source.width}w`).join(', ')}
          sizes={renditions ? sizes : undefined}
          alt={alt}
          width={renditions?.width ?? 400}
          height={renditions?.height ?? 400}
          decoding="async"
          draggable={false}
          className="size-full object-cover"
        />
      )}
    </div>
  );
}
