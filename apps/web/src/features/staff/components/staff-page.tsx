import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageTitleBar } from '#web/components/layout/page-title-bar';
import { Spinner } from '#web/components/ui/spinner';
import { bottomBar } from '#web/lib/bar-height';
import { cn } from '#web/lib/cn';
import { focusOnArrival } from '#web/lib/focus-on-arrival';
import { StaffHeader } from './staff-header';

type StaffPageProps = {
  /** The browser tab's title (and the heading unless `heading` is given). */
  title: string;
  /** The visible heading, when it differs from the tab title; null for none (the content has its own). */
  heading?: string | null;
  /** A back link beside the heading. */
  back?: { to: string; label: string };
  /** Shown under the heading. */
  subtitle?: ReactNode;
  /** Right of the heading: a menu, an Add button. */
  actions?: ReactNode;
  /** Pinned to the bottom of the screen (a footer action). */
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
  /** A page that uses a desktop's width (the reporting dashboard): the header lines up with it. */
  isWide?: boolean;
};

const WIDE = 'lg:max-w-5xl';

/** Every signed-in staff page: the staff header, a heading with an optional way back, and the content. */
export function StaffPage(props: StaffPageProps) {
  const { title, heading, back, subtitle, actions, footer, children, className, isWide } = props;
  const { t } = useLingui();
  const shownHeading = heading === undefined ? title : heading;
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{t`${title} · Queueless Staff`}</title>
      <div className="print:hidden">
        <StaffHeader innerClassName={isWide ? WIDE : undefined} />
      </div>
      <main
        className={cn(
          'mx-auto flex w-full max-w-md flex-1 flex-col px-4 pt-5 pb-10',
          footer ? 'pb-28' : undefined,
          isWide && WIDE,
          className,
        )}
      >
        {shownHeading !== null && (
          <div className="print:hidden">
            {/* The actions sit beside the heading while both fit and wrap under it on a phone when they don't, so a
                heading's words are never broken to make room ("Consola del operador" at 390 px). A name typed
                without spaces (an event's, a venue's) still breaks rather than widening the page past the phone. */}
            <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
              <div className="min-w-0 flex-auto wrap-anywhere">
                {back ? (
                  <PageTitleBar title={shownHeading} backTo={back.to} backLabel={back.label} />
                ) : (
                  <h1 ref={focusOnArrival} className="text-2xl font-bold tracking-tight">
                    {shownHeading}
                  </h1>
                )}
              </div>
              {actions && <div className="flex max-w-full flex-wrap items-center gap-2 pt-1">{actions}</div>}
            </div>
            {/* Under the row, so a long subtitle does not push the actions under the heading. */}
            {subtitle && (
              <div className={cn('mt-1 text-sm text-ink-muted wrap-anywhere', back && 'pl-10')}>{subtitle}</div>
            )}
          </div>
        )}
        {children}
      </main>
      {footer && (
        <div
          ref={bottomBar}
          className="fixed inset-x-0 bottom-0 z-30 border-t border-line/60 bg-canvas/90 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur print:hidden"
        >
          {/* The same column as the page above it (max-w-md with its px-4 inside), at any width. */}
          <div className="mx-auto flex max-w-md flex-col gap-2 px-4">{footer}</div>
        </div>
      )}
    </div>
  );
}

/** A staff list or form while it loads. */
export function StaffLoading({ label }: { label: string }) {
  return (
    <div className="grid place-items-center py-16 text-ink-muted">
      <Spinner label={label} className="size-7" />
    </div>
  );
}
