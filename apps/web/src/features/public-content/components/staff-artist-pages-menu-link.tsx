import type { Role } from '@queueless/contracts';
import { Link } from 'react-router';
import { areaPaths } from '../../../lib/area-paths';

/** The staff location menu's entry for editing the vendor's artist pages (MANAGER and above). */
export function StaffArtistPagesMenuLink({
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
      to={areaPaths.staffArtistPages(vendorLocationId, vendorId)}
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
          strokeLinejoin="round"
        >
          <path d="M9 18V5l12-2v13" />
          <circle cx="6" cy="18" r="3" />
          <circle cx="18" cy="16" r="3" />
        </svg>
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold">Artist Pages</span>{' '}
        <span className="text-sm text-ink-muted">Biographies, Q&A and social links</span>
      </span>
    </Link>
  );
}
