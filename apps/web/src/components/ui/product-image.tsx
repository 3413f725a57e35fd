import { cn } from '../../lib/cn';
import { inlinedImage } from '../../lib/page-data';

type ProductImageProps = {
  src: string | undefined;
  alt: string;
  /** The first cards load at once; the rest as they scroll near. */
  isEager?: boolean;
  className?: string;
};

/** A square image box of fixed proportions, so nothing moves when the picture arrives. */
export function ProductImage({ src, alt, isEager = false, className }: ProductImageProps) {
  return (
    <div className={cn('relative aspect-square overflow-hidden rounded-xl bg-surface-raised', className)}>
      {src && (
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
