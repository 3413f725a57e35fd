import { memo, type ReactNode } from 'react';
import { BrandMark } from '#web/components/ui/brand-mark';
import { LanguageSwitch } from '#web/components/ui/language-switch';
import { cn } from '#web/lib/cn';

type SiteHeaderProps = {
  /** Where the logo leads (home, or the staff area's start). */
  homeTo?: string;
  /** A small label beside the logo, such as "Staff". */
  badge?: string;
  /** Right-hand side: an account link, a sign-out button. */
  actions?: ReactNode;
  /** The bar's inner width when the page under it is wider than the default (the staff reporting page). */
  innerClassName?: string;
};

/**
 * The page's top bar. Memoised: a page that passes the same `actions` element each time (checkout's account link, a
 * module constant) does not draw its header again when its own state changes, as on Pay (issue 45).
 */
export const SiteHeader = memo(function SiteHeader({ homeTo, badge, actions, innerClassName }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-line/60 bg-canvas/85 pt-[env(safe-area-inset-top)] backdrop-blur">
      <div
        className={cn(
          'mx-auto flex min-h-14 max-w-2xl flex-wrap items-center justify-between gap-3 px-4',
          innerClassName,
        )}
      >
        <div className="flex items-center gap-2">
          <BrandMark to={homeTo} />
          {badge && (
            <span className="rounded-md bg-brand/15 px-1.5 py-0.5 text-xs font-semibold tracking-wide text-brand uppercase">
              {badge}
            </span>
          )}
        </div>
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          {actions}
        </div>
      </div>
    </header>
  );
});
