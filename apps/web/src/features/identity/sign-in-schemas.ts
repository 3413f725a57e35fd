import { zodResolver } from '@hookform/resolvers/zod';
import { verifySignInBodySchema } from '@queueless/contracts';
import { z } from 'zod';
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
    { message: signInMessages.invalidPhone },
  ),
});
export type PhoneForm = z.infer<typeof phoneFormSchema>;

/** The contract's own rule and words: exactly 6 digits. */
export const codeFormSchema = z.object({ code: verifySignInBodySchema.shape.code });
export type CodeForm = z.infer<typeof codeFormSchema>;

// Loaded on demand by the sign-in steps (see lazyResolver): zod and the contracts stay out of the first paint.
export const phoneResolver = zodResolver(phoneFormSchema);
export const codeResolver = zodResolver(codeFormSchema);
