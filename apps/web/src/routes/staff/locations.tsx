import { formatPhoneForDisplay } from '../../features/auth/phone-number';
import { useAuth } from '../../features/auth/use-auth';
import { StaffHeader } from '../../features/staff/components/staff-header';

function QrIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-8" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <rect x="8" y="8" width="3" height="3" rx="0.5" fill="currentColor" />
      <rect x="13" y="8" width="3" height="3" rx="0.5" fill="currentColor" />
      <rect x="8" y="13" width="3" height="3" rx="0.5" fill="currentColor" />
      <rect x="13.5" y="13.5" width="2" height="2" fill="currentColor" />
    </svg>
  );
}

/** /staff/locations: staff pick their location by scanning its QR code. */
export function StaffLocationsPage() {
  const { user } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col">
      <title>Select Location · Queueless Staff</title>
      <StaffHeader />
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col px-4 pt-8 pb-10">
        <h1 className="text-3xl font-bold tracking-tight">Select Location</h1>
        <p className="mt-2 text-ink-muted">Scan the QR code posted at your location to start fulfilling orders.</p>

        <div className="mt-8 flex aspect-square w-full flex-col items-center justify-center gap-4 rounded-3xl border border-dashed border-line bg-surface/60 p-8 text-center">
          <span className="grid size-16 place-items-center rounded-2xl bg-brand/15 text-brand">
            <QrIcon />
          </span>
          <p className="font-semibold">Location scanning is on its way</p>
          <p className="text-sm text-ink-muted">
            The camera scanner arrives with the staff fulfilment tools. Your sign-in is ready for it.
          </p>
        </div>

        {user && (
          <p className="mt-6 text-center text-sm text-ink-faint">
            Signed in as <span className="text-ink-muted">{formatPhoneForDisplay(user.phoneNumber)}</span>
          </p>
        )}
      </main>
    </div>
  );
}
