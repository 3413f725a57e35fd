import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import { EventStatusSelect } from '#web/features/events/components/event-status-select';
import { EventTimePickers } from '#web/features/events/components/time-picker';
import {
  checkPicked,
  type GleventFormValues,
  toCreateGleventBody,
  toGleventFieldErrors,
} from '#web/features/guestlists/glevent-form';
import { useCheckedForm } from '#web/lib/use-checked-form';
import { AddressAutocomplete } from './address-autocomplete';

type GleventFormProps = {
  initialValues: GleventFormValues;
  /** The venue's time zone: the times are picked on its clock. */
  timeZone: string;
  submitLabel: string;
  isSaving: boolean;
  /** The vendor is known (submit stays off until it is). */
  hasVendor: boolean;
  onSubmit: (values: GleventFormValues) => void;
};

/** What is wrong with the values: the contracts' own schema (loaded on submit), then times and address not picked. */
async function checkGlevent(values: GleventFormValues, timeZone: string) {
  const { createGleventBodySchema } = await import('@queueless/contracts');
  const parsed = createGleventBodySchema.safeParse(toCreateGleventBody(values, timeZone));
  return { ...(parsed.success ? {} : toGleventFieldErrors(parsed.error.issues)), ...checkPicked(values) };
}

/**
 * The guest-list event form, create and edit: it refuses the same input as the server, with the same words;
 * submit stays disabled until an address is picked.
 */
export function GleventForm({ initialValues, timeZone, submitLabel, isSaving, hasVendor, onSubmit }: GleventFormProps) {
  const { t } = useLingui();
  const { values, errors, set, text, submit } = useCheckedForm({
    initialValues,
    isSaving,
    check: (checked) => checkGlevent(checked, timeZone),
    onValid: onSubmit,
  });

  return (
    <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-2">
      <Input label={t`Event name`} {...text('name')} autoComplete="off" />
      <EventTimePickers
        startTime={values.startTime}
        endTime={values.endTime}
        timeZone={timeZone}
        errors={errors}
        onChange={set}
      />
      <Input
        label={t`Guest list capacity`}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        {...text('guestlistCapacity')}
      />
      <EventStatusSelect
        value={values.gleventStatus}
        onChange={(status) => set('gleventStatus', status)}
        error={errors.gleventStatus}
      />
      <Input label={t`Venue name`} {...text('venueName')} autoComplete="off" />
      <AddressAutocomplete
        label={t`Venue address`}
        value={values.address}
        onChange={(address) => set('address', address)}
        error={errors.address}
      />
      <Input
        label={t`Address line 2 (optional)`}
        placeholder={t`Suite, floor, rooftop`}
        {...text('addressLine2')}
        autoComplete="off"
      />
      <Input
        label={t`Event link (optional)`}
        type="url"
        inputMode="url"
        placeholder="https://"
        {...text('eventLink')}
        autoComplete="off"
      />
      <Textarea label={t`Description (optional)`} rows={4} {...text('description')} />
      <Button
        type="submit"
        size="lg"
        fullWidth
        isLoading={isSaving}
        disabled={!values.address || !hasVendor}
        aria-describedby={values.address ? undefined : 'glevent-form-address-hint'}
      >
        {submitLabel}
      </Button>
      {!values.address && (
        // The spec keeps submit disabled until an address is picked; say why, so nobody is left guessing.
        <p id="glevent-form-address-hint" className="text-center text-sm text-ink-muted">
          <Trans>Pick the venue address from the list to continue.</Trans>
        </p>
      )}
    </form>
  );
}
