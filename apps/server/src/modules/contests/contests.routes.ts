import {
  claimReward,
  createPrize,
  createRewardTicket,
  drawPrize,
  listContestPrizes,
  listStaffPrizes,
  listTickets,
  listUserRewards,
  updatePrize,
} from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { registerEndpoint } from '../../lib/route.js';
import { requireUser } from '../../plugins/auth.js';

export function registerContestsRoutes(app: AppInstance) {
  const { contests, tokens } = app.services;
  registerPrizeAdminRoutes(app);

  registerEndpoint(app, listContestPrizes, async (request) => ({
    prizes: await contests.listPrizes(request.params.id),
  }));

  registerEndpoint(app, listTickets, async (request) => {
    const user = await requireUser(request, tokens);
    return { tickets: await contests.listTickets(user, request.query.eventId) };
  });

  registerEndpoint(app, createRewardTicket, async (request, reply) => {
    const user = await requireUser(request, tokens);
    const result = await contests.grantTicket(user, request.body.eventId);
    return reply.status(result.created ? 201 : 200).send(result);
  });

  registerEndpoint(app, drawPrize, async (request) => {
    const user = await requireUser(request, tokens);
    return contests.draw(user, request.params.id);
  });

  registerEndpoint(app, claimReward, async (request) => {
    const user = await requireUser(request, tokens);
    return { reward: await contests.claimReward(user, request.params.id) };
  });

  registerEndpoint(app, listUserRewards, async (request) => {
    const user = await requireUser(request, tokens);
    return { rewards: await contests.listUserRewards(user, request.query) };
  });
}

/** Staff: an event's prizes, MANAGER and above of its vendor (decision 020). */
export function registerPrizeAdminRoutes(app: AppInstance) {
  const { prizes, tokens } = app.services;

  registerEndpoint(app, listStaffPrizes, async (request) => {
    const user = await requireUser(request, tokens);
    return prizes.listPrizes(user, request.params.vendorId, request.params.eventId);
  });

  registerEndpoint(app, createPrize, async (request, reply) => {
    const user = await requireUser(request, tokens);
    const { vendorId, eventId } = request.params;
    return reply.status(201).send({ prize: await prizes.createPrize(user, vendorId, eventId, request.body) });
  });

  registerEndpoint(app, updatePrize, async (request) => {
    const user = await requireUser(request, tokens);
    const { vendorId, eventId, prizeId } = request.params;
    return { prize: await prizes.updatePrize(user, vendorId, eventId, prizeId, request.body) };
  });
}
