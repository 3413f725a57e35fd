import { z } from 'zod';
import { isoDateTimeSchema, phoneNumberSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';

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

/**
 * The languages the server speaks (decision 097): an account's, for its text messages, and a request's
 * (`Accept-Language`), for its errors.
 */
export const languageSchema = z.enum(['en', 'es']);
export type Language = z.infer<typeof languageSchema>;

export const updateMyLanguageBodySchema = z.object({ language: languageSchema });
export type UpdateMyLanguageBody = z.infer<typeof updateMyLanguageBodySchema>;
export const myLanguageResponseSchema = z.object({ language: languageSchema });
export type MyLanguageResponse = z.infer<typeof myLanguageResponseSchema>;

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

// ---------------------------------------------------------------- endpoints

/** The refresh cookie's path: sent back to the sign-in service's calls only. */
export const REFRESH_COOKIE_PATH = '/auth-service/v1';
/** The refresh cookie's name (HttpOnly: the browser sends it, scripts never read it). */
export const REFRESH_COOKIE_NAME = 'ql_refresh';

export const startSignIn = defineEndpoint({
  method: 'POST',
  path: '/auth-service/v1/passwordless/start',
  errors: ['INVALID_PHONE_NUMBER', 'RESEND_TOO_SOON', 'PROVIDER_FAILED'],
  tags: ['identity'],
  body: startSignInBodySchema,
  response: { 200: startSignInResponseSchema },
});

export const verifySignIn = defineEndpoint({
  method: 'POST',
  path: '/auth-service/v1/passwordless/verify',
  errors: ['INVALID_PHONE_NUMBER', 'INVALID_CODE', 'TOO_MANY_ATTEMPTS'],
  tags: ['identity'],
  body: verifySignInBodySchema,
  response: { 200: verifySignInResponseSchema },
});

/** Reads the refresh cookie, so it takes no body. */
export const refreshAccessToken = defineEndpoint({
  method: 'POST',
  path: '/auth-service/v1/token/refresh',
  tags: ['identity'],
  auth: 'refreshCookie',
  response: { 200: refreshTokenResponseSchema },
});

export const logOut = defineEndpoint({
  method: 'POST',
  path: '/auth-service/v1/logout',
  tags: ['identity'],
  description: "Revokes the refresh cookie's session when one is sent (none is fine) and clears the cookie.",
  response: { 200: logoutResponseSchema },
});

export const updateMyLanguage = defineEndpoint({
  method: 'PUT',
  path: '/auth-service/v1/me/language',
  tags: ['identity'],
  auth: 'bearer',
  description:
    "The language of the caller's text messages (sign-in codes, order ready, receipts, waitlist places), set when " +
    'they switch the app’s language; until then the one their first sign-in code was asked in. Errors: 400 ' +
    'VALIDATION_FAILED when language is not en or es (or the body is not an object with it); 401 UNAUTHENTICATED ' +
    'without a valid token, or when the account is gone; 429 RATE_LIMITED; 503 SERVICE_UNAVAILABLE with Retry-After ' +
    'when the database is away (nothing changed: send it again).',
  body: updateMyLanguageBodySchema,
  response: { 200: myLanguageResponseSchema },
});

/** Development only (console SMS, not production): the codes that would have been texted. */
export const listSmsOutbox = defineEndpoint({
  method: 'GET',
  path: '/dev/sms-outbox',
  errors: ['NOT_FOUND', 'FORBIDDEN'],
  tags: ['development'],
  query: smsOutboxQuerySchema,
  response: { 200: smsOutboxResponseSchema },
});
