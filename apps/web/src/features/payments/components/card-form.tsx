import type { ConfirmSimulatedPaymentBody } from '@queueless/contracts';
import { type FormEvent, useEffect } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { orderMessages } from '../../orders/order-messages';
import { formatCardNumber, formatCvc, formatExpiry, formatZip, parseExpiry } from '../card-input';
import type { CardFormValues } from '../card-schema';

export type SimulatedPaymentMethod = ConfirmSimulatedPaymentBody['paymentMethod'];

const cardForm = lazyResolver<CardFormValues>(async () => (await import('../card-schema')).cardFormResolver);

type CardFormProps = {
  payLabel: string;
  isProcessing: boolean;
  /** Locks the form (the order is being updated, say). */
  isDisabled: boolean;
  /** Checkout's own checks (cart, terms, name, age), in the spec's order: the problem shown, or null to go on. */
  beforePay: (cardholderName: string) => string | null;
  onPay: (paymentMethod: SimulatedPaymentMethod) => Promise<void>;
};

const emptyCard: CardFormValues = { cardholderName: '', cardNumber: '', expiry: '', cvc: '', postalCode: '' };

/** Our own card form for the simulated provider: name, number in groups of 4, MM/YY, CVC and ZIP. */
export function CardForm({ payLabel, isProcessing, isDisabled, beforePay, onPay }: CardFormProps) {
  const form = useForm<CardFormValues>({
    resolver: cardForm.resolver,
    defaultValues: emptyCard,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, formState, getValues, setError, handleSubmit } = form;
  useEffect(() => void cardForm.preload().catch(() => undefined), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isProcessing || isDisabled) return;
    const cardholderName = getValues('cardholderName');
    const problem = beforePay(cardholderName);
    if (problem) {
      if (problem === orderMessages.cardholderNameRequired) {
        setError('cardholderName', { message: orderMessages.cardholderNameField });
      }
      return;
    }
    await handleSubmit(async (values) => {
      const expiry = parseExpiry(values.expiry);
      if (!expiry) return;
      await onPay({
        type: 'card',
        cardholderName: values.cardholderName.trim(),
        cardNumber: values.cardNumber.replace(/\D/g, ''),
        expMonth: expiry.expMonth,
        expYear: expiry.expYear,
        cvc: values.cvc,
        postalCode: values.postalCode,
      });
    })();
  };

  const errors = formState.errors;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1" aria-label="Card details">
      <Controller
        control={control}
        name="cardholderName"
        render={({ field }) => (
          <Input
            {...field}
            label="Cardholder name"
            autoComplete="cc-name"
            autoCapitalize="words"
            enterKeyHint="next"
            error={errors.cardholderName?.message}
            disabled={isProcessing}
          />
        )}
      />
      <NumericCardField
        control={control}
        name="cardNumber"
        format={formatCardNumber}
        label="Card number"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        error={errors.cardNumber?.message}
        disabled={isProcessing}
      />
      <div className="grid grid-cols-[1fr_0.8fr_1fr] gap-3">
        <NumericCardField
          control={control}
          name="expiry"
          format={formatExpiry}
          label="Expiry"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          error={errors.expiry?.message}
          disabled={isProcessing}
          compact
        />
        <NumericCardField
          control={control}
          name="cvc"
          format={formatCvc}
          label="CVC"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          error={errors.cvc?.message}
          disabled={isProcessing}
          compact
        />
        <NumericCardField
          control={control}
          name="postalCode"
          format={formatZip}
          label="ZIP"
          autoComplete="postal-code"
          placeholder="90015"
          maxLength={5}
          error={errors.postalCode?.message}
          disabled={isProcessing}
          compact
        />
      </div>
      <Button type="submit" size="lg" fullWidth isLoading={isProcessing} disabled={isDisabled} className="mt-2">
        {payLabel}
      </Button>
    </form>
  );
}

type NumericCardFieldProps = {
  control: Control<CardFormValues>;
  name: 'cardNumber' | 'expiry' | 'cvc' | 'postalCode';
  /** Keeps only what the field may hold, formatted as the person types (groups of 4, MM/YY, ...). */
  format: (value: string) => string;
  label: string;
  autoComplete: string;
  placeholder: string;
  maxLength: number;
  error: string | undefined;
  disabled: boolean;
  /** A narrow field of the expiry, CVC and ZIP row. */
  compact?: boolean;
};

function NumericCardField({ control, name, format, compact = false, ...inputProps }: NumericCardFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Input
          {...field}
          {...inputProps}
          onChange={(event) => field.onChange(format(event.target.value))}
          inputMode="numeric"
          enterKeyHint={name === 'postalCode' ? 'done' : 'next'}
          inputClassName={compact ? 'px-3 tabular-nums' : 'tabular-nums'}
        />
      )}
    />
  );
}
