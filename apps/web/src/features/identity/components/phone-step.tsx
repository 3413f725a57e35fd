import { Trans, useLingui } from '@lingui/react/macro';
import type { ChangeEvent } from 'react';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { caretAfterDigits, formatPhoneInput, toE164, toLocalDigits } from '#web/features/identity/phone-number';
import type { PhoneForm } from '#web/features/identity/sign-in-schemas';
import { PHONE_INPUT_MAX_LENGTH } from '#web/lib/constants';
import { lazyResolver } from '#web/lib/lazy-resolver';
import { useStepField } from './use-step-field';

const phoneForm = lazyResolver<PhoneForm>(async () => {
  const schemas = await import('#web/features/identity/sign-in-schemas');
  void schemas.loadPhoneValidator();
  return schemas.phoneResolver;
});

type PhoneStepProps = {
  defaultPhone: string;
  /** Sends the code; resolves with an error message to show, or null once the code is on its way. */
  onSubmit: (e164: string, formatted: string) => Promise<string | null>;
};

export function PhoneStep({ defaultPhone, onSubmit }: PhoneStepProps) {
  const { t } = useLingui();
  const { form, field } = useStepField(phoneForm, 'phone', { phone: defaultPhone });
  const {
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async ({ phone }) => {
    const e164 = toE164(phone);
    if (!e164) return;
    const error = await onSubmit(e164, formatPhoneInput(phone));
    if (error) setError('phone', { message: error }, { shouldFocus: true });
  });

  // Formats as the person types, keeping the caret after the digit they just typed or deleted.
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const caret = input.selectionStart ?? input.value.length;
    const digitsBeforeCaret = toLocalDigits(input.value.slice(0, caret)).length;
    const formatted = formatPhoneInput(input.value);
    if (formatted !== input.value) {
      input.value = formatted;
      const position = caretAfterDigits(formatted, digitsBeforeCaret);
      if (document.activeElement === input) input.setSelectionRange(position, position);
    }
    clearErrors('phone');
    void field.onChange(event);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Input
        {...field}
        onChange={onChange}
        label={t`Phone number`}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={PHONE_INPUT_MAX_LENGTH}
        placeholder="(555) 555-5555"
        hint={t`We'll text you a 6-digit code. Message and data rates may apply.`}
        error={errors.phone?.message}
        inputClassName="tabular-nums tracking-wide"
      />
      <Button type="submit" size="lg" fullWidth isLoading={isSubmitting}>
        <Trans>Send code</Trans>
      </Button>
    </form>
  );
}
