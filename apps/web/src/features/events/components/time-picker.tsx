import { Trans, useLingui } from '@lingui/react/macro';
import { deviceTimeZone, isSameTimeZone, zoneName } from '@queueless/contracts/venue-time';
import { useId } from 'react';
import { HOUR_OPTIONS, minuteOptions, type Period, type TimeParts } from '#web/features/events/event-time';
import { cn } from '#web/lib/cn';
import { intlTag } from '#web/lib/i18n/language';

type TimePickerProps = {
  label: string;
  value: TimeParts;
  onChange: (value: TimeParts) => void;
  error?: string;
};

const field =
  'h-12 rounded-xl border border-field-line bg-surface px-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-brand';

/** A date and a 12-hour time: hours 1–12, minutes in steps of 5, AM/PM (staff.md section 9). */
export function TimePicker({ label, value, onChange, error }: TimePickerProps) {
  const { t } = useLingui();
  const id = useId();
  const set = (patch: Partial<TimeParts>) => onChange({ ...value, ...patch });
  const isEmpty = !value.date && !value.hour && !value.minute;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={`${id}-error`}>
      <legend className="mb-1.5 flex w-full items-center justify-between text-sm font-medium text-ink">
        {label}
        {!isEmpty && (
          <button
            type="button"
            onClick={() => onChange({ date: '', hour: '', minute: '', period: value.period })}
            // Padded to a thumb-sized target; the negative margins keep the legend's line as it was.
            className="-my-2 -mr-2 px-2 py-2 text-xs font-medium text-ink-muted hover:text-ink"
          >
            <Trans>Clear</Trans>
          </button>
        )}
      </legend>
      <input
        type="date"
        aria-label={t`${label} date`}
        value={value.date}
        onChange={(event) => set({ date: event.target.value })}
        className={cn(field, 'w-full', error && 'border-danger')}
      />
      <div className="grid grid-cols-3 gap-2">
        <select
          aria-label={t`${label} hour`}
          value={value.hour}
          onChange={(event) => set({ hour: event.target.value })}
          className={cn(field, error && 'border-danger')}
        >
          <option value="">{t`Hour`}</option>
          {HOUR_OPTIONS.map((hour) => (
            <option key={hour} value={hour}>
              {hour}
            </option>
          ))}
        </select>
        <select
          aria-label={t`${label} minute`}
          value={value.minute}
          onChange={(event) => set({ minute: event.target.value })}
          className={cn(field, error && 'border-danger')}
        >
          <option value="">{t`Min`}</option>
          {minuteOptions(value.minute).map((minute) => (
            <option key={minute} value={minute}>
              {minute}
            </option>
          ))}
        </select>
        <select
          aria-label={t`${label} AM or PM`}
          value={value.period}
          onChange={(event) => set({ period: event.target.value as Period })}
          className={field}
        >
          <option value="AM">AM</option>
          <option value="PM">PM</option>
        </select>
      </div>
      <p id={`${id}-error`} aria-live="polite" className="min-h-5 text-sm text-danger">
        {error}
      </p>
    </fieldset>
  );
}

type EventTimePickersProps = {
  startTime: TimeParts;
  endTime: TimeParts;
  /** The venue's time zone: the times picked are on its clock. */
  timeZone: string;
  errors: { startTime?: string; endTime?: string };
  onChange: (field: 'startTime' | 'endTime', value: TimeParts) => void;
};

/**
 * An event's start and end time, as both event forms ask for them. They are the venue's times; on a device in
 * another zone (a manager's laptop elsewhere) the form says so.
 */
export function EventTimePickers({ startTime, endTime, timeZone, errors, onChange }: EventTimePickersProps) {
  const { t, i18n } = useLingui();
  const zone = zoneName(timeZone, new Date(), intlTag(i18n.locale));
  return (
    <>
      {!isSameTimeZone(timeZone, deviceTimeZone()) && (
        <p className="mb-2 rounded-xl bg-surface-raised px-3 py-2 text-sm text-ink-muted">
          <Trans>Times are in {zone}, the venue's time zone.</Trans>
        </p>
      )}
      <TimePicker
        label={t`Start time`}
        value={startTime}
        onChange={(value) => onChange('startTime', value)}
        error={errors.startTime}
      />
      <TimePicker
        label={t`End time`}
        value={endTime}
        onChange={(value) => onChange('endTime', value)}
        error={errors.endTime}
      />
    </>
  );
}
