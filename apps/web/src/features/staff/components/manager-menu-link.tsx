import type { Role } from '@queueless/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** What a feature puts in the staff location menu for MANAGER and above. */
export type ManagerMenuEntry = {
  path: (vendorLocationId: string, vendorId: string) => string;
  /** The inside of a 24×24 stroked outline icon. */
  icon: ReactNode;
  /** Read when the menu renders: a getter over a `msg` descriptor (`i18n._`) keeps it in the active language. */
  label: string;
  hint: string;
};

/**
 * An entry of the staff location menu, below its main list, for MANAGER and above: nothing for the STAFF role (the
 * page it opens sends STAFF back, see ManagerGate).
 */
export function ManagerMenuLink({
  entry,
  vendorLocationId,
  vendorId,
  role,
}: {
  entry: ManagerMenuEntry;
  vendorLocationId: string;
  vendorId: string;
  role: Role;
}) {
  if (role === 'STAFF') return null;
  return (
    <Link
      to={entry.path(vendorLocationId, vendorId)}
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
          {entry.icon}
        </svg>
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold">{entry.label}</span>{' '}
        <span className="text-sm text-ink-muted">{entry.hint}</span>
      </span>
    </Link>
  );
}
