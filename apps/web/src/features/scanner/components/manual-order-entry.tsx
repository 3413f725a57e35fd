import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { manualOrderFormSchema } from '#web/features/scanner/manual-order-form';

type ManualOrderEntryProps = {
  onSubmit: (orderCode: string) => void;
  /** The typed code is being looked up (the ORDER # customers read out): the button waits. */
  isLooking?: boolean;
  /** What the look-up found wrong ('Order Not Found…'), shown under the field until the code is changed. */
  lookupError?: string | null;
  /** The code was changed: the last look-up's answer no longer applies. */
  onEdit?: () => void;
  /** Shown under the button: the orders to choose from when several match. */
  children?: ReactNode;
};

/**
 * For a damaged or unreadable code: the order code typed in, read the same way as a scan, or the 6-character ORDER #
 * the customer reads out from their screen.
 */
export function ManualOrderEntry({
  onSubmit,
  isLooking = false,
  lookupError = null,
  onEdit,
  children,
}: ManualOrderEntryProps) {
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(manualOrderFormSchema),
    defaultValues: { orderCode: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  // Typing clears the message; the code is read again on the next submit.
  const field = register('orderCode', {
    onChange: () => {
      clearErrors('orderCode');
      onEdit?.();
    },
  });

  return (
    <details className="group mt-6 rounded-2xl border border-line bg-surface">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between px-4 font-medium">
        <Trans>Can't scan? Enter the order code or ORDER #</Trans>
        <svg
          viewBox="0 0 20 20"
          className="size-4 text-ink-muted transition-transform group-open:rotate-180"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      <form
        onSubmit={handleSubmit(({ orderCode }) => onSubmit(orderCode))}
        noValidate
        className="flex flex-col gap-2 px-4 pb-4"
      >
        <Input
          {...field}
          label={t`Order code`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          // Short: the field shows it in uppercase monospace, and a longer hint is cut off at phone width.
          placeholder={t`Code under the QR`}
          error={errors.orderCode?.message ?? lookupError}
          inputClassName="font-mono uppercase tracking-wider"
        />
        {/* Opening an in-progress order completes it (the spec's order page): the button says it hands the order over,
            in the spec's words for that, not that it only opens it (decision 082). */}
        <Button type="submit" variant="secondary" fullWidth disabled={isLooking} aria-describedby="manual-order-note">
          {isLooking ? t`Looking up…` : t`Confirm Pickup`}
        </Button>
        <p id="manual-order-note" className="text-sm text-ink-muted">
          <Trans>Opens the order and marks it picked up.</Trans>
        </p>
        {children}
      </form>
    </details>
  );
}
