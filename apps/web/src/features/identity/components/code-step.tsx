import { Trans, useLingui } from '@lingui/react/macro';
import type { ChangeEvent, ClipboardEvent } from 'react';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { formatPhoneForDisplay } from '#web/features/identity/phone-number';
import type { CodeForm } from '#web/features/identity/sign-in-schemas';
import { acceptPastedCode, isCompleteCode, sanitizeTypedCode } from '#web/features/identity/verification-code';
import { CODE_LENGTH } from '#web/lib/constants';
import { lazyResolver } from '#web/lib/lazy-resolver';
import { useStepField } from './use-step-field';

type CodeStepProps = {
  phoneNumber: string;
  secondsLeft: number;
  isResending: boolean;
  /** Signed in: the field stays disabled while the app moves on. */
  isDone: boolean;
  /** Each resolves with an error message to show, or null. */
  onVerify: (code: string) => Promise<string | null>;
  onResend: () => Promise<string | null>;
  onBack: () => void;
};

const codeForm = lazyResolver<CodeForm>(
  async () => (await import('#web/features/identity/sign-in-schemas')).codeResolver,
);

function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function CodeStep({ phoneNumber, secondsLeft, isResending, isDone, onVerify, onResend, onBack }: CodeStepProps) {
  const { t } = useLingui();
  const { form, field, inputRef } = useStepField(codeForm, 'code', { code: '' });
  const {
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async ({ code }) => {
    const error = await onVerify(code);
    if (!error) return;
    setError('code', { message: error });
    // Leave the wrong code selected, so typing replaces it.
    requestAnimationFrame(() => inputRef.current?.select());
  });

  // Six digits submit on their own: typed, pasted or filled in by the phone from the SMS.
  const applyCode = (code: string) => {
    setValue('code', code);
    clearErrors('code');
    if (isCompleteCode(code)) void submit();
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => applyCode(sanitizeTypedCode(event.target.value));

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const code = acceptPastedCode(event.clipboardData.getData('text'));
    if (code !== null) applyCode(code);
  };

  const resend = async () => {
    clearErrors('code');
    const error = await onResend();
    if (error) setError('code', { message: error });
  };

  const isBusy = isSubmitting || isDone;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Input
        {...field}
        onChange={onChange}
        onPaste={onPaste}
        readOnly={isBusy}
        label={t`Verification code`}
        hint={
          <Trans>
            Enter the {CODE_LENGTH}-digit code we texted to{' '}
            <span className="whitespace-nowrap font-medium text-ink">{formatPhoneForDisplay(phoneNumber)}</span>.
          </Trans>
        }
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={CODE_LENGTH}
        placeholder="••••••"
        error={errors.code?.message}
        inputClassName="pl-[calc(1rem+0.5em)] text-center font-mono text-2xl tracking-[0.5em] tabular-nums"
      />
      <Button type="submit" size="lg" fullWidth isLoading={isBusy}>
        <Trans>Verify</Trans>
      </Button>
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={onBack} disabled={isBusy}>
          <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" focusable="false">
            <path d="M12.5 4.5L7 10l5.5 5.5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
          </svg>
          <Trans>Back</Trans>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={resend}
          disabled={secondsLeft > 0 || isBusy}
          isLoading={isResending}
          className="tabular-nums"
        >
          {secondsLeft > 0 ? t`Resend code in ${formatCountdown(secondsLeft)}` : t`Resend code`}
        </Button>
      </div>
    </form>
  );
}
