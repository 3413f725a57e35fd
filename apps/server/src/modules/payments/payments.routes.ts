import {
  confirmSimulatedPaymentBodySchema,
  confirmSimulatedPaymentParamsSchema,
  confirmSimulatedPaymentResponseSchema,
  paymentConfigResponseSchema,
  stripeWebhookResponseSchema,
} from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { optionalUser } from '../../plugins/auth.js';

const BASE = '/payment-service/v1';

export function registerPaymentsRoutes(app: AppInstance) {
  const { paymentsService, tokens } = app.services;

  app.get(
    `${BASE}/config`,
    { schema: { tags: ['payments'], response: { 200: paymentConfigResponseSchema } } },
    async () => paymentsService.getConfig(),
  );

  if (paymentsService.confirmsSimulatedPayments) {
    app.post(
      `${BASE}/simulated/payment-intents/:paymentIntentId/confirm`,
      {
        schema: {
          tags: ['payments'],
          description: 'Pays a simulated payment intent with a test card or the wallet button.',
          params: confirmSimulatedPaymentParamsSchema,
          body: confirmSimulatedPaymentBodySchema,
          response: { 200: confirmSimulatedPaymentResponseSchema },
        },
      },
      async (request) => {
        // The client secret authorises the payment; the token only decides whether the paid order is answered too,
        // so a stale token never refuses a payment.
        const user = await optionalUser(request, tokens).catch(() => null);
        return paymentsService.confirmSimulatedPayment(request.params.paymentIntentId, request.body, user);
      },
    );
  }

  if (paymentsService.receivesStripeWebhooks) {
    // Its own scope: the signature covers the exact bytes, so this route alone keeps JSON unparsed.
    app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
        done(null, body);
      });
      scope.post(
        `${BASE}/stripe/webhook`,
        {
          schema: {
            tags: ['payments'],
            description: 'Stripe event deliveries, checked against the Stripe-Signature header.',
            response: { 200: stripeWebhookResponseSchema },
          },
        },
        async (request) => {
          const signature = request.headers['stripe-signature'];
          return paymentsService.receiveStripeWebhook(
            Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            typeof signature === 'string' ? signature : undefined,
          );
        },
      );
    });
  }
}
