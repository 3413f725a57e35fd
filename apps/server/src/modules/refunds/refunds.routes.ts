import { createPartialRefund, listOrderRefunds, quotePartialRefund, refundOrder } from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { assertSameAsPath } from '../../lib/app-error.js';
import { registerEndpoint } from '../../lib/route.js';
import type { TokenService } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/auth.js';
import type { RefundsService } from './refunds.service.js';

/** What these routes use: their module's services and the platform's (decision 080). */
export type RefundsRoutesServices = { refunds: RefundsService; tokens: TokenService };

export function registerRefundsRoutes(app: AppInstance, { refunds, tokens }: RefundsRoutesServices) {
  // A staff call: the path's user id may be any placeholder; the caller's role at the order's vendor decides.
  registerEndpoint(app, refundOrder, async (request) => {
    const user = await requireUser(request, tokens);
    const { orderId } = request.params;
    assertSameAsPath('orderId', request.body.orderId, orderId);
    return { order: await refunds.refundOrder(user, orderId, request.body.refundReason) };
  });

  // Staff of the order's vendor refund some of its lines (decision 073).
  registerEndpoint(app, createPartialRefund, async (request, reply) => {
    const user = await requireUser(request, tokens);
    const { vendorLocationId, orderId } = request.params;
    return reply.status(201).send(await refunds.refundOrderLines(user, vendorLocationId, orderId, request.body));
  });

  // What refunding some lines would return, by the refund's own rule (decision 077).
  registerEndpoint(app, quotePartialRefund, async (request) => {
    const user = await requireUser(request, tokens);
    const { vendorLocationId, orderId } = request.params;
    return refunds.quoteOrderLines(user, vendorLocationId, orderId, request.body);
  });

  registerEndpoint(app, listOrderRefunds, async (request) => {
    const user = await requireUser(request, tokens);
    const { vendorLocationId, orderId } = request.params;
    return refunds.listOrderRefunds(user, vendorLocationId, orderId);
  });
}
