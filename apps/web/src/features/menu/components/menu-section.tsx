import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatItemCount } from '#web/features/menu/menu';

type MenuSectionProps = { id: string; title: MessageDescriptor; count: number; children: ReactNode };

/** A titled section of the menu ('Alcoholic · 4 items') over a two-column grid. */
export function MenuSectionBlock({ id, title, count, children }: MenuSectionProps) {
  const { i18n } = useLingui();
  const headingId = `section-${id}`;
  return (
    // Sections after the first are drawn when they come near the screen (content-visibility): the menu's first
    // render lays out and paints the first screen, not the whole menu (issue 16).
    <section
      aria-labelledby={headingId}
      className="mt-8 first:mt-6 not-first:[contain-intrinsic-size:auto_40rem] not-first:[content-visibility:auto]"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold tracking-tight">
          {i18n._(title)}
        </h2>
        <p className="text-sm text-ink-muted">{formatItemCount(count)}</p>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3">{children}</div>
    </section>
  );
}

/** The menu while it loads: the same boxes the cards will fill (three rows, past the fold), so nothing moves. */
export function MenuSkeleton() {
  return (
    <div aria-hidden="true" className="mt-6">
      <div className="flex h-7 items-center">
        <div className="h-5 w-28 animate-pulse rounded bg-line" />
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3">
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <div key={index} className="flex flex-col rounded-2xl border border-line bg-surface p-2">
            <div className="aspect-square animate-pulse rounded-xl bg-surface-raised" />
            <div className="mt-2 h-10 px-1 pt-1">
              <div className="h-3.5 w-3/4 animate-pulse rounded bg-line" />
            </div>
            <div className="flex h-6 items-center px-1">
              <div className="h-3.5 w-12 animate-pulse rounded bg-line" />
            </div>
            <div className="mt-2 h-10 animate-pulse rounded-xl bg-surface-raised" />
          </div>
        ))}
      </div>
    </div>
  );
}
