import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import {
  checkTimesPicked,
  type EventFormErrors,
  type EventFormValues,
  eventStatusLabels,
  toEventBody,
  toFieldErrors,
} from '../event-form';
import { TimePicker } from './time-picker';

export type EventBody = ReturnType<typeof toEventBody>;

type EventFormProps = {
  initialValues: EventFormValues;
  submitLabel: string;
  isSaving: boolean;
  onSubmit: (body: EventBody) => void;
};

const STATUSES = ['UPCOMING', 'IN_PROGRESS', 'COMPLETED'] as const;

/**
 * The vendor event form. It checks with the contracts' own schema (loaded on submit), so the form and the server
 * refuse the same input with the same words.
 */
export function EventForm({ initialValues, submitLabel, isSaving, onSubmit }: EventFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<EventFormErrors>({});
  const ids = { description: useId(), status: useId() };

  const set = <K extends keyof EventFormValues>(field: K, value: EventFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submitOnce = useSubmitOnce(isSaving);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void submitOnce(async () => {
      const body = toEventBody(values);
      const { createEventBodySchema } = await import('@queueless/contracts');
      const parsed = createEventBodySchema.safeParse(body);
      const found = { ...(parsed.success ? {} : toFieldErrors(parsed.error.issues)), ...checkTimesPicked(values) };
      setErrors(found);
      if (Object.keys(found).length > 0) return false;
      onSubmit(body);
      return true;
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-6 flex flex-col gap-2">
      <Input
        label="Event name"
        value={values.eventName}
        onChange={(event) => set('eventName', event.target.value)}
        error={errors.eventName}
        autoComplete="off"
      />
      <TimePicker
        label="Start time"
        value={values.startTime}
        onChange={(value) => set('startTime', value)}
        error={errors.startTime}
      />
      <TimePicker
        label="End time"
        value={values.endTime}
        onChange={(value) => set('endTime', value)}
        error={errors.endTime}
      />
      <Input
        label="Ticketing link"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={values.ticketingLink}
        onChange={(event) => set('ticketingLink', event.target.value)}
        error={errors.ticketingLink}
        autoComplete="off"
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.description} className="text-sm font-medium text-ink">
          Description
        </label>
        <textarea
          id={ids.description}
          rows={5}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          aria-describedby={`${ids.description}-hint`}
          className="w-full rounded-xl border border-line bg-surface px-4 py-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-brand"
        />
        <p id={`${ids.description}-hint`} className="text-sm text-ink-muted">
          Plain text, or simple HTML: paragraphs, bold, italics, lists and links.
        </p>
        <p aria-live="polite" className="min-h-5 text-sm text-danger">
          {errors.description}
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.status} className="text-sm font-medium text-ink">
          Status
        </label>
        <select
          id={ids.status}
          value={values.status}
          onChange={(event) => set('status', event.target.value as EventFormValues['status'])}
          className={cn(
            'h-13 w-full rounded-xl border bg-surface px-4 text-lg text-ink',
            errors.status ? 'border-danger' : 'border-line',
          )}
        >
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {eventStatusLabels[status]}
            </option>
          ))}
        </select>
        <p aria-live="polite" className="min-h-5 text-sm text-danger">
          {errors.status}
        </p>
      </div>
      <Button type="submit" size="lg" fullWidth isLoading={isSaving}>
        {submitLabel}
      </Button>
    </form>
  );
}
