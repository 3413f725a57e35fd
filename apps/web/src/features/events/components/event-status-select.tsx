import { useLingui } from '@lingui/react/macro';
import type { EventStatus } from '@queueless/contracts';
import { Select } from '#web/components/ui/select';
import { eventStatusLabels } from '#web/features/events/event-form';

const STATUSES = ['UPCOMING', 'IN_PROGRESS', 'COMPLETED'] as const satisfies readonly EventStatus[];

type EventStatusSelectProps = {
  value: EventStatus | '';
  onChange: (status: EventStatus) => void;
  error?: string;
};

/** An event's status (Upcoming, In progress, Completed): the vendor event form's and the guest-list event form's. */
export function EventStatusSelect({ value, onChange, error }: EventStatusSelectProps) {
  const { t } = useLingui();
  return (
    <Select
      label={t`Status`}
      value={value}
      onChange={(event) => onChange(event.target.value as EventStatus)}
      error={error}
    >
      {STATUSES.map((status) => (
        <option key={status} value={status}>
          {eventStatusLabels[status]}
        </option>
      ))}
    </Select>
  );
}
