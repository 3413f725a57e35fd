import type { EventStatus } from '@queueless/contracts';
import { useId } from 'react';
import { eventStatusLabels } from '#web/features/events/event-form';
import { cn } from '#web/lib/cn';

const STATUSES = ['UPCOMING', 'IN_PROGRESS', 'COMPLETED'] as const satisfies readonly EventStatus[];

type EventStatusSelectProps = {
  value: EventStatus | '';
  onChange: (status: EventStatus) => void;
  error?: string;
};

/** An event's status (Upcoming, In progress, Completed): the vendor event form's and the guest-list event form's. */
export function EventStatusSelect({ value, onChange, error }: EventStatusSelectProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Status
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as EventStatus)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        className={cn(
          'h-13 w-full rounded-xl border bg-surface px-4 text-lg text-ink',
          error ? 'border-danger' : 'border-line',
        )}
      >
        {STATUSES.map((status) => (
          <option key={status} value={status}>
            {eventStatusLabels[status]}
          </option>
        ))}
      </select>
      <p id={`${id}-error`} aria-live="polite" className="min-h-5 text-sm text-danger">
        {error}
      </p>
    </div>
  );
}
