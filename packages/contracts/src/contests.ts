import { z } from 'zod';
import { idSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';

/** Odds are stored in parts per million; a draw's random value is uniform in [0, ODDS_SCALE). */
export const ODDS_SCALE = 1_000_000;
/** A won prize can be claimed until this long after the event ends. */
export const CLAIM_WINDOW_HOURS = 24;
export const TERMS_NOT_ACCEPTED_MESSAGE = 'Please accept the terms and conditions to proceed.';
export const DRAW_FAILED_MESSAGE = 'Failed to draw prize';

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

/** The values as a tuple: the database's enum is made from it (decision 022). */
export const rewardStatusValues = ['PENDING', 'CLAIMED'] as const;
export const rewardStatusSchema = z.enum(rewardStatusValues);
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

/**
 * The spec keeps the terms tick on the client (stored locally) and names no body for the draw, so none is needed: no
 * body, `{}` and `{termsAccepted: true}` all draw. A client that says it has not accepted the terms
 * (`termsAccepted: false`) is refused with the checkout's terms message rather than drawn for.
 */
export const drawBodySchema = z
  .strictObject({
    termsAccepted: z
      .literal(true, { error: TERMS_NOT_ACCEPTED_MESSAGE })
      .optional()
      .describe('Optional (the spec keeps the terms tick on the client). Leave it out or send true; false is refused.'),
  })
  // No body at all reaches the validator as null.
  .nullish();
export type DrawBody = z.input<typeof drawBodySchema>;

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

// ---------------------------------------------------------------- staff: the prizes of an event (decision 047)

/** The most one prize may be stocked with. */
export const PRIZE_STOCK_MAX = 100_000;
export const PRIZE_NAME_MAX = 80;
export const PRIZE_DESCRIPTION_MAX = 500;
export const PRIZE_ODDS_MESSAGE = 'Odds must be between 0 and 1, in steps of 0.000001 (0.0001 %).';

/** A prize as staff manage it: the public fields, what has been won and the stock it was given. */
export const staffPrizeSchema = prizeSchema.extend({
  /** How many have been won (rewards, claimed or not). */
  quantityWon: z.number().int(),
  /** Won plus remaining: the stock staff set. */
  quantityTotal: z.number().int(),
  createdAt: z.string(),
});
export type StaffPrize = z.infer<typeof staffPrizeSchema>;

export const staffPrizesPathSchema = z.object({ vendorId: idSchema, eventId: idSchema });
export const staffPrizePathSchema = staffPrizesPathSchema.extend({ prizeId: idSchema });

export const staffPrizeListResponseSchema = z.object({
  event: z.object({ eventId: z.string(), eventName: z.string(), status: z.string() }),
  prizes: z.array(staffPrizeSchema),
  /** The prizes' odds added up, 0 to 1: what a draw can win at most while every prize has stock. */
  totalOdds: z.number(),
});
export type StaffPrizeListResponse = z.infer<typeof staffPrizeListResponseSchema>;
export const staffPrizeResponseSchema = z.object({ prize: staffPrizeSchema });
export type StaffPrizeResponse = z.infer<typeof staffPrizeResponseSchema>;

const prizeNameSchema = z
  .string({ error: 'Name is required.' })
  .trim()
  .min(1, 'Name is required.')
  .max(PRIZE_NAME_MAX, `Name must be at most ${PRIZE_NAME_MAX} characters.`);
const prizeDescriptionSchema = z
  .string()
  .trim()
  .max(PRIZE_DESCRIPTION_MAX, `Description must be at most ${PRIZE_DESCRIPTION_MAX} characters.`)
  .nullable()
  .transform((value) => value || null);
/** The chance one draw wins the prize, 0 to 1, stored in parts per million: finer steps are refused, not rounded. */
const prizeOddsSchema = z
  .number({ error: PRIZE_ODDS_MESSAGE })
  .min(0, PRIZE_ODDS_MESSAGE)
  .max(1, PRIZE_ODDS_MESSAGE)
  .refine((odds) => Math.abs(odds * ODDS_SCALE - Math.round(odds * ODDS_SCALE)) < 1e-6, PRIZE_ODDS_MESSAGE);
const prizeStockSchema = z
  .number({ error: 'Stock must be a whole number.' })
  .int('Stock must be a whole number.')
  .min(0, 'Stock cannot be negative.')
  .max(PRIZE_STOCK_MAX, `Stock must be at most ${PRIZE_STOCK_MAX}.`);

export const createPrizeBodySchema = z.strictObject({
  name: prizeNameSchema,
  description: prizeDescriptionSchema.optional(),
  odds: prizeOddsSchema,
  /** The stock: how many can be won in all. */
  quantityTotal: prizeStockSchema,
});
export type CreatePrizeBody = z.input<typeof createPrizeBodySchema>;
export type CreatePrizeInput = z.output<typeof createPrizeBodySchema>;

/** Only the fields sent change; at least one. */
export const updatePrizeBodySchema = z
  .strictObject({
    name: prizeNameSchema.optional(),
    description: prizeDescriptionSchema.optional(),
    odds: prizeOddsSchema.optional(),
    /** The new stock; never below what has been won (409 PRIZE_STOCK_BELOW_WON). */
    quantityTotal: prizeStockSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Change at least one field.');
export type UpdatePrizeBody = z.input<typeof updatePrizeBodySchema>;
export type UpdatePrizeInput = z.output<typeof updatePrizeBodySchema>;

// ---------------------------------------------------------------- endpoints

export const listContestPrizes = defineEndpoint({
  method: 'GET',
  path: '/contest-service/v1/contests/:id/prizes',
  tags: ['contests'],
  description: "The prize groups of an event's drawing (the contest id is the vendor event id).",
  params: contestPathSchema,
  response: { 200: prizeListResponseSchema },
});

export const listTickets = defineEndpoint({
  method: 'GET',
  path: '/contest-service/v1/tickets',
  tags: ['contests'],
  auth: 'bearer',
  description: "The caller's tickets that can still be played (unspent, unexpired).",
  query: ticketsQuerySchema,
  response: { 200: ticketListResponseSchema },
});

export const createRewardTicket = defineEndpoint({
  method: 'POST',
  path: '/contest-service/v1/reward-tickets',
  errors: ['CONTEST_CLOSED'],
  tags: ['contests'],
  auth: 'bearer',
  description: 'The sign-in ticket: one per person per event per day; 201 when made, 200 when already given.',
  body: createRewardTicketBodySchema,
  response: { 200: rewardTicketResponseSchema, 201: rewardTicketResponseSchema },
});

export const drawPrize = defineEndpoint({
  method: 'POST',
  path: '/contest-service/v1/contests/:id/draw',
  errors: ['CONTEST_CLOSED', 'NO_TICKETS_LEFT'],
  tags: ['contests'],
  auth: 'bearer',
  description:
    'Spends one ticket and draws; 409 NO_TICKETS_LEFT without one. No body is needed; termsAccepted: false is refused (400).',
  params: contestPathSchema,
  body: drawBodySchema,
  response: { 200: drawResultSchema },
});

export const claimReward = defineEndpoint({
  method: 'POST',
  path: '/contest-service/v1/rewards/:id/claim',
  errors: ['REWARD_ALREADY_CLAIMED', 'REWARD_EXPIRED'],
  tags: ['contests'],
  auth: 'bearer',
  description: "Staff of the event's vendor hand the prize over; `id` is the reward id or its claim code.",
  params: rewardPathSchema,
  response: { 200: claimRewardResponseSchema },
});

export const listUserRewards = defineEndpoint({
  method: 'GET',
  path: '/contest-service/v1/users/rewards',
  tags: ['contests'],
  auth: 'bearer',
  description: "The caller's won prizes, newest first.",
  query: userRewardsQuerySchema,
  response: { 200: rewardListResponseSchema },
});

/** Staff: an event's prizes, MANAGER and above of its vendor (decision 020). */
export const listStaffPrizes = defineEndpoint({
  method: 'GET',
  path: '/contest-service/v1/admin/vendors/:vendorId/contests/:eventId/prizes',
  tags: ['contests'],
  auth: 'bearer',
  description: "The event's prizes with what has been won of each; MANAGER and above of the vendor.",
  params: staffPrizesPathSchema,
  response: { 200: staffPrizeListResponseSchema },
});

export const createPrize = defineEndpoint({
  method: 'POST',
  path: '/contest-service/v1/admin/vendors/:vendorId/contests/:eventId/prizes',
  errors: ['PRIZE_ODDS_OVER_CERTAINTY'],
  tags: ['contests'],
  auth: 'bearer',
  description: 'Adds a prize to the drawing; the odds of the event’s prizes may add up to 1 at most.',
  params: staffPrizesPathSchema,
  body: createPrizeBodySchema,
  response: { 201: staffPrizeResponseSchema },
});

export const updatePrize = defineEndpoint({
  method: 'PATCH',
  path: '/contest-service/v1/admin/vendors/:vendorId/contests/:eventId/prizes/:prizeId',
  errors: ['PRIZE_STOCK_BELOW_WON', 'PRIZE_ODDS_OVER_CERTAINTY'],
  tags: ['contests'],
  auth: 'bearer',
  description:
    'Changes a prize’s name, description, odds or stock (never below what has been won); later draws use it.',
  params: staffPrizePathSchema,
  body: updatePrizeBodySchema,
  response: { 200: staffPrizeResponseSchema },
});
