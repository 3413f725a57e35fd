import { useLingui } from '@lingui/react/macro';
import type { ConfirmSimulatedPaymentBody } from '@queueless/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import {
  type CardField,
  type CardFormErrors,
  type CardFormValues,
  cardFormErrors,
} from '#web/features/payments/card-check';
import { formatCardNumber, formatCvc, formatExpiry, formatZip, parseExpiry } from '#web/features/payments/card-input';
import { orderMessages } from '#web/features/payments/order-messages';

export type SimulatedPaymentMethod = ConfirmSimulatedPaymentBody['paymentMethod'];

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
const fieldOrder: CardField[] = ['cardholderName', 'cardNumber', 'expiry', 'cvc', 'postalCode'];

/**
 * Our own card form for the simulated provider: name, number in groups of 4, MM/YY, CVC and ZIP. Five fields and
 * the contract's zod-free card rules, so the checkout needs neither a form library nor zod (issue 16): problems show
 * after a Pay, then follow the typing in each field, and the first wrong field takes the focus.
 */
export function CardForm({ payLabel, isProcessing, isDisabled, beforePay, onPay }: CardFormProps) {
  const { t } = useLingui();
  const [values, setValues] = useState<CardFormValues>(emptyCard);
  const [errors, setErrors] = useState<CardFormErrors>({});
  const hasTriedToPay = useRef(false);
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});

  const change = (name: CardField, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // After a Pay, the field being typed in is checked again as it changes (the others keep what they showed).
    if (hasTriedToPay.current) {
      const problem = cardFormErrors(next)[name];
      setErrors(({ [name]: _previous, ...others }) => (problem ? { ...others, [name]: problem } : others));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isProcessing || isDisabled) return;
    hasTriedToPay.current = true;
    const problem = beforePay(values.cardholderName);
    if (problem) {
      if (problem === orderMessages.cardholderNameRequired) {
        setErrors({ ...errors, cardholderName: orderMessages.cardholderNameField });
      }
      return;
    }
    const found = cardFormErrors(values);
    setErrors(found);
    const firstWrong = fieldOrder.find((name) => found[name]);
    const expiry = parseExpiry(values.expiry);
    if (firstWrong || !expiry) {
      if (firstWrong) inputs.current[firstWrong]?.focus();
      return;
    }
    await onPay({
      type: 'card',
      cardholderName: values.cardholderName.trim(),
      cardNumber: values.cardNumber.replace(/\D/g, ''),
      expMonth: expiry.expMonth,
      expYear: expiry.expYear,
      cvc: values.cvc.trim(),
      postalCode: values.postalCode.trim(),
    });
  };

  const field = (name: CardField) => ({
    name,
    value: values[name],
    error: errors[name],
    disabled: isProcessing,
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1" aria-label={t`Card details`}>
      <Input
        {...field('cardholderName')}
        onChange={(event) => change('cardholderName', event.target.value)}
        label={t`Cardholder name`}
        autoComplete="cc-name"
        autoCapitalize="words"
        enterKeyHint="next"
      />
      <NumericCardField
        {...field('cardNumber')}
        onValue={(value) => change('cardNumber', formatCardNumber(value))}
        label={t`Card number`}
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
      />
      <div className="grid grid-cols-[repeat(auto-fit,minmax(6.5rem,1fr))] gap-3">
        <NumericCardField
          {...field('expiry')}
          onValue={(value) => change('expiry', formatExpiry(value))}
          label={t`Expiry`}
          autoComplete="cc-exp"
          placeholder={t`MM/YY`}
          maxLength={5}
          compact
        />
        <NumericCardField
          {...field('cvc')}
          onValue={(value) => change('cvc', formatCvc(value))}
          label="CVC"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          compact
        />
        <NumericCardField
          {...field('postalCode')}
          onValue={(value) => change('postalCode', formatZip(value))}
          label={t`ZIP`}
          autoComplete="postal-code"
          // Not a ZIP: a real one there reads as already filled in.
          placeholder={t`5 digits`}
          maxLength={5}
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
  name: CardField;
  value: string;
  /** What was typed; the form keeps only what the field may hold, formatted (groups of 4, MM/YY, ...). */
  onValue: (value: string) => void;
  label: string;
  autoComplete: string;
  placeholder: string;
  maxLength: number;
  error: string | undefined;
  disabled: boolean;
  ref: (element: HTMLInputElement | null) => void;
  /** A narrow field of the expiry, CVC and ZIP row. */
  compact?: boolean;
};

function NumericCardField({ onValue, compact = false, ...inputProps }: NumericCardFieldProps) {
  return (
    <Input
      {...inputProps}
      onChange={(event) => onValue(event.target.value)}
      inputMode="numeric"
      enterKeyHint={inputProps.name === 'postalCode' ? 'done' : 'next'}
      inputClassName={compact ? 'px-3 tabular-nums' : 'tabular-nums'}
    />
  );
}
