import type { ReactNode } from 'react';
import { BrandMark } from '../ui/brand-mark';

type SiteHeaderProps = {
  /** Where the logo leads (home, or the staff area's start). */
  homeTo?: string;
  /** A small label beside the logo, such as "Staff". */
  badge?: string;
  /** Right-hand side: an account link, a sign-out button. */
  actions?: ReactNode;
};

export function SiteHeader({ homeTo, badge, actions }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-line/60 bg-canvas/85 pt-[env(safe-area-inset-top)] backdrop-blur">
      <div className="mx-auto flex h-14 max-w-2xl items-center justify-between gap-3 px-4">
        <div className="flex items-center gap-2">
          <BrandMark to={homeTo} />
          {badge && (
            <span className="rounded-md bg-brand/15 px-1.5 py-0.5 text-xs font-semibold tracking-wide text-brand uppercase">
              {badge}
            </span>
          )}
        </div>
        {actions && <div className="flex items-center gap-2">{actions}</div>}
      </div>
    </header>
  );
}
