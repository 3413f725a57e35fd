import { msg } from '@lingui/core/macro';
import { parseClaimCode } from '@queueless/contracts';
import { z } from 'zod';
import { i18n } from '#web/lib/i18n/runtime';

/** Read when shown (getters), so they are in the language of the moment. */
export const claimMessages = {
  get invalidCode() {
    return i18n._(msg`This is not a prize claim code.`);
  },
  get failed() {
    return i18n._(msg`The prize could not be claimed. Please try again.`);
  },
};

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
