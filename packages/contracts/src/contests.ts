import { z } from 'zod';

/** Odds are stored in parts per million; a draw's random value is uniform in [0, ODDS_SCALE). */
export const ODDS_SCALE = 1_000_000;
/** A won prize can be claimed until this long after the event ends. */
export const CLAIM_WINDOW_HOURS = 24;
export const TERMS_NOT_ACCEPTED_MESSAGE = 'Please accept the terms and conditions to proceed.';
export const DRAW_FAILED_MESSAGE = 'Failed to draw prize';

const idSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid id.');

/** A prize group in the drawing dialog. */
export const prizeSchema = z.object({
  prizeId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** How many are left to win. */
  quantityRemaining: z.number().int(),
  /** The chance one draw wins this prize while it has stock, 0 to 1. */
  odds: z.number(),
});
export type Prize = z.infer<typeof prizeSchema>;

export const contestPathSchema = z.object({ id: idSchema });
export const prizeListResponseSchema = z.object({ prizes: z.array(prizeSchema) });
export type PrizeListResponse = z.infer<typeof prizeListResponseSchema>;

export const ticketSourceTypeSchema = z.enum(['SIGNIN']);

/** A reward ticket: one chance in one event's drawing. */
export const ticketSchema = z.object({
  ticketId: z.string(),
  eventId: z.string(),
  sourceType: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketsQuerySchema = z.strictObject({ eventId: idSchema.optional() });
export const ticketListResponseSchema = z.object({ tickets: z.array(ticketSchema) });
export type TicketListResponse = z.infer<typeof ticketListResponseSchema>;

export const createRewardTicketBodySchema = z.strictObject({
  sourceType: ticketSourceTypeSchema,
  eventId: idSchema,
});
export type CreateRewardTicketBody = z.infer<typeof createRewardTicketBodySchema>;
export const rewardTicketResponseSchema = z.object({
  ticket: ticketSchema,
  /** False when today's ticket for this source had already been given. */
  created: z.boolean(),
});
export type RewardTicketResponse = z.infer<typeof rewardTicketResponseSchema>;

export const rewardStatusSchema = z.enum(['PENDING', 'CLAIMED']);
export type RewardStatus = z.infer<typeof rewardStatusSchema>;

/** A won prize. PENDING until staff of the event's vendor claim it with the claim code. */
export const rewardSchema = z.object({
  rewardId: z.string(),
  eventId: z.string(),
  vendorId: z.string(),
  eventName: z.string(),
  prizeName: z.string(),
  prizeDescription: z.string().nullable(),
  prizeImageUrl: z.string().nullable(),
  wonTimestamp: z.string(),
  status: rewardStatusSchema,
  claimCode: z.string(),
  claimExpiration: z.string().nullable(),
  claimedAt: z.string().nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;

export const drawBodySchema = z.strictObject({
  termsAccepted: z.literal(true, { error: TERMS_NOT_ACCEPTED_MESSAGE }),
});
export type DrawBody = z.infer<typeof drawBodySchema>;

export const drawResultSchema = z.object({
  winStatus: z.boolean(),
  rewards: z.array(rewardSchema),
  message: z.string(),
});
export type DrawResult = z.infer<typeof drawResultSchema>;

export const userRewardsQuerySchema = z.strictObject({
  eventId: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export const rewardListResponseSchema = z.object({ rewards: z.array(rewardSchema) });
export type RewardListResponse = z.infer<typeof rewardListResponseSchema>;

/** A claim code as staff type it: letters and digits, any case, spaces and dashes ignored. */
export const CLAIM_CODE_LENGTH = 8;
export function normalizeClaimCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** `{id}` in the claim path: the reward id or its claim code (what staff scan or type). */
export const rewardPathSchema = z.object({
  id: z
    .string()
    .max(64)
    .transform(normalizeClaimCode)
    .pipe(z.string().regex(/^[A-Z0-9]{1,64}$/, 'Enter the claim code shown on the guest’s phone.')),
});
export const claimRewardResponseSchema = z.object({ reward: rewardSchema });
export type ClaimRewardResponse = z.infer<typeof claimRewardResponseSchema>;

/** What a reward's claim QR code holds. */
export const CLAIM_QR_PREFIX = 'QLREWARD:';
export function claimQrText(claimCode: string): string {
  return `${CLAIM_QR_PREFIX}${claimCode}`;
}
/** The claim code in a scanned QR text or a typed code; null when it is neither. */
export function parseClaimCode(text: string): string | null {
  const trimmed = text.trim();
  const raw = trimmed.toUpperCase().startsWith(CLAIM_QR_PREFIX) ? trimmed.slice(CLAIM_QR_PREFIX.length) : trimmed;
  const code = normalizeClaimCode(raw);
  return /^[A-Z0-9]{4,32}$/.test(code) ? code : null;
}
