import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ErrorState } from '#web/components/ui/error-state';
import { Spinner } from '#web/components/ui/spinner';
import { useVendorArtistPages } from '#web/features/content/api/get-vendor-artist-pages';
import { ArtistPageEditor } from '#web/features/content/components/artist-page-editor';
import { ManagerGate } from '#web/features/staff/components/manager-gate';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { paths } from '#web/lib/paths';
import { staffPaths } from '#web/lib/staff-paths';

function ArtistPages({ vendorId }: { vendorId: string }) {
  const { t } = useLingui();
  const pages = useVendorArtistPages(vendorId);
  if (pages.isPending) {
    return (
      <div className="mt-10 flex justify-center">
        <Spinner label={t`Loading artist pages`} />
      </div>
    );
  }
  if (pages.isError) {
    return (
      <ErrorState
        title={t`Unable to load the artist pages`}
        message={t`Please check your connection and try again.`}
        onRetry={() => void pages.refetch()}
        isRetrying={pages.isFetching}
      />
    );
  }
  if (pages.data.length === 0) {
    return (
      <p className="mt-6 rounded-2xl border border-dashed border-line p-6 text-center text-ink-muted">
        <Trans>
          This vendor has no artist pages yet. Your Queueless operator creates them; then you can edit them here.
        </Trans>
      </p>
    );
  }
  return (
    <div className="mt-5 flex flex-col gap-10">
      {pages.data.map((page) => (
        <section key={page.name} aria-labelledby={`artist-${page.name}`} className="flex flex-col gap-3">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id={`artist-${page.name}`} className="text-xl font-bold">
              {page.content.name}
            </h2>
            <Link
              to={paths.artist(vendorId, page.name)}
              target="_blank"
              rel="noopener"
              className="-my-1.5 -mr-2 px-2 py-1.5 text-sm font-semibold text-brand underline-offset-4 hover:underline"
            >
              <Trans>View page</Trans>
            </Link>
          </div>
          {/* A new version (saved here or by someone else, then reloaded) starts a fresh form. */}
          <ArtistPageEditor key={page.updatedAt} vendorId={vendorId} page={page} onReload={() => pages.refetch()} />
        </section>
      ))}
    </div>
  );
}

/** /staff/location/{vendorLocationId}/{vendorId}/artist-pages: the vendor's artist pages (MANAGER and above). */
export function StaffArtistPagesPage() {
  const { t } = useLingui();
  return (
    <ManagerGate>
      {({ location, vendor }) => (
        <StaffPage
          title={t`Artist Pages`}
          back={{ to: staffPaths.staffLocation(location.vendorLocationId), label: t`Back to location menu` }}
          subtitle={vendor.name}
        >
          <ArtistPages vendorId={vendor.vendorId} />
        </StaffPage>
      )}
    </ManagerGate>
  );
}
