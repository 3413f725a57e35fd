import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn';
import { PRODUCT_NAME } from '#web/lib/constants';
import { paths } from '#web/lib/paths';

export function LogoIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-7', className)} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1d1d26" />
      <rect x="6" y="6" width="8" height="8" rx="2" fill="#fbbf24" />
      <rect x="18" y="6" width="8" height="8" rx="2" fill="#fbbf24" />
      <rect x="6" y="18" width="8" height="8" rx="2" fill="#fbbf24" />
      <rect x="19" y="19" width="3" height="3" fill="#fbbf24" />
      <rect x="23" y="23" width="3" height="3" fill="#fbbf24" />
    </svg>
  );
}

/** The logo and word mark, linking home. */
export function BrandMark({ to = paths.home(), label }: { to?: string; label?: string }) {
  const { t } = useLingui();
  return (
    <Link
      to={to}
      className="-m-1 inline-flex items-center gap-2 rounded-lg p-1 text-lg font-bold tracking-tight text-ink"
      aria-label={label ?? t`${PRODUCT_NAME} home`}
    >
      <LogoIcon />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}
