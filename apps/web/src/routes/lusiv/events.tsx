import { Trans, useLingui } from '@lingui/react/macro';
import { SiteHeader } from '#web/components/layout/site-header';
import { ErrorState } from '#web/components/ui/error-state';
import { PoweredByFooter } from '#web/components/ui/powered-by-footer';
import { Spinner } from '#web/components/ui/spinner';
import { AccountLink } from '#web/features/identity/components/account-link';
import { CityChips } from '#web/features/membership/components/city-chips';
import { EventCard } from '#web/features/membership/components/event-card';
import { groupByMonth } from '#web/features/membership/components/event-format';
import { MembershipBanner } from '#web/features/membership/components/membership-banner';
import { MembershipDialog } from '#web/features/membership/components/membership-dialog';
import { MembershipLoadError } from '#web/features/membership/components/membership-load-error';
import { ReserveSheet } from '#web/features/membership/components/reserve-sheet';
import { useMembershipEventsPage } from '#web/features/membership/use-membership-events-page';

/** /lusiv/events and /membership/events: guest-list events near a city, and booking one with a credit. */
export function MembershipEventsPage() {
  const {
    member,
    city,
    setCity,
    events,
    bookState,
    book,
    onBannerPress,
    isDialogOpen,
    closeDialog,
    reserving,
    closeReserving,
    onReserveAttempted,
  } = useMembershipEventsPage();
  const { t } = useLingui();

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{t`Lusiv events · Queueless`}</title>
      <SiteHeader actions={<AccountLink />} />
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-5 px-4 pt-6 pb-8">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Events near you</Trans>
        </h1>
        {member.isError ? (
          <MembershipLoadError onRetry={member.retry} isRetrying={member.isRetrying} />
        ) : (
          <MembershipBanner
            state={member.banner}
            credits={member.isMember ? member.credits : null}
            onPress={onBannerPress}
          />
        )}
        <CityChips selected={city} onSelect={setCity} />
        <section id="events" aria-label={t`Events`} className="flex flex-col gap-5">
          {city === null ? (
            <p className="py-10 text-center text-ink-muted">
              <Trans>Select a city to see available events</Trans>
            </p>
          ) : events.isPending ? (
            <div className="flex justify-center py-10">
              <Spinner />
              <span className="ml-3 text-ink-muted">
                <Trans>Loading events...</Trans>
              </span>
            </div>
          ) : events.isError ? (
            <ErrorState
              title={t`Unable to load events`}
              message={t`Please try again.`}
              onRetry={() => void events.refetch()}
              isRetrying={events.isFetching}
            />
          ) : events.data.glevents.length === 0 ? (
            <p className="py-10 text-center text-ink-muted">
              <Trans>No events found in this area</Trans>
            </p>
          ) : (
            groupByMonth(events.data.glevents).map((group) => (
              <div key={group.heading} className="flex flex-col gap-3">
                <h2 className="text-sm font-semibold tracking-widest text-ink-muted uppercase">{group.heading}</h2>
                {group.events.map((event) => (
                  <EventCard
                    key={event.gleventId}
                    event={event}
                    bookState={bookState}
                    booking={member.booking?.gleventId === event.gleventId ? member.booking.status : null}
                    onBook={book}
                  />
                ))}
              </div>
            ))
          )}
        </section>
      </main>
      <PoweredByFooter />
      <MembershipDialog open={isDialogOpen} onClose={closeDialog} />
      <ReserveSheet event={reserving} onClose={closeReserving} onAttempted={onReserveAttempted} />
    </div>
  );
}
