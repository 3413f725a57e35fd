import { useLingui } from '@lingui/react/macro';
import type { ConfirmSimulatedPaymentBody } from '@queueless/contracts';
import { type FormEvent, memo, useCallback, useRef, useState } from 'react';
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
const asTyped = (value: string) => value;

/**
 * Our own card form for the simulated provider: name, number in groups of 4, MM/YY, CVC and ZIP. Five fields and
 * the contract's zod-free card rules, so the checkout needs neither a form library nor zod (issue 16): problems show
 * after a Pay, then follow the typing in each field, and the first wrong field takes the focus.
 * Each field keeps what is typed in it, so a key draws that field alone, not the form and its Pay button (issue 45,
 * decision 099); the form reads the values from a ref when Pay is tapped.
 */
export function CardForm({ payLabel, isProcessing, isDisabled, beforePay, onPay }: CardFormProps) {
  const { t } = useLingui();
  const values = useRef<CardFormValues>({ ...emptyCard });
  const [errors, setErrors] = useState<CardFormErrors>({});
  const hasTriedToPay = useRef(false);
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});

  // Stable, so a field's key does not draw the others again.
  const change = useCallback((name: CardField, value: string) => {
    values.current = { ...values.current, [name]: value };
    // After a Pay, the field being typed in is checked again as it changes (the others keep what they showed); the
    // form is drawn again only when that field's message changes.
    if (!hasTriedToPay.current) return;
    const problem = cardFormErrors(values.current)[name];
    setErrors((previous) => {
      if (previous[name] === problem) return previous;
      const { [name]: _previous, ...others } = previous;
      return problem ? { ...others, [name]: problem } : others;
    });
  }, []);
  const keepInput = useCallback((name: CardField, element: HTMLInputElement | null) => {
    inputs.current[name] = element;
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isProcessing || isDisabled) return;
    hasTriedToPay.current = true;
    const typed = values.current;
    const problem = beforePay(typed.cardholderName);
    if (problem) {
      if (problem === orderMessages.cardholderNameRequired) {
        setErrors({ ...errors, cardholderName: orderMessages.cardholderNameField });
      }
      return;
    }
    const found = cardFormErrors(typed);
    setErrors(found);
    const firstWrong = fieldOrder.find((name) => found[name]);
    const expiry = parseExpiry(typed.expiry);
    if (firstWrong || !expiry) {
      if (firstWrong) inputs.current[firstWrong]?.focus();
      return;
    }
    await onPay({
      type: 'card',
      cardholderName: typed.cardholderName.trim(),
      cardNumber: typed.cardNumber.replace(/\D/g, ''),
      expMonth: expiry.expMonth,
      expYear: expiry.expYear,
      cvc: typed.cvc.trim(),
      postalCode: typed.postalCode.trim(),
    });
  };

  const field = (name: CardField) => ({
    name,
    error: errors[name],
    disabled: isProcessing,
    onValue: change,
    keepInput,
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1" aria-label={t`Card details`}>
      <CardInput
        {...field('cardholderName')}
        format={asTyped}
        label={t`Cardholder name`}
        autoComplete="cc-name"
        autoCapitalize="words"
      />
      <CardInput
        {...field('cardNumber')}
        format={formatCardNumber}
        label={t`Card number`}
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        isNumeric
      />
      <div className="grid grid-cols-[repeat(auto-fit,minmax(6.5rem,1fr))] gap-3">
        <CardInput
          {...field('expiry')}
          format={formatExpiry}
          label={t`Expiry`}
          autoComplete="cc-exp"
          placeholder={t`MM/YY`}
          maxLength={5}
          isNumeric
          compact
        />
        <CardInput
          {...field('cvc')}
          format={formatCvc}
          label="CVC"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          isNumeric
          compact
        />
        <CardInput
          {...field('postalCode')}
          format={formatZip}
          label={t`ZIP`}
          autoComplete="postal-code"
          // Not a ZIP: a real one there reads as already filled in.
          placeholder={t`5 digits`}
          maxLength={5}
          isNumeric
          compact
        />
      </div>
      <Button type="submit" size="lg" fullWidth isLoading={isProcessing} disabled={isDisabled} className="mt-2">
        {payLabel}
      </Button>
    </form>
  );
}

type CardInputProps = {
  name: CardField;
  /** What the field keeps of what was typed (only what it may hold, formatted: groups of 4, MM/YY, ...). */
  format: (typed: string) => string;
  onValue: (name: CardField, value: string) => void;
  keepInput: (name: CardField, element: HTMLInputElement | null) => void;
  label: string;
  autoComplete: string;
  autoCapitalize?: string;
  placeholder?: string;
  maxLength?: number;
  error: string | undefined;
  disabled: boolean;
  /** Digits: the phone's number pad. */
  isNumeric?: boolean;
  /** A narrow field of the expiry, CVC and ZIP row. */
  compact?: boolean;
};

/** One card field, holding its own value: memoised, so a key in another field leaves it alone. */
const CardInput = memo(function CardInput({
  name,
  format,
  onValue,
  keepInput,
  isNumeric = false,
  compact = false,
  ...inputProps
}: CardInputProps) {
  const [value, setValue] = useState('');
  return (
    <Input
      {...inputProps}
      name={name}
      value={value}
      ref={(element) => keepInput(name, element)}
      onChange={(event) => {
        const next = format(event.target.value);
        setValue(next);
        onValue(name, next);
      }}
      {...(isNumeric && { inputMode: 'numeric' as const })}
      enterKeyHint={name === 'postalCode' ? 'done' : 'next'}
      inputClassName={isNumeric ? (compact ? 'px-3 tabular-nums' : 'tabular-nums') : undefined}
    />
  );
});
