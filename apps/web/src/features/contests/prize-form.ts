import { msg, t } from '@lingui/core/macro';
import {
  type CreatePrizeBody,
  PRIZE_DESCRIPTION_MAX,
  PRIZE_NAME_MAX,
  PRIZE_STOCK_MAX,
  type StaffPrize,
  type UpdatePrizeBody,
} from '@queueless/contracts';
import { z } from 'zod';
import { i18n } from '#web/lib/i18n/runtime';

/** The prize form's fields as typed: odds in percent, stock as a whole number. */
export type PrizeFormValues = { name: string; description: string; oddsPercent: string; quantityTotal: string };

export const emptyPrizeForm: PrizeFormValues = { name: '', description: '', oddsPercent: '', quantityTotal: '' };

/** Read when shown (getters), so they are in the language of the moment. */
export const prizeFormMessages = {
  get odds() {
    return i18n._(msg`Enter the chance as a percentage from 0 to 100, e.g. 12.5 (up to 4 decimals).`);
  },
  get stock() {
    return i18n._(msg`Enter a whole number from 0 to ${PRIZE_STOCK_MAX}.`);
  },
  stockBelowWon: (won: number) => i18n._(msg`Stock cannot be lower than the ${won} already won.`),
};

/** A chance (0 to 1) as the form shows it: percent, at most 4 decimals, no trailing zeros. */
export function oddsToPercent(odds: number): string {
  return String(Number((odds * 100).toFixed(4)));
}

/**
 * The form's rules: the contract's, in words for a person typing (percent, whole numbers), and the stock never
 * below `quantityWon` (the server says the same).
 */
export function prizeFormSchema(quantityWon = 0) {
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, t`Name is required.`)
        .max(PRIZE_NAME_MAX, t`Name must be at most ${PRIZE_NAME_MAX} characters.`),
      description: z
        .string()
        .trim()
        .max(PRIZE_DESCRIPTION_MAX, t`Description must be at most ${PRIZE_DESCRIPTION_MAX} characters.`),
      oddsPercent: z
        .string()
        .trim()
        .regex(/^\d{1,3}(\.\d{1,4})?$/, prizeFormMessages.odds)
        .refine((value) => Number(value) <= 100, prizeFormMessages.odds),
      quantityTotal: z
        .string()
        .trim()
        .regex(/^\d{1,6}$/, prizeFormMessages.stock)
        .refine((value) => Number(value) <= PRIZE_STOCK_MAX, prizeFormMessages.stock)
        .refine((value) => Number(value) >= quantityWon, prizeFormMessages.stockBelowWon(quantityWon)),
    })
    .transform(
      (values): CreatePrizeBody => ({
        name: values.name,
        description: values.description || null,
        odds: Number((Number(values.oddsPercent) / 100).toFixed(6)),
        quantityTotal: Number(values.quantityTotal),
      }),
    );
}

export function prizeFormValuesOf(prize: StaffPrize): PrizeFormValues {
  return {
    name: prize.name,
    description: prize.description ?? '',
    oddsPercent: oddsToPercent(prize.odds),
    quantityTotal: String(prize.quantityTotal),
  };
}

/** Only what changed, so an edit of the name does not resend a stock someone else has since changed. */
export function prizeChanges(prize: StaffPrize, body: CreatePrizeBody): UpdatePrizeBody {
  const changes: UpdatePrizeBody = {};
  if (body.name !== prize.name) changes.name = body.name;
  if ((body.description ?? null) !== prize.description) changes.description = body.description ?? null;
  if (body.odds !== prize.odds) changes.odds = body.odds;
  if (body.quantityTotal !== prize.quantityTotal) changes.quantityTotal = body.quantityTotal;
  return changes;
}
