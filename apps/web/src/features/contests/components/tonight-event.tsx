import { Trans, useLingui } from '@lingui/react/macro';
import type { VendorEvent } from '@queueless/contracts';
import { EventHtml } from '#web/components/ui/event-html';
import { flyerOf, formatEventDate, formatEventTimes } from '#web/features/contests/vendor-landing';

/** 'Tonight's Event': name, date, time, flyer and the event details (HTML the server sanitised). */
export function TonightEvent({ event }: { event: VendorEvent }) {
  const { t } = useLingui();
  return (
    <article className="overflow-hidden rounded-2xl border border-line bg-surface">
      <img
        src={flyerOf(event)}
        alt={t`${event.eventName} flyer`}
        className="aspect-[3/4] w-full object-cover"
        width={600}
        height={800}
      />
      <div className="flex flex-col gap-1 p-4">
        <h3 className="text-xl font-bold">{event.eventName}</h3>
        {event.startTime && (
          <p className="text-ink-muted">
            {formatEventDate(event.startTime, event.timeZone)} ·{' '}
            {formatEventTimes(event.startTime, event.endTime, event.timeZone)}
          </p>
        )}
        {event.description && (
          <section aria-label={t`Event Details`} className="mt-3">
            <h4 className="text-sm font-semibold tracking-wide text-brand uppercase">
              <Trans>Event Details</Trans>
            </h4>
            <EventHtml html={event.description} className="event-html mt-1" />
          </section>
        )}
      </div>
    </article>
  );
}
