import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { TimePicker } from '../../vendor-events/components/time-picker';
import { eventStatusLabels } from '../../vendor-events/event-form';
import {
  checkPicked,
  type GleventFormErrors,
  type GleventFormValues,
  toCreateGleventBody,
  toGleventFieldErrors,
} from '../glevent-form';
import { AddressAutocomplete } from './address-autocomplete';

type GleventFormProps = {
  initialValues: GleventFormValues;
  submitLabel: string;
  isSaving: boolean;
  /** The vendor is known (submit stays off until it is). */
  hasVendor: boolean;
  onSubmit: (values: GleventFormValues) => void;
};

const STATUSES = ['UPCOMING', 'IN_PROGRESS', 'COMPLETED'] as const;

/**
 * The guest-list event form, create and edit. It checks with the contracts' own schema, so the form and the
 * server refuse the same input with the same words; submit stays disabled until an address is picked.
 */
export function GleventForm({ initialValues, submitLabel, isSaving, hasVendor, onSubmit }: GleventFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<GleventFormErrors>({});
  const ids = { description: useId(), status: useId() };

  const set = <K extends keyof GleventFormValues>(field: K, value: GleventFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submitOnce = useSubmitOnce(isSaving);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void submitOnce(async () => {
      const { createGleventBodySchema } = await import('@queueless/contracts');
      const parsed = createGleventBodySchema.safeParse(toCreateGleventBody(values));
      const found = { ...(parsed.success ? {} : toGleventFieldErrors(parsed.error.issues)), ...checkPicked(values) };
      setErrors(found);
      if (Object.keys(found).length > 0) return false;
      onSubmit(values);
      return true;
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-6 flex flex-col gap-2">
      <Input
        label="Event name"
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors.name}
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
        label="Guest list capacity"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={values.guestlistCapacity}
        onChange={(event) => set('guestlistCapacity', event.target.value)}
        error={errors.guestlistCapacity}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.status} className="text-sm font-medium text-ink">
          Status
        </label>
        <select
          id={ids.status}
          value={values.gleventStatus}
          onChange={(event) => set('gleventStatus', event.target.value as GleventFormValues['gleventStatus'])}
          className={cn(
            'h-13 w-full rounded-xl border bg-surface px-4 text-lg text-ink',
            errors.gleventStatus ? 'border-danger' : 'border-line',
          )}
        >
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {eventStatusLabels[status]}
            </option>
          ))}
        </select>
        <p aria-live="polite" className="min-h-5 text-sm text-danger">
          {errors.gleventStatus}
        </p>
      </div>
      <Input
        label="Venue name"
        value={values.venueName}
        onChange={(event) => set('venueName', event.target.value)}
        error={errors.venueName}
        autoComplete="off"
      />
      <AddressAutocomplete
        label="Venue address"
        value={values.address}
        onChange={(address) => set('address', address)}
        error={errors.address}
      />
      <Input
        label="Address line 2 (optional)"
        placeholder="Suite, floor, rooftop"
        value={values.addressLine2}
        onChange={(event) => set('addressLine2', event.target.value)}
        error={errors.addressLine2}
        autoComplete="off"
      />
      <Input
        label="Event link (optional)"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={values.eventLink}
        onChange={(event) => set('eventLink', event.target.value)}
        error={errors.eventLink}
        autoComplete="off"
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.description} className="text-sm font-medium text-ink">
          Description (optional)
        </label>
        <textarea
          id={ids.description}
          rows={4}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          className="w-full rounded-xl border border-line bg-surface px-4 py-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-brand"
        />
        <p aria-live="polite" className="min-h-5 text-sm text-danger">
          {errors.description}
        </p>
      </div>
      <Button type="submit" size="lg" fullWidth isLoading={isSaving} disabled={!values.address || !hasVendor}>
        {submitLabel}
      </Button>
    </form>
  );
}
