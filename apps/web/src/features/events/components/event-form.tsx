import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '#web/components/ui/button';
import { EventHtml } from '#web/components/ui/event-html';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import { checkTimesPicked, type EventFormValues, toEventBody, toFieldErrors } from '#web/features/events/event-form';
import { useCheckedForm } from '#web/lib/use-checked-form';
import { EventStatusSelect } from './event-status-select';
import { EventTimePickers } from './time-picker';

export type EventBody = ReturnType<typeof toEventBody>;

type EventFormProps = {
  initialValues: EventFormValues;
  /** The venue's time zone: the times are picked on its clock. */
  timeZone: string;
  submitLabel: string;
  isSaving: boolean;
  onSubmit: (body: EventBody) => void;
  /** Editing a saved event: its description as stored (sanitised) and as customers see it. */
  savedDescriptionHtml?: string | null;
};

/** What is wrong with the values: the contracts' own schema (loaded on submit), then half-picked times. */
async function checkEvent(values: EventFormValues, timeZone: string) {
  const { createEventBodySchema } = await import('@queueless/contracts');
  const parsed = createEventBodySchema.safeParse(toEventBody(values, timeZone));
  return { ...(parsed.success ? {} : toFieldErrors(parsed.error.issues)), ...checkTimesPicked(values) };
}

/** The vendor event form: it refuses the same input as the server, with the same words. */
export function EventForm({
  initialValues,
  timeZone,
  submitLabel,
  isSaving,
  onSubmit,
  savedDescriptionHtml,
}: EventFormProps) {
  const { t } = useLingui();
  const { values, errors, set, text, submit } = useCheckedForm({
    initialValues,
    isSaving,
    check: (checked) => checkEvent(checked, timeZone),
    onValid: (valid) => onSubmit(toEventBody(valid, timeZone)),
  });

  return (
    <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-2">
      <Input label={t`Event name`} {...text('eventName')} autoComplete="off" />
      {/* The Spanish texts' fields are labelled in Spanish, as their words are (decision 096). */}
      <div lang="es">
        <Input label="Nombre del evento · Español" {...text('spanishEventName')} autoComplete="off" />
      </div>
      <EventTimePickers
        startTime={values.startTime}
        endTime={values.endTime}
        timeZone={timeZone}
        errors={errors}
        onChange={set}
      />
      <Input
        label={t`Ticketing link`}
        type="url"
        inputMode="url"
        placeholder="https://"
        {...text('ticketingLink')}
        autoComplete="off"
      />
      <Textarea
        label={t`Description`}
        rows={5}
        {...text('description')}
        hint={t`Plain text, or simple HTML: paragraphs, bold, italics, lists and links.`}
      />
      <div lang="es">
        <Textarea label="Descripción · Español" rows={3} {...text('spanishDescription')} />
      </div>
      {savedDescriptionHtml && (
        <section aria-label={t`Saved description`} className="mb-4 rounded-xl border border-line bg-surface p-3">
          <h3 className="text-sm font-semibold">
            <Trans>As customers see it (saved)</Trans>
          </h3>
          <EventHtml html={savedDescriptionHtml} className="mt-1 text-sm" />
        </section>
      )}
      <EventStatusSelect value={values.status} onChange={(status) => set('status', status)} error={errors.status} />
      <Button type="submit" size="lg" fullWidth isLoading={isSaving}>
        {submitLabel}
      </Button>
    </form>
  );
}
