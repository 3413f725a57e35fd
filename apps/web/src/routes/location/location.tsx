import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { SiteHeader } from '../../components/layout/site-header';
import { ErrorState } from '../../components/ui/error-state';
import { PoweredByFooter } from '../../components/ui/powered-by-footer';
import { AccountLink, SignUpPrompt } from '../../features/auth/components/account-link';
import { useVendorLocation } from '../../features/vendor-locations/api/get-vendor-location';
import { useVendor } from '../../features/vendors/api/get-vendor';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';

function isMissingLocation(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** /location/{vendorLocationId}: the purchasing page. For now: which location this is; the menu comes next. */
export function LocationPage() {
  const { vendorLocationId = '' } = useParams();
  const navigate = useNavigate();
  const location = useVendorLocation(vendorLocationId);
  const vendor = useVendor(location.data?.vendorId);

  useEffect(() => {
    if (isMissingLocation(location.error)) void navigate(paths.notFound(), { replace: true });
  }, [location.error, navigate]);

  if (location.isError && !isMissingLocation(location.error)) {
    return (
      <div className="flex min-h-dvh flex-col">
        <SiteHeader actions={<AccountLink />} />
        <main className="flex-1">
          <ErrorState
            title="Unable to load this location"
            message="Please check your connection and try again."
            onRetry={() => void location.refetch()}
            isRetrying={location.isFetching}
          />
        </main>
        <PoweredByFooter />
      </div>
    );
  }

  const description = location.data?.description;
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{description ? `${description} · Queueless` : 'Queueless'}</title>
      <SiteHeader actions={<AccountLink />} />
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 pt-6" aria-busy={location.isPending}>
        <section className="rounded-3xl border border-line bg-gradient-to-b from-surface-raised to-surface p-6">
          <p className="h-5 text-sm font-semibold tracking-wide text-brand uppercase">
            {vendor.data?.name ?? <span className="sr-only">Loading venue</span>}
          </p>
          {description ? (
            <h1 className="mt-1 h-9 truncate text-3xl font-bold tracking-tight">{description}</h1>
          ) : (
            <div className="mt-1 flex h-9 items-center" aria-hidden="true">
              <div className="h-7 w-48 animate-pulse rounded-lg bg-line" />
            </div>
          )}
          <p className="mt-2 text-sm text-ink-faint">
            Location <span className="font-mono text-ink-muted">{vendorLocationId}</span>
          </p>
        </section>

        <section aria-labelledby="menu-heading" className="mt-6">
          <h2 id="menu-heading" className="text-lg font-semibold">
            Menu
          </h2>
          <div className="mt-3 rounded-2xl border border-dashed border-line bg-surface/60 p-6 text-ink-muted">
            Ordering from this location opens soon: the menu, cart and checkout will appear right here.
          </div>
        </section>

        <SignUpPrompt className="mt-6 w-full" />
      </main>
      <PoweredByFooter />
    </div>
  );
}
