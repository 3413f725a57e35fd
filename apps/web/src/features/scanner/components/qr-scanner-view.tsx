import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import type { ScannerState } from '#web/features/scanner/use-qr-scanner';
import { cn } from '#web/lib/cn';

type QrScannerViewProps = {
  videoRef: RefObject<HTMLVideoElement | null>;
  state: ScannerState;
  onStart: () => void;
  /** What to point the camera at, e.g. "the location's QR code". */
  hint: string;
  className?: string;
};

function CameraIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-7" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M4 8.5A1.5 1.5 0 0 1 5.5 7h2l1.2-1.8A1.5 1.5 0 0 1 10 4.5h4a1.5 1.5 0 0 1 1.3.7L16.5 7h2A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12.5" r="3.2" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

const statusText: Record<ScannerState, MessageDescriptor> = {
  idle: msg`Camera off`,
  scanning: msg`Scanning…`,
  processing: msg`Processing…`,
};

/** The camera's square viewfinder with corner marks, and what the scanner is doing. */
export function QrScannerView({ videoRef, state, onStart, hint, className }: QrScannerViewProps) {
  const { t, i18n } = useLingui();
  return (
    <section aria-label={t`QR code scanner`} className={cn('flex flex-col gap-3', className)}>
      <div className="relative aspect-square w-full overflow-hidden rounded-3xl bg-black ring-1 ring-line">
        <video
          ref={videoRef}
          muted
          playsInline
          autoPlay
          aria-label={t`Camera view`}
          className={cn('size-full object-cover transition-opacity', state === 'idle' ? 'opacity-0' : 'opacity-100')}
        />
        {/* Corner marks: where the code goes. */}
        <div aria-hidden="true" className="pointer-events-none absolute inset-[12%]">
          {[
            'left-0 top-0 border-l-4 border-t-4 rounded-tl-2xl',
            'right-0 top-0 border-r-4 border-t-4 rounded-tr-2xl',
            'left-0 bottom-0 border-l-4 border-b-4 rounded-bl-2xl',
            'right-0 bottom-0 border-r-4 border-b-4 rounded-br-2xl',
          ].map((corner) => (
            <span key={corner} className={cn('absolute size-10 border-brand', corner)} />
          ))}
        </div>
        {state === 'idle' && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center">
            <span className="grid size-14 place-items-center rounded-2xl bg-brand/15 text-brand">
              <CameraIcon />
            </span>
            <Button onClick={onStart}>
              <Trans>Start camera</Trans>
            </Button>
          </div>
        )}
        {state === 'processing' && (
          <div className="absolute inset-0 grid place-items-center bg-black/55 text-ink">
            <Spinner className="size-8" />
          </div>
        )}
      </div>
      <p className="flex items-center justify-center gap-2 text-sm text-ink-muted" aria-live="polite">
        <span
          aria-hidden="true"
          className={cn(
            'size-2 rounded-full',
            state === 'scanning' ? 'animate-pulse bg-success' : state === 'processing' ? 'bg-brand' : 'bg-ink-faint',
          )}
        />
        <span data-scanner-state={state}>{i18n._(statusText[state])}</span>
        {state === 'scanning' && <span className="text-ink-faint">· {hint}</span>}
      </p>
    </section>
  );
}
