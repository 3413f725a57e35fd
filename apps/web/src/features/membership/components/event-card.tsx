import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type AvailableGlevent, SPOTS_LEFT_THRESHOLD } from '@queueless/contracts';
import { Button } from '#web/components/ui/button';
import type { ActiveBooking } from '#web/features/membership/active-booking';
import { membershipMessages } from '#web/features/membership/membership-messages';
import { formatEventTime, mapSearchUrl } from './event-format';

export type BookState = 'bookable' | 'not-eligible' | 'join-first';

type EventCardProps = {
  event: AvailableGlevent;
  bookState: BookState;
  /** The member's booking of this event, if it is the one they hold. */
  booking?: ActiveBooking['status'] | null;
  onBook: (event: AvailableGlevent) => void;
};

/** What the booked event's card says in place of Book (ours: the spec marks nothing). */
export const bookingLabels = {
  BOOKED: msg`You’re on the guest list`,
  WAITLISTED: msg`On the waitlist`,
} satisfies Record<ActiveBooking['status'], unknown>;

/**
 * One guest-list event: name, time, venue with a map link, 'N spots left' below 10, and the book button. The event
 * the member has booked says so instead; on the others a member who cannot book sees why as a tooltip.
 */
export function EventCard({ event, bookState, booking = null, onBook }: EventCardProps) {
  const { i18n } = useLingui();
  const tooltipId = `book-tooltip-${event.gleventId}`;
  const isFull = event.availableCount <= 0;
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg font-semibold">{event.name}</h3>
        {event.availableCount < SPOTS_LEFT_THRESHOLD && (
          <span className="shrink-0 rounded-full bg-brand/15 px-2 py-0.5 text-xs font-semibold text-brand">
            {isFull ? (
              <Trans>Waitlist</Trans>
            ) : (
              <Plural value={event.availableCount} one="# spot left" other="# spots left" />
            )}
          </span>
        )}
      </div>
      <p className="text-sm text-ink-muted">{formatEventTime(event.startTime, event.endTime, event.timeZone)}</p>
      <p className="text-sm">
        {event.venueName}
        <br />
        <a
          href={mapSearchUrl(event)}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand underline-offset-2 hover:underline"
        >
          {event.addressLine1}, {event.city}, {event.state} {event.zipCode}
          <span className="sr-only">
            {' '}
            <Trans>(opens a map)</Trans>
          </span>
        </a>
      </p>
      {booking ? (
        <p
          role="status"
          className="rounded-xl border border-brand/40 bg-brand/10 px-4 py-2.5 text-center text-sm font-semibold"
        >
          {i18n._(bookingLabels[booking])}
        </p>
      ) : (
        <div className="group relative">
          <Button
            fullWidth
            variant={bookState === 'bookable' ? 'primary' : 'secondary'}
            disabled={bookState === 'not-eligible'}
            aria-describedby={bookState === 'not-eligible' ? tooltipId : undefined}
            onClick={() => onBook(event)}
          >
            <Trans>Book</Trans>
          </Button>
          {bookState === 'not-eligible' && (
            <p
              id={tooltipId}
              role="tooltip"
              className="sr-only group-hover:not-sr-only group-hover:mt-2 group-hover:block group-hover:text-center group-hover:text-xs group-hover:text-ink-muted"
            >
              {i18n._(membershipMessages.onlyOneActive)}
            </p>
          )}
        </div>
      )}
    </article>
  );
}
