import { z } from 'zod';
import { isoDateTimeSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';

/** The two plans the spec sells (integer cents, USD). The client's `amount` is checked against these. */
export const MEMBERSHIP_PLANS = [
  {
    durationMonths: 1,
    amountCents: 2000,
    label: '1 Month',
    display: '$20',
    description: 'Billed once. 4 event credits.',
  },
  {
    durationMonths: 3,
    amountCents: 5000,
    label: '3 Months',
    display: '$50',
    description: 'Save $10. 12 event credits over three months.',
  },
] as const;
export type MembershipPlan = (typeof MEMBERSHIP_PLANS)[number];
export type MembershipDuration = MembershipPlan['durationMonths'];

/** Credits granted at join and at each monthly anniversary of an active membership. */
export const CREDITS_PER_MONTH = 4;
/** Unused credits roll over up to this many. */
export const MAX_CREDITS = 12;
/** Members may book events starting up to this many months ahead. */
export const BOOKING_HORIZON_MONTHS = 3;
/** The spec's membership messages, word for word. */
export const membershipMessages = {
  notAuthenticated: 'User not authenticated',
  welcomeTitle: 'Welcome to Lusiv!',
  welcomeBody: 'Your membership has been activated successfully.',
  paymentFailed: 'Payment Failed: Please try again or use a different payment method.',
  walletUnavailable: 'Apple Pay / Google Pay not available on this device/browser.',
  walletInitFailed: 'Failed to initialize payment options. Please try again.',
  paymentRequestFailed: 'Failed to create payment request. Please try again.',
  paymentNotReady: 'Payment system not ready. Please refresh the page and try again.',
  walletTimeout: 'Payment initialization timed out. Please try again.',
  /** The fallback beside a wallet that cannot be used; pressing it counts as a failed payment. */
  contactSupport: 'Contact Support',
  reserveFailed: 'Failed to reserve spot.',
  cancelFailed: 'Failed to cancel reservation. Please try again.',
  reservationsFailed: 'Failed to load reservations',
  onlyOneActive: 'Only 1 active reservation allowed',
} as const;

/** Finds the plan for a duration, or undefined. */
export function findMembershipPlan(durationMonths: number): MembershipPlan | undefined {
  return MEMBERSHIP_PLANS.find((plan) => plan.durationMonths === durationMonths);
}

const durationSchema = z.coerce
  .number()
  .int()
  .refine((months) => findMembershipPlan(months) !== undefined, 'Choose the 1-month or the 3-month plan.');

const centsSchema = z.number().int().min(0).max(10_000_000);

/** POST /membership-service/v1/membership/create-payment-intent */
export const createMembershipPaymentIntentBodySchema = z.strictObject({
  amount: centsSchema,
  currency: z.literal('usd'),
  payment_method_types: z.array(z.literal('card')).min(1).max(1).optional(),
  metadata: z.strictObject({
    duration: durationSchema,
    membership_type: z.string().trim().min(1).max(40).optional(),
  }),
});
export type CreateMembershipPaymentIntentBody = z.input<typeof createMembershipPaymentIntentBodySchema>;

export const createMembershipPaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
});
export type CreateMembershipPaymentIntentResponse = z.infer<typeof createMembershipPaymentIntentResponseSchema>;

const nameSchema = z
  .string()
  .trim()
  .max(100)
  .refine((value) => !value.includes('\u0000'), 'Invalid characters.');

/** POST /membership-service/v1/membership/join */
export const joinMembershipBodySchema = z.strictObject({
  email: z.union([z.email().max(254), z.literal('')]).optional(),
  firstName: nameSchema.optional(),
  lastName: nameSchema.optional(),
  phoneNumber: z.string().trim().max(20).optional(),
  paymentIntentId: z.string().trim().min(1).max(255),
  membershipDuration: durationSchema,
  amount: centsSchema,
});
export type JoinMembershipBody = z.input<typeof joinMembershipBodySchema>;
export type JoinMembershipInput = z.output<typeof joinMembershipBodySchema>;

export const membershipSchema = z.object({
  membershipId: z.string(),
  /** True while now is inside the membership's paid time. */
  isActive: z.boolean(),
  durationMonths: z.number().int(),
  amount: z.number().int(),
  /** Start of the latest paid period. */
  startsAt: isoDateTimeSchema,
  /** End of everything paid for (later joins extend it). */
  endsAt: isoDateTimeSchema,
});
export type Membership = z.infer<typeof membershipSchema>;

