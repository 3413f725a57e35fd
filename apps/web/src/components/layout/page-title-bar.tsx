import { memo } from 'react';
import { Link } from 'react-router';
import { focusOnArrival } from '#web/lib/focus-on-arrival';

type PageTitleBarProps = { title: string; backTo: string; backLabel: string };

function BackIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-5" fill="none" aria-hidden="true" focusable="false">
      <path d="M12.5 4.5 7 10l5.5 5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A page's back link and title, the same on every ordering page; memoised, as its strings rarely change (issue 45). */
export const PageTitleBar = memo(function PageTitleBar({ title, backTo, backLabel }: PageTitleBarProps) {
  return (
    <div className="flex items-center gap-2">
      <Link
        to={backTo}
        aria-label={backLabel}
        className="-ml-2 grid size-10 shrink-0 place-items-center rounded-xl text-ink-muted hover:bg-surface-raised hover:text-ink"
      >
        <BackIcon />
      </Link>
      <h1 ref={focusOnArrival} className="text-2xl font-bold tracking-tight">
        {title}
      </h1>
    </div>
  );
});
