import {
  claimRewardResponseSchema,
  contestPathSchema,
  createRewardTicketBodySchema,
  drawBodySchema,
  drawResultSchema,
  prizeListResponseSchema,
  rewardListResponseSchema,
  rewardPathSchema,
  rewardTicketResponseSchema,
  ticketListResponseSchema,
  ticketsQuerySchema,
  userRewardsQuerySchema,
} from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { requireUser } from '../../plugins/auth.js';

const BASE = '/contest-service/v1';
const bearer = [{ bearerAuth: [] }];

export function registerContestsRoutes(app: AppInstance) {
  const { contests, tokens } = app.services;

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
