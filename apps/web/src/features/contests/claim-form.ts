import { parseClaimCode } from '@queueless/contracts';
import { z } from 'zod';

export const claimMessages = {
  invalidCode: 'This is not a prize claim code.',
  failed: 'The prize could not be claimed. Please try again.',
} as const;

/**
 * The claim code staff type, read by the contract's own rule (`parseClaimCode`, as a scanned code is). A local schema:
 * the contract's claim path (rewardPathSchema) takes any id, in other words, and this form says what staff can act on.
 */
export const claimFormSchema = z.object({
  claimCode: z.string().transform((typed, context) => {
    const code = parseClaimCode(typed);
    if (code) return code;
    context.addIssue({ code: 'custom', message: claimMessages.invalidCode });
    return z.NEVER;
  }),
});
