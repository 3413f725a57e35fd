import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';

/** Our own 3 s drawing animation (apps/web/scripts/render-draw.sh renders it). */
const DRAW_SOURCES = [
  { src: '/media/draw.webm', type: 'video/webm' },
  { src: '/media/draw.mp4', type: 'video/mp4' },
];
/** A video that fails to load or play: go on after 3 s (spec). */
export const DRAW_VIDEO_RETRY_MS = 3_000;
/** A video that never ends (stalled, suspended): go on after 10 s (spec). */
export const DRAW_VIDEO_FALLBACK_MS = 10_000;

/** The drawing animation; `onDone` runs once: at its end, 3 s after an error, or after 10 s at the latest. */
export function DrawVideo({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const done = useRef(onDone);
  done.current = onDone;
  const isDone = useRef(false);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const finish = () => {
    if (isDone.current) return;
    isDone.current = true;
    done.current();
  };
  const finishSoon = () => {
    if (retryTimer.current === undefined) retryTimer.current = setTimeout(finish, DRAW_VIDEO_RETRY_MS);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: play once, when the drawing starts.
  useEffect(() => {
    const fallback = setTimeout(finish, DRAW_VIDEO_FALLBACK_MS);
    const element = video.current;
    if (element) {
      const source = DRAW_SOURCES.find(({ type }) => element.canPlayType(type) !== '') ?? DRAW_SOURCES[1];
      if (source) element.src = source.src;
      element.muted = true;
      element.play()?.catch(finishSoon);
    }
    return () => {
      clearTimeout(fallback);
      clearTimeout(retryTimer.current);
    };
  }, []);

  return (
    <div className="overflow-hidden rounded-xl bg-black">
      <video
        ref={video}
        className="aspect-square w-full object-cover"
        muted
        playsInline
        preload="auto"
        aria-label={t`Drawing your prize`}
        onEnded={finish}
        onError={finishSoon}
      />
    </div>
  );
}
