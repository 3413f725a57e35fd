import { useLingui } from '@lingui/react/macro';
import { mediaRenditions } from '@queueless/contracts/media-renditions';
import { useRef, useState } from 'react';
import { stepIndex, swipeStep } from '#web/features/menu/swipe';
import { cn } from '#web/lib/cn';
import { inlinedImage } from '#web/lib/page-data';

type ImageCarouselProps = { images: string[]; alt: string };

/** Product pictures: swipe (50 px or more) or tap a dot. The box keeps its square shape while images load. */
export function ImageCarousel({ images, alt }: ImageCarouselProps) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const current = Math.min(index, Math.max(0, count - 1));

  return (
    <div className="flex flex-col items-center gap-3">
      <div
        className="relative aspect-square w-full touch-pan-y overflow-hidden rounded-xl bg-surface-raised select-none"
        onPointerDown={(event) => {
          start.current = { x: event.clientX, y: event.clientY };
        }}
        onPointerUp={(event) => {
          if (!start.current) return;
          const step = swipeStep(start.current, { x: event.clientX, y: event.clientY });
          start.current = null;
          if (step !== 0) setIndex(stepIndex(current, step, count));
        }}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        <div
          className="flex h-full transition-transform duration-300 ease-out"
          style={{ transform: `translateX(-${current * 100}%)` }}
        >
          {images.map((src, position) => {
            // A pipeline photo comes in the rendition the modal's width needs (max-w-md, less its padding).
            const renditions = mediaRenditions(src);
            return (
              <img
                key={src}
                src={renditions ? renditions.sources[renditions.sources.length - 1]?.url : inlinedImage(src)}
                srcSet={renditions?.sources.map((source) => `${source.url} ${source.width}w`).join(', ')}
                sizes={renditions ? '(min-width: 448px) 400px, calc(100vw - 48px)' : undefined}
                alt={count > 1 ? t`${alt}, image ${position + 1} of ${count}` : alt}
                aria-hidden={position !== current}
                width={renditions?.width ?? 400}
                height={renditions?.height ?? 400}
                draggable={false}
                className="size-full shrink-0 object-cover"
              />
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <div className="flex gap-1">
          {images.map((src, position) => (
            <button
              key={src}
              type="button"
              onClick={() => setIndex(position)}
              aria-label={t`Show image ${position + 1} of ${count}`}
              aria-current={position === current}
              className="grid size-6 place-items-center rounded-full"
            >
              <span
                className={cn(
                  'size-2 rounded-full transition-colors',
                  position === current ? 'bg-brand' : 'bg-ink-faint/60',
                )}
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
