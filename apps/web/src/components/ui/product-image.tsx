import { useEffect, useRef, useState } from 'react';
import { cn } from '#web/lib/cn';
import { inlinedImage } from '#web/lib/page-data';

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
  // whatever `loading` says: a picture below the fold is created when its box comes within 200 px of the screen
  // (checked after the frame that first draws it), not on the menu's first render (issue 16).
  const box = useRef<HTMLDivElement>(null);
  const [isShown, setIsShown] = useState(() => isEager || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = box.current;
    if (isShown || !element) return;
    const observer = new IntersectionObserver((entries) => entries[0]?.isIntersecting && setIsShown(true), {
      rootMargin: '200px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isShown]);
  return (
    <div ref={box} className={cn('relative aspect-square overflow-hidden rounded-xl bg-surface-raised', className)}>
      {src && isShown && (
        <img
          src={inlinedImage(src)}
          alt={alt}
          width={400}
          height={400}
          decoding="async"
          draggable={false}
          className="size-full object-cover"
        />
      )}
    </div>
  );
}
