import { zodResolver } from '@hookform/resolvers/zod';
import type { verifySignInBodySchema } from '@queueless/contracts';
import { z } from 'zod';
import { i18n } from '#web/lib/i18n/runtime';
import { toE164 } from './phone-number';
import { signInMessages } from './sign-in-messages';

type PhoneValidator = (e164: string) => boolean;
let validator: Promise<PhoneValidator> | null = null;

/** Loads libphonenumber on demand (call early to warm it up). If it cannot load, the server has the last word. */
export function loadPhoneValidator(): Promise<PhoneValidator> {
  validator ??= import('./phone-validation')
    .then((module) => module.isValidMobileNumber)
    .catch(() => {
      validator = null;
      return () => true;
    });
  return validator;
}

export const phoneFormSchema = z.object({
  phone: z.string().refine(
    async (value) => {
      const e164 = toE164(value);
      return e164 !== null && (await loadPhoneValidator())(e164);
    },
    // A function, so the message is in the language active when the form is checked.
    { error: () => i18n._(signInMessages.invalidPhone) },
  ),
});
export type PhoneForm = z.infer<typeof phoneFormSchema>;

/**
 * The contract's rule (verifySignInBodySchema: exactly 6 digits) with its words in the active language: a schema's own
 * message string would win over any translation, so the rule is restated here with the same English words.
 */
export const codeFormSchema = z.object({
  code: z.string().regex(/^\d{6}$/, { error: () => i18n._(signInMessages.invalidCodeFormat) }),
}) satisfies z.ZodType<Pick<z.infer<typeof verifySignInBodySchema>, 'code'>>;
export type CodeForm = z.infer<typeof codeFormSchema>;

// Loaded on demand by the sign-in steps (see lazyResolver): zod and the contracts stay out of the first paint.
export const phoneResolver = zodResolver(phoneFormSchema);
export const codeResolver = zodResolver(codeFormSchema);
