import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { PRIZE_TOOLTIP_FADE_MS, PRIZE_TOOLTIP_MS } from '#web/features/contests/vendor-landing';
import { cn } from '#web/lib/cn';

type TooltipPhase = 'shown' | 'fading' | 'gone';

/** The floating prize button; 'CLICK FOR PRIZES' shows for 5 s, then fades over 0.5 s. */
export function PrizeButton({ onClick }: { onClick: () => void }) {
  const { t } = useLingui();
  const [phase, setPhase] = useState<TooltipPhase>('shown');
  useEffect(() => {
    const fade = setTimeout(() => setPhase('fading'), PRIZE_TOOLTIP_MS);
    const gone = setTimeout(() => setPhase('gone'), PRIZE_TOOLTIP_MS + PRIZE_TOOLTIP_FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(gone);
    };
  }, []);

  return (
    <div className="fixed right-4 bottom-[max(1.25rem,env(safe-area-inset-bottom))] z-30 flex items-center gap-2">
      {phase !== 'gone' && (
        <span
          aria-hidden="true"
          className={cn(
            'rounded-lg bg-ink px-3 py-1.5 text-xs font-bold tracking-wide text-canvas shadow-lg transition-opacity duration-500',
            phase === 'fading' ? 'opacity-0' : 'opacity-100',
          )}
        >
          <Trans>CLICK FOR PRIZES</Trans>
        </span>
      )}
      <button
        type="button"
        onClick={onClick}
        aria-label={t`Prizes`}
        className="grid size-16 place-items-center rounded-full bg-brand text-brand-ink shadow-xl transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <svg viewBox="0 0 24 24" className="size-8" fill="none" aria-hidden="true" focusable="false">
          <path
            d="M4 11h16v9H4z M3 7h18v4H3z M12 7v13"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
          <path
            d="M12 7C10 3 6.5 3.5 7 5.5 7.4 7 12 7 12 7zm0 0c2-4 5.5-3.5 5-1.5C16.6 7 12 7 12 7z"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
      </button>
    </div>
  );
}
