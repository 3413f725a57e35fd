import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CreatePrizeBody } from '@queueless/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import { type PrizeFormValues, prizeFormSchema } from '#web/features/contests/prize-form';
import { isApiError } from '#web/lib/api-client';

type PrizeFormProps = {
  /** The form's accessible name and heading, e.g. 'New prize' or 'Edit VIP Upgrade'. */
  title: string;
  initialValues: PrizeFormValues;
  /** What has been won of the prize: the stock may not go below it. */
  quantityWon?: number;
  submitLabel: string;
  /** Saves; a rejection is shown on the field it is about, or above the button. */
  onSave: (body: CreatePrizeBody) => Promise<unknown>;
  onCancel?: () => void;
  /** Clear the fields after a save (the add form). */
  resetOnSave?: boolean;
};

/** Which field a refusal from the server is about. */
function fieldOf(error: unknown): keyof PrizeFormValues | 'root' {
  if (!isApiError(error)) return 'root';
  if (error.code === 'PRIZE_ODDS_OVER_CERTAINTY') return 'oddsPercent';
  if (error.code === 'PRIZE_STOCK_BELOW_WON') return 'quantityTotal';
  const details = Array.isArray(error.details) ? (error.details as { field?: string }[]) : [];
  const field = details.find((detail) => detail.field?.startsWith('body.'))?.field?.slice('body.'.length);
  if (field === 'odds') return 'oddsPercent';
  if (field === 'name' || field === 'description' || field === 'quantityTotal') return field;
  return 'root';
}

/** A prize's name, description, chance (percent) and stock. */
export function PrizeForm({
  title,
  initialValues,
  quantityWon = 0,
  submitLabel,
  onSave,
  onCancel,
  resetOnSave = false,
}: PrizeFormProps) {
  const { t } = useLingui();
  const form = useForm<PrizeFormValues, unknown, CreatePrizeBody>({
    resolver: zodResolver(prizeFormSchema(quantityWon)),
    defaultValues: initialValues,
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      await onSave(body);
      if (resetOnSave) form.reset(initialValues);
    } catch (error) {
      const message = isApiError(error) ? error.message : t`Something went wrong. Please try again.`;
      form.setError(fieldOf(error), { message });
    }
  });
  const headingId = `prize-form-${title.replace(/\W+/g, '-').toLowerCase()}`;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="flex flex-col gap-1 rounded-2xl border border-line bg-surface p-4"
    >
      <h3 id={headingId} className="mb-2 font-semibold">
        {title}
      </h3>
      <Input
        label={t`Name`}
        placeholder={t`VIP Upgrade`}
        maxLength={200}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Textarea
        label={t`Description (optional)`}
        rows={2}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <Input
        label={t`Chance to win per draw (%)`}
        inputMode="decimal"
        placeholder="10"
        hint={t`All prizes of the event together: 100 % at most; 0 takes the prize out of the drawing. A change applies to later draws.`}
        error={errors.oddsPercent?.message}
        {...form.register('oddsPercent')}
      />
      <Input
        label={t`Stock (in all)`}
        inputMode="numeric"
        placeholder="5"
        hint={quantityWon > 0 ? t`${quantityWon} already won; the stock cannot be lower.` : undefined}
        error={errors.quantityTotal?.message}
        {...form.register('quantityTotal')}
      />
      {errors.root?.message && (
        <p role="alert" className="text-sm text-danger">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" isLoading={isSubmitting}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button type="button" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          <Trans>Cancel</Trans>
        </Button>
      )}
    </form>
  );
}
