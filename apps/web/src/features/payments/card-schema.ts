import { zodResolver } from '@hookform/resolvers/zod';
// The payments contract alone (with the orders contract it builds on), not every contract: the checkout evaluates
// only the schemas it uses (issue 16).
import { cardMessages, cardPaymentMethodSchema } from '@queueless/contracts/payments';
import { z } from 'zod';
import { isExpiryInPast, parseExpiry } from './card-input';

/**
 * The card form: the contract's own rules and words for each field (so the browser and the server refuse the same
 * input the same way), with the expiry typed as one "MM/YY" field.
 */
export function createCardFormSchema(now: () => Date = () => new Date()) {
  const { cardholderName, cardNumber, cvc, postalCode } = cardPaymentMethodSchema.shape;
  return z.object({
    cardholderName,
    cardNumber,
    expiry: z
      .string()
      .refine((value) => parseExpiry(value) !== null, cardMessages.expiryInvalid)
      .refine((value) => {
        const parsed = parseExpiry(value);
        return parsed === null || !isExpiryInPast(parsed.expMonth, parsed.expYear, now());
      }, cardMessages.expiryInPast),
    cvc,
    postalCode,
  });
}

export const cardFormSchema = createCardFormSchema();
/** What the fields hold as typed. */
export type CardFormValues = z.input<typeof cardFormSchema>;

// Loaded on demand by the card form (see lazyResolver): zod and the contracts stay out of the checkout's first paint.
export const cardFormResolver = zodResolver(cardFormSchema);
