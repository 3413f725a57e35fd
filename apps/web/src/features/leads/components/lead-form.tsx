import { Trans, useLingui } from '@lingui/react/macro';
import { LEAD_MESSAGE_MAX, type LeadFields, leadFieldsSchema } from '@queueless/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { useCreateLead } from '#web/features/leads/api/create-lead';
import { leadFieldMessages } from '#web/features/leads/lead-messages';
import { isApiError } from '#web/lib/api-client';
import { cn } from '#web/lib/cn';
import { zodFormResolver } from '#web/lib/forms/zod-form-resolver';
import { serverFieldError } from '#web/lib/server-field-error';

const FIELDS: readonly (keyof LeadFields)[] = ['companyName', 'fullName', 'phone', 'email', 'message'];

function isLeadField(field: string | null): field is keyof LeadFields {
  return FIELDS.includes(field as keyof LeadFields);
}

/**
 * The Book a Demo form (customer.md, section 5): the contract's schema checks it here and on the server; its messages
 * are the form's own, in the person's language (lead-messages.ts).
 */
export function LeadForm({ onSent }: { onSent: (fields: LeadFields) => void }) {
  const { t } = useLingui();
  // One id per opened form: a double tap or a retry after a lost answer is stored once.
  const [submissionId] = useState(() => crypto.randomUUID());
  const [honeypot, setHoneypot] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const createLead = useCreateLead();
  const messageId = useId();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<LeadFields>({
    resolver: zodFormResolver(leadFieldsSchema, leadFieldMessages),
    defaultValues: { companyName: '', fullName: '', phone: '', email: '', message: '' },
  });
  const messageLength = watch('message')?.length ?? 0;

  const submit = handleSubmit(async (fields) => {
    setServerError(null);
    try {
      await createLead.mutateAsync({ ...fields, submissionId, website: honeypot || undefined });
      onSent(fields);
    } catch (error) {
      if (!isApiError(error) || error.status === 0 || error.status >= 500) {
        setServerError(t`We could not send your request. Please try again.`);
        return;
      }
      // A refusal that names a field (a pasted control character, say) is said under that field, in its own words,
      // not as the API's "body.fullName: …".
      const { field, message } = serverFieldError(error);
      if (isLeadField(field)) setError(field, { message });
      else setServerError(message);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1">
      <Input
        label={t`Company name`}
        autoComplete="organization"
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <Input label={t`Full name`} autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
      <Input
        label={t`Phone`}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <Input label={t`Email`} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={messageId} className="text-sm font-medium text-ink">
          <Trans>What are you interested in?</Trans>
        </label>
        <textarea
          id={messageId}
          rows={4}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`${messageId}-error ${messageId}-count`}
          className={cn(
            'w-full rounded-xl border bg-surface px-4 py-3 text-base text-ink placeholder:text-ink-faint',
            'focus-visible:outline-2 focus-visible:outline-offset-0',
            errors.message
              ? 'border-danger focus-visible:outline-danger'
              : 'border-field-line focus-visible:outline-brand',
          )}
          placeholder={t`Your venue, how many bars or stands, when you'd like to start`}
          {...register('message')}
        />
        <div className="flex justify-between gap-3 text-sm">
          <p id={`${messageId}-error`} aria-live="polite" className="min-h-5 text-danger">
            {errors.message?.message}
          </p>
          <p id={`${messageId}-count`} className="shrink-0 text-ink-faint tabular-nums">
            {messageLength}/{LEAD_MESSAGE_MAX}
          </p>
        </div>
      </div>
      {/* A field people never see: bots fill it, and the server then drops the lead. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </label>
      </div>
      {serverError && (
        <p role="alert" className="mb-2 rounded-xl bg-danger/10 px-4 py-3 text-sm text-danger">
          {serverError}
        </p>
      )}
      <Button type="submit" size="lg" fullWidth isLoading={isSubmitting}>
        <Trans>Book a Demo</Trans>
      </Button>
    </form>
  );
}
