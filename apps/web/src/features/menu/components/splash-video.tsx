import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { markSplashViewed } from '#web/features/menu/session-flags';

/** Our own 4 s splash (apps/web/scripts/render-splash.sh renders it). */
const SPLASH_SOURCES = [
  { src: '/media/splash.webm', type: 'video/webm' },
  { src: '/media/splash.mp4', type: 'video/mp4' },
];
const SPLASH_POSTER = '/media/splash-poster.jpg';

/**
 * The splash video over the menu, once per browser session: it plays muted by itself; when the browser refuses to
 * autoplay, 'Tap to Play' appears. Ending or skipping it sets the session flag.
 */
export function SplashVideo({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const skip = useRef<HTMLButtonElement>(null);
  const [needsTap, setNeedsTap] = useState(false);
  const isDone = useRef(false);

  const finish = () => {
    if (isDone.current) return;
    isDone.current = true;
    markSplashViewed();
    onDone();
  };

  const play = () => {
    const element = video.current;
    if (!element) return;
    element.muted = true;
    const attempt = element.play();
    // Older browsers answer nothing; a refusal (autoplay blocked, low-power mode) shows the tap button.
    if (attempt) {
      attempt.then(
        () => setNeedsTap(false),
        () => setNeedsTap(true),
      );
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: play once, when the overlay opens.
  useEffect(() => {
    skip.current?.focus();
    const element = video.current;
    if (!element) return;
    // One src rather than <source> children: an unplayable file then reaches onError, and the menu.
    const source = SPLASH_SOURCES.find(({ type }) => element.canPlayType(type) !== '') ?? SPLASH_SOURCES[1];
    if (!source) return;
    element.src = source.src;
    play();
  }, []);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t`Welcome video`}
      className="fixed inset-0 z-50 grid place-items-center bg-canvas animate-fade-in"
    >
      <video
        ref={video}
        className="h-full w-full object-contain"
        poster={SPLASH_POSTER}
        muted
        playsInline
        preload="auto"
        onEnded={finish}
        onError={finish}
      />
      {needsTap && (
        <div className="absolute inset-0 grid place-items-center bg-canvas/40">
          <Button size="lg" onClick={play}>
            <Trans>Tap to Play</Trans>
          </Button>
        </div>
      )}
      <div className="absolute top-[max(1rem,env(safe-area-inset-top))] right-4">
        <Button ref={skip} variant="secondary" size="sm" onClick={finish}>
          <Trans>Skip</Trans>
        </Button>
      </div>
    </div>
  );
}
