import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { Button } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { QrCodeSvg } from '#web/components/ui/qr-code-svg';
import { usePublicLinksConfig } from '#web/features/links/api/get-public-links-config';
import { isLocalOnlyUrl, publicUrlOf } from '#web/features/links/public-url';
import { StaffLocationGate } from '#web/features/staff/components/staff-location-gate';
import { StaffLoading, StaffPage } from '#web/features/staff/components/staff-page';
import { PRODUCT_NAME } from '#web/lib/constants';
import { paths } from '#web/lib/paths';
import { staffPaths } from '#web/lib/staff-paths';

/** Letter or A4, small margins; each sheet on its own page. */
type SheetProps = { url: string; venueName: string; description: string; vendorLocationId: string };

/** The counter poster: customers scan it to order, staff scan it to pick this location. */
function Poster({ url, venueName, description, vendorLocationId }: SheetProps) {
  const { t } = useLingui();
  return (
    <article
      aria-label={t`Poster`}
      className="flex flex-col items-center gap-5 rounded-2xl bg-white px-6 py-10 text-center text-black print:min-h-[250mm] print:justify-center print:rounded-none print:p-0"
    >
      {/* The venue's name first: a customer knows whose menu the code opens (decision 082). */}
      <p className="text-2xl font-bold print:text-4xl">{venueName}</p>
      <p className="text-sm font-semibold tracking-[0.3em] uppercase">{description}</p>
      <h2 className="text-4xl font-black tracking-tight print:text-6xl">
        <Trans>Skip the line</Trans>
      </h2>
      <p className="text-lg print:text-2xl">
        <Trans>Scan to order and pay. Show your QR code at pickup.</Trans>
      </p>
      <QrCodeSvg text={url} label={t`QR code for ${url}`} className="w-full max-w-64 print:max-w-[120mm]" />
      <p className="font-mono text-sm break-all">{url}</p>
      <p className="text-xs text-neutral-600">
        <Trans>
          Powered by {PRODUCT_NAME} · Location {vendorLocationId}
        </Trans>
      </p>
    </article>
  );
}

/** A small card for the staff side of the counter: the same code selects this location in the staff app. */
function StaffCard({ url, description, vendorLocationId }: SheetProps) {
  const { t } = useLingui();
  return (
    <article
      aria-label={t`Staff card`}
      className="flex items-center gap-4 rounded-2xl bg-white p-4 text-black print:mt-0 print:w-[120mm] print:break-before-page print:rounded-none print:border print:border-black"
    >
      <QrCodeSvg text={url} label={t`Staff QR code for ${url}`} className="w-28 shrink-0" />
      <div className="min-w-0 text-left">
        <p className="text-xs font-semibold tracking-widest uppercase">
          <Trans>Staff only</Trans>
        </p>
        <p className="text-lg font-bold leading-tight">{description}</p>
        <p className="font-mono text-sm">{vendorLocationId}</p>
        <p className="mt-1 text-xs text-neutral-600">
          <Trans>Staff app → Select Location → scan this code.</Trans>
        </p>
      </div>
    </article>
  );
}

/** The poster and card of one location, pointing at the configured public address (PUBLIC_BASE_URL). */
function PrintSheets({
  vendorLocationId,
  venueName,
  description,
}: {
  vendorLocationId: string;
  venueName: string;
  description: string;
}) {
  const { t } = useLingui();
  const config = usePublicLinksConfig();
  if (config.isPending) return <StaffLoading label={t`Loading`} />;
  if (config.isError) {
    return (
      <ErrorState
        title={t`Error occurred`}
        message={t`We couldn't read the address to print. Please try again.`}
        onRetry={() => void config.refetch()}
        isRetrying={config.isFetching}
      />
    );
  }
  const url = publicUrlOf(paths.locationShortLink(vendorLocationId), config.data.publicBaseUrl, window.location.origin);
  const sheet = { url, venueName, description, vendorLocationId };
  return (
    <>
      {isLocalOnlyUrl(url) && (
        <p
          role="alert"
          className="mt-5 rounded-xl border border-danger bg-danger/10 p-3 text-sm text-danger print:hidden"
        >
          <Trans>
            These codes open {url}, which only this computer can reach: phones cannot open it. Set PUBLIC_BASE_URL on
            the server to the address customers use, then print.
          </Trans>
        </p>
      )}
      <Button size="lg" fullWidth className="mt-5 print:hidden" onClick={() => window.print()}>
        <Trans>Print</Trans>
      </Button>
      <div className="mt-6 flex flex-col gap-6 print:mt-0 print:gap-0">
        <Poster {...sheet} />
        <StaffCard {...sheet} />
      </div>
    </>
  );
}

/** /staff/location/{vendorLocationId}/print: printable QR codes of the location. */
export function StaffPrintQrCodesPage() {
  const { t } = useLingui();
  const { vendorLocationId = '' } = useParams();
  return (
    <StaffLocationGate vendorLocationId={vendorLocationId}>
      {({ location, vendor }) => (
        <StaffPage
          title={t`Print QR Codes`}
          back={{ to: staffPaths.staffLocation(location.vendorLocationId), label: t`Back to location menu` }}
          subtitle={t`One code does both: customers open the menu, staff select this location.`}
          className="print:max-w-none print:p-0"
        >
          <PrintSheets
            vendorLocationId={location.vendorLocationId}
            venueName={vendor.name}
            description={location.description}
          />
        </StaffPage>
      )}
    </StaffLocationGate>
  );
}
