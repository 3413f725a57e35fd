import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { SiteHeader } from '#web/components/layout/site-header';
import { Button, buttonStyles } from '#web/components/ui/button';
import { PageNotFound } from '#web/components/ui/page-not-found';
import { PoweredByFooter } from '#web/components/ui/powered-by-footer';
import { PrizeButton } from '#web/features/contests/components/prize-button';
import { TonightEvent } from '#web/features/contests/components/tonight-event';
import { UpcomingEvents } from '#web/features/contests/components/upcoming-events';
import { useVendorLanding } from '#web/features/contests/use-vendor-landing';
import { orderableLocations } from '#web/features/contests/vendor-landing';
import { AccountLink } from '#web/features/identity/components/account-link';
import type { LocationPageState } from '#web/features/menu/session-flags';
import { paths } from '#web/lib/paths';

const DrawDialog = lazy(() =>
  import('#web/features/contests/components/draw-dialog').then((m) => ({ default: m.DrawDialog })),
);

const toMenuState: LocationPageState = { showAlcoholWarning: true };

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-sm font-bold tracking-widest text-brand uppercase">
      {children}
    </h2>
  );
}

/** /vendor/{vendorId}: the venue's page: order online, tonight's event, upcoming flyers and the prize drawing. */
export function VendorLandingPage() {
  const { t } = useLingui();
  const { vendorId = '' } = useParams();
  const landing = useVendorLanding(vendorId);
  const { vendor, locations, events, tonight, upcoming, hasNoEvents } = landing;
  const [isDrawOpen, setIsDrawOpen] = useState(false);
  if (landing.isVendorMissing) return <PageNotFound />;

  return (
    <div className="flex min-h-dvh flex-col pb-24">
      <title>{vendor.data ? `${vendor.data.name} · Queueless` : 'Queueless'}</title>
      <SiteHeader actions={<AccountLink />} />
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-8 px-4 pt-5">
        <header>
          {vendor.data ? (
            <h1 className="text-3xl font-bold tracking-tight">{vendor.data.name}</h1>
          ) : vendor.isError ? null : (
            <div className="h-9 w-48 animate-pulse rounded-lg bg-line" aria-label={t`Loading venue`} role="img" />
          )}
        </header>

        {landing.hasFailed && (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-2xl border border-danger/40 bg-danger/10 p-4"
          >
            <p>
              <Trans>An unexpected error has occurred. Please try again.</Trans>
            </p>
            <Button variant="secondary" size="sm" onClick={landing.retryFailed} isLoading={landing.isRetrying}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        )}

        <section aria-labelledby="order-online" className="flex flex-col gap-3">
          <div>
            <h2 id="order-online" className="text-2xl font-bold">
              <Trans>Order Online</Trans>
            </h2>
            <p className="text-ink-muted">
              <Trans>Skip the wait • Pick up anytime!</Trans>
            </p>
          </div>
          {locations.isPending ? (
            <div className="h-13 animate-pulse rounded-xl bg-line" aria-hidden="true" />
          ) : locations.isError ? null : (
            orderableLocations(locations.data).map((location) => (
              <div key={location.vendorLocationId} className="flex flex-col gap-1">
                <Link
                  to={paths.location(location.vendorLocationId)}
                  state={toMenuState}
                  className={buttonStyles({ size: 'lg', fullWidth: true })}
                >
                  <Trans>Order from {location.description}</Trans>
                </Link>
                {/* Paused, or the vendor suspended (decision 085): the server says why, the menu says it again. */}
                {location.ordering?.open === false && location.ordering.reason && (
                  <p className="text-center text-sm text-ink-muted">{location.ordering.reason}</p>
                )}
              </div>
            ))
          )}
        </section>

        {events.isPending ? (
          <div className="aspect-[3/4] animate-pulse rounded-2xl bg-line" aria-label={t`Loading events`} role="img" />
        ) : hasNoEvents ? (
          <section className="rounded-2xl border border-dashed border-line p-6 text-center" aria-live="polite">
            <h2 className="text-lg font-semibold">
              <Trans>No events found</Trans>
            </h2>
            <p className="text-ink-muted">
              <Trans>No events found for this vendor.</Trans>
            </p>
          </section>
        ) : events.isError ? null : (
          <>
            {tonight && (
              <section aria-labelledby="tonights-event" className="flex flex-col gap-3">
                <SectionTitle id="tonights-event">{t`Tonight's Event`}</SectionTitle>
                <TonightEvent event={tonight} />
              </section>
            )}
            {upcoming.length > 0 && (
              <section aria-labelledby="upcoming-events" className="flex flex-col gap-3">
                <SectionTitle id="upcoming-events">{t`UPCOMING EVENTS`}</SectionTitle>
                <UpcomingEvents events={upcoming} />
              </section>
            )}
          </>
        )}
      </main>
      <PoweredByFooter />

      {tonight && <PrizeButton onClick={() => setIsDrawOpen(true)} />}
      {tonight && isDrawOpen && (
        <Suspense fallback={null}>
          <DrawDialog open vendorId={vendorId} eventId={tonight.eventId} onClose={() => setIsDrawOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
