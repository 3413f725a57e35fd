import { useLingui } from '@lingui/react/macro';
import type { VendorEvent } from '@queueless/contracts';
import { flyerOf, formatEventDate, formatEventTimes } from '#web/features/contests/vendor-landing';

/** The 'UPCOMING EVENTS' grid: each flyer links to its ticketing page when it has one. */
export function UpcomingEvents({ events }: { events: VendorEvent[] }) {
  const { t } = useLingui();
  return (
    <ul className="grid grid-cols-2 gap-3">
      {events.map((event) => {
        const date = event.startTime ? `, ${formatEventDate(event.startTime, event.timeZone)}` : '';
        const label = `${event.eventName}${date}`;
        const flyer = (
          <img
            src={flyerOf(event)}
            alt={t`${label} flyer`}
            className="aspect-[3/4] w-full rounded-xl object-cover"
            width={300}
            height={400}
            loading="lazy"
          />
        );
        return (
          <li key={event.eventId} className="flex min-w-0 flex-col gap-1">
            {event.ticketingLink ? (
              <a href={event.ticketingLink} target="_blank" rel="noopener noreferrer" className="block rounded-xl">
                {flyer}
                <span className="sr-only"> {t`(tickets, opens in a new tab)`}</span>
              </a>
            ) : (
              flyer
            )}
            <p aria-hidden="true" className="text-sm font-semibold">
              {event.eventName}
            </p>
            {event.startTime && (
              <p aria-hidden="true" className="-mt-1 text-xs text-ink-muted">
                {formatEventDate(event.startTime, event.timeZone)} ·{' '}
                {formatEventTimes(event.startTime, null, event.timeZone)}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