export const memberProfileSchema = z.object({
  availableCredits: z.number().int(),
  socialSharing: z.boolean(),
  showInWhosHere: z.boolean(),
  /** When the next monthly credits are due, while the membership lasts; null otherwise. */
  nextCreditsAt: isoDateTimeSchema.nullable(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** GET /membership/me and the answer of join: null membership and profile for a non-member. */
export const membershipMeResponseSchema = z.object({
  membership: membershipSchema.nullable(),
  profile: memberProfileSchema.nullable(),
});
export type MembershipMeResponse = z.infer<typeof membershipMeResponseSchema>;

/**
 * PATCH /membership-service/v1/membership/me/profile: the member's own sharing settings (customer.md section 1:
 * members toggle social sharing and who's-here visibility). One or both; nothing else.
 */
export const updateMemberProfileBodySchema = z
  .strictObject({
    socialSharing: z.boolean({ error: 'socialSharing must be true or false.' }).optional(),
    showInWhosHere: z.boolean({ error: 'showInWhosHere must be true or false.' }).optional(),
  })
  .refine(
    (body) => body.socialSharing !== undefined || body.showInWhosHere !== undefined,
    'Send socialSharing, showInWhosHere or both.',
  );
export type UpdateMemberProfileBody = z.input<typeof updateMemberProfileBodySchema>;
export type UpdateMemberProfileInput = z.output<typeof updateMemberProfileBodySchema>;
export const NOT_A_MEMBER_MESSAGE = 'Only members have these settings: join Lusiv first.';

/** Splits a wallet payer name at the first space: "Ada Lovelace King" → Ada / Lovelace King. */
export function splitWalletName(name: string): { firstName: string; lastName?: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  if (space < 0) return { firstName: trimmed };
  const lastName = trimmed.slice(space + 1).trim();
  return lastName ? { firstName: trimmed.slice(0, space), lastName } : { firstName: trimmed.slice(0, space) };
}

/** A city the events page searches around, with the spec's coordinates. */
export const MEMBERSHIP_CITIES = [
  { name: 'Los Angeles', latitude: 34.0522, longitude: -118.2437, disabled: false },
  { name: 'Anaheim', latitude: 33.8366, longitude: -117.9143, disabled: false },
  { name: 'Las Vegas', latitude: 36.1699, longitude: -115.1398, disabled: true },
] as const;
export const CITY_SEARCH_RADIUS_MILES = 50;
/** 'N spots left' shows when availableCount is below this. */
export const SPOTS_LEFT_THRESHOLD = 10;

// ---------------------------------------------------------------- endpoints

export const createMembershipPaymentIntent = defineEndpoint({
  method: 'POST',
  path: '/membership-service/v1/membership/create-payment-intent',
  errors: ['MEMBERSHIP_PLAN_INVALID', 'PROVIDER_FAILED'],
  tags: ['membership'],
  auth: 'bearer',
  description: 'Starts paying for a plan; the amount must be the plan’s (1 month 2000, 3 months 5000 cents).',
  body: createMembershipPaymentIntentBodySchema,
  response: { 200: createMembershipPaymentIntentResponseSchema },
});

export const joinMembership = defineEndpoint({
  method: 'POST',
  path: '/membership-service/v1/membership/join',
  errors: ['MEMBERSHIP_PLAN_INVALID', 'MEMBERSHIP_PAYMENT_NOT_COMPLETED'],
  tags: ['membership'],
  auth: 'bearer',
  description: 'Activates (or extends) the membership a succeeded payment bought; once per payment.',
  body: joinMembershipBodySchema,
  response: { 200: membershipMeResponseSchema },
});

export const getMyMembership = defineEndpoint({
  method: 'GET',
  path: '/membership-service/v1/membership/me',
  tags: ['membership'],
  auth: 'bearer',
  description: 'The caller’s membership and member profile (availableCredits); both null for a non-member.',
  response: { 200: membershipMeResponseSchema },
});

export const updateMyMemberProfile = defineEndpoint({
  method: 'PATCH',
  path: '/membership-service/v1/membership/me/profile',
  tags: ['membership'],
  auth: 'bearer',
  description:
    'The caller’s own sharing settings (socialSharing, showInWhosHere), one or both; answers as /membership/me. ' +
    'A member (current or lapsed) only; anyone else 403.',
  body: updateMemberProfileBodySchema,
  response: { 200: membershipMeResponseSchema },
});
