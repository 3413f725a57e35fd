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
import type { TokenService } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/auth.js';
import type { ContestsService } from './contests.service.js';
import type { PrizesService } from './prizes.service.js';

/** What these routes use: their module's services and the platform's (decision 080). */
export type ContestsRoutesServices = { contests: ContestsService; prizes: PrizesService; tokens: TokenService };

export function registerContestsRoutes(app: AppInstance, { contests, prizes, tokens }: ContestsRoutesServices) {
  registerPrizeAdminRoutes(app, { prizes, tokens });

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

/** Staff: an event's prizes, MANAGER and above of its vendor (decision 047). */
export function registerPrizeAdminRoutes(
  app: AppInstance,
  { prizes, tokens }: Pick<ContestsRoutesServices, 'prizes' | 'tokens'>,
) {
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
