import { z } from 'zod';
import { isoDateTimeSchema, phoneNumberSchema } from './common.js';

export const startSignInBodySchema = z.object({ phoneNumber: phoneNumberSchema });
export type StartSignInBody = z.infer<typeof startSignInBodySchema>;

export const startSignInResponseSchema = z.object({
  /** Seconds until another code may be asked for. */
  resendAfter: z.number().int(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
});

export const verifySignInBodySchema = z.object({
  phoneNumber: phoneNumberSchema,
  code: z.string().regex(/^\d{6}$/, 'Please enter a valid 6-digit verification code.'),
});
export type VerifySignInBody = z.infer<typeof verifySignInBodySchema>;

export const sessionUserSchema = z.object({
  userId: z.string(),
  phoneNumber: phoneNumberSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const verifySignInResponseSchema = z.object({
  idToken: z.string(),
  /** Seconds until the id token expires. */
  expiresIn: z.number().int(),
  user: sessionUserSchema,
  /** True when this sign-in created the account. */
  isNewUser: z.boolean(),
});
export type VerifySignInResponse = z.infer<typeof verifySignInResponseSchema>;

export const refreshTokenResponseSchema = verifySignInResponseSchema.omit({ isNewUser: true });
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponseSchema>;

export const logoutResponseSchema = z.object({ ok: z.literal(true) });

export const smsOutboxQuerySchema = z.object({ phoneNumber: phoneNumberSchema.optional() });
export const smsOutboxResponseSchema = z.object({
  messages: z.array(
    z.object({
      to: phoneNumberSchema,
      body: z.string(),
      code: z.string().nullable(),
      sentAt: isoDateTimeSchema,
    }),
  ),
});
export type SmsOutboxResponse = z.infer<typeof smsOutboxResponseSchema>;
