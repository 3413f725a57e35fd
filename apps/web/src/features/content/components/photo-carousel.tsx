import { useLingui } from '@lingui/react/macro';
import type { ContentImage as Image } from '@queueless/contracts';
import { useEffect, useState } from 'react';
import { CAROUSEL_INTERVAL_MS } from '#web/features/content/content-slugs';
import { cn } from '#web/lib/cn';

/** An auto-playing carousel (one slide every 6 s) that pauses while pointed at or focused, with dots to jump. */
export function PhotoCarousel({ images, label }: { images: Image[]; label: string }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [isPaused, setIsPaused] = useState(false);

  useEffect(() => {
    if (isPaused || images.length < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % images.length), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [isPaused, images.length]);

  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={label}
      className="relative overflow-hidden rounded-3xl"
      onPointerEnter={() => setIsPaused(true)}
      onPointerLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
    >
      <div
        className="flex transition-transform duration-700 ease-out motion-reduce:transition-none"
        style={{ transform: `translateX(-${index * 100}%)` }}
      >
        {images.map((image, slide) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: each slide is a group named "n of 8"
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its place ("3 of 8"); a page may show a photo twice.
            key={slide}
            role="group"
            aria-roledescription={t`slide`}
            aria-label={t`${slide + 1} of ${images.length}`}
            aria-hidden={slide !== index}
            className="w-full shrink-0"
          >
            <img
              src={image.src}
              alt={image.alt}
              width={1200}
              height={900}
              loading={slide === 0 ? 'eager' : 'lazy'}
              decoding="async"
              className="aspect-[4/3] h-auto w-full object-cover"
            />
          </div>
        ))}
      </div>
      <div className="absolute inset-x-0 bottom-3 flex justify-center gap-2">
        {images.map((_image, slide) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its slide's place; a page may show a photo twice.
            key={slide}
            type="button"
            aria-label={t`Show photo ${slide + 1}`}
            aria-current={slide === index ? 'true' : undefined}
            onClick={() => setIndex(slide)}
            className={cn(
              'size-3 rounded-full border border-white/80 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
              slide === index ? 'bg-white' : 'bg-black/40',
            )}
          />
        ))}
      </div>
    </section>
  );
}
