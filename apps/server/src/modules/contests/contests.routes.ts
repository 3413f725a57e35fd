import {
  claimRewardResponseSchema,
  contestPathSchema,
  createPrizeBodySchema,
  createRewardTicketBodySchema,
  drawBodySchema,
  drawResultSchema,
  prizeListResponseSchema,
  rewardListResponseSchema,
  rewardPathSchema,
  rewardTicketResponseSchema,
  staffPrizeListResponseSchema,
  staffPrizePathSchema,
  staffPrizeResponseSchema,
  staffPrizesPathSchema,
  ticketListResponseSchema,
  ticketsQuerySchema,
  updatePrizeBodySchema,
  userRewardsQuerySchema,
} from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { requireUser } from '../../plugins/auth.js';

const BASE = '/contest-service/v1';
const bearer = [{ bearerAuth: [] }];

export function registerContestsRoutes(app: AppInstance) {
  const { contests, tokens } = app.services;
  registerPrizeAdminRoutes(app);

  app.get(
    `${BASE}/contests/:id/prizes`,
    {
      schema: {
        tags: ['contests'],
        description: "The prize groups of an event's drawing (the contest id is the vendor event id).",
        params: contestPathSchema,
        response: { 200: prizeListResponseSchema },
      },
    },
    async (request) => ({ prizes: await contests.listPrizes(request.params.id) }),
  );

  app.get(
    `${BASE}/tickets`,
    {
      schema: {
        tags: ['contests'],
        security: bearer,
        description: "The caller's tickets that can still be played (unspent, unexpired).",
        querystring: ticketsQuerySchema,
        response: { 200: ticketListResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      return { tickets: await contests.listTickets(user, request.query.eventId) };
    },
  );

  app.post(
    `${BASE}/reward-tickets`,
    {
      schema: {
        tags: ['contests'],
        security: bearer,
        description: 'The sign-in ticket: one per person per event per day; 201 when made, 200 when already given.',
        body: createRewardTicketBodySchema,
        response: { 200: rewardTicketResponseSchema, 201: rewardTicketResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, tokens);
      const result = await contests.grantTicket(user, request.body.eventId);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  app.post(
    `${BASE}/contests/:id/draw`,
    {
      schema: {
        tags: ['contests'],
        security: bearer,
        description: 'Spends one ticket and draws; 409 NO_TICKETS_LEFT without one.',
        params: contestPathSchema,
        body: drawBodySchema,
        response: { 200: drawResultSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      return contests.draw(user, request.params.id);
    },
  );

  app.post(
    `${BASE}/rewards/:id/claim`,
    {
      schema: {
        tags: ['contests'],
        security: bearer,
        description: "Staff of the event's vendor hand the prize over; `id` is the reward id or its claim code.",
        params: rewardPathSchema,
        response: { 200: claimRewardResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      return { reward: await contests.claimReward(user, request.params.id) };
    },
  );

  app.get(
    `${BASE}/users/rewards`,
    {
      schema: {
        tags: ['contests'],
        security: bearer,
        description: "The caller's won prizes, newest first.",
        querystring: userRewardsQuerySchema,
        response: { 200: rewardListResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      return { rewards: await contests.listUserRewards(user, request.query) };
    },
  );
}

/** Staff: an event's prizes, MANAGER and above of its vendor (decision 047). */
export function registerPrizeAdminRoutes(app: AppInstance) {
  const { prizes, tokens } = app.services;
  const path = `${BASE}/admin/vendors/:vendorId/contests/:eventId/prizes`;

  app.get(
    path,
    {
      schema: {
        tags: ['contests'],
        security: bearer,
        description: "The event's prizes with what has been won of each; MANAGER and above of the vendor.",
        params: staffPrizesPathSchema,
        response: { 200: staffPrizeListResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      return prizes.listPrizes(user, request.params.vendorId, request.params.eventId);
    },
  );

  app.post(
    path,
    {
      schema: {
        tags: ['contests'],
        security: bearer,
        description: 'Adds a prize to the drawing; the odds of the event’s prizes may add up to 1 at most.',
        params: staffPrizesPathSchema,
        body: createPrizeBodySchema,
        response: { 201: staffPrizeResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, tokens);
      const { vendorId, eventId } = request.params;
      return reply.status(201).send({ prize: await prizes.createPrize(user, vendorId, eventId, request.body) });
    },
  );

  app.patch(
    `${path}/:prizeId`,
    {
      schema: {
        tags: ['contests'],
        security: bearer,
        description:
          'Changes a prize’s name, description, odds or stock (never below what has been won); later draws use it.',
        params: staffPrizePathSchema,
        body: updatePrizeBodySchema,
        response: { 200: staffPrizeResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      const { vendorId, eventId, prizeId } = request.params;
      return { prize: await prizes.updatePrize(user, vendorId, eventId, prizeId, request.body) };
    },
  );
}
