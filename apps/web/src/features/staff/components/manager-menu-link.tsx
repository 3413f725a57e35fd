import type { Role } from '@queueless/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * An entry of the staff location menu, below its main list, for MANAGER and above: nothing for the STAFF role (the
 * page it opens sends STAFF back, see ManagerGate). `icon` is the inside of a 24×24 stroked outline icon.
 */
export function ManagerMenuLink({
  role,
  to,
  icon,
  label,
  hint,
}: {
  role: Role;
  to: string;
  icon: ReactNode;
  label: string;
  hint: string;
}) {
  if (role === 'STAFF') return null;
  return (
    <Link
      to={to}
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
          {icon}
        </svg>
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold">{label}</span> <span className="text-sm text-ink-muted">{hint}</span>
      </span>
    </Link>
  );
}
