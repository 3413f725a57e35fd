import type { Role } from '@queueless/contracts';
import { Link } from 'react-router';
import { areaPaths } from '../../../lib/area-paths';

/** The staff location menu's entry for short links and wristbands (MANAGER and above). */
export function StaffLinksMenuLink({
  vendorLocationId,
  vendorId,
  role,
}: {
  vendorLocationId: string;
  vendorId: string;
  role: Role;
}) {
  if (role === 'STAFF') return null;
  return (
    <Link
      to={areaPaths.staffLinks(vendorLocationId, vendorId)}
      className="mt-2 flex min-h-16 items-center gap-4 rounded-2xl border border-line bg-surface px-5 transition-colors hover:bg-surface-raised"
    >
      <span className="text-brand">
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" />
          <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
        </svg>
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold">Short Links & Wristbands</span>{' '}
        <span className="text-sm text-ink-muted">Poster links and NFC wristbands</span>
      </span>
    </Link>
  );
}
