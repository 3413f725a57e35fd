import {
  confirmSimulatedPayment,
  getPaymentConfig,
  receiveStripeConnectWebhook,
  receiveStripeWebhook,
} from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { registerEndpoint } from '../../lib/route.js';
import type { TokenService } from '../../lib/tokens.js';
import { optionalUser } from '../../plugins/auth.js';
import { WebhookSignatureError } from '../../providers/payments/stripe-webhook.js';
import type { PaymentsService } from './payments.service.js';

/** What these routes use: their module's services and the platform's (decision 080). */
export type PaymentsRoutesServices = { paymentsService: PaymentsService; tokens: TokenService };

export function registerPaymentsRoutes(app: AppInstance, { paymentsService, tokens }: PaymentsRoutesServices) {
  registerEndpoint(app, getPaymentConfig, async () => paymentsService.getConfig());

  if (paymentsService.confirmsSimulatedPayments) {
    registerEndpoint(app, confirmSimulatedPayment, async (request) => {
      // The client secret authorises the payment; the token only decides whether the paid order is answered too,
      // so a stale token never refuses a payment.
      const user = await optionalUser(request, tokens).catch(() => null);
      return paymentsService.confirmSimulatedPayment(request.params.paymentIntentId, request.body, user);
    });
  }

  if (paymentsService.receivesStripeWebhooks) {
    // Its own scope: the signature covers the exact bytes, so this route alone keeps JSON unparsed.
    app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
        done(null, body);
      });
      if (paymentsService.receivesStripeConnectWebhooks) {
        // The Connect endpoint (decision 091): its own secret, the same raw body and the same alert.
        registerEndpoint(scope, receiveStripeConnectWebhook, async (request) => {
          const signature = request.headers['stripe-signature'];
          try {
            return await paymentsService.receiveStripeConnectWebhook(
              Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
              typeof signature === 'string' ? signature : undefined,
            );
          } catch (error) {
            if (error instanceof WebhookSignatureError) {
              request.log.warn(
                { event: 'stripe_connect_webhook_signature_invalid', reason: error.message },
                error.message,
              );
            }
            throw error;
          }
        });
      }
      registerEndpoint(scope, receiveStripeWebhook, async (request) => {
        const signature = request.headers['stripe-signature'];
        try {
          return await paymentsService.receiveStripeWebhook(
            Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            typeof signature === 'string' ? signature : undefined,
          );
        } catch (error) {
          // After a secret rotation every delivery is refused here, and Stripe gives up after a few days: an alert.
          if (error instanceof WebhookSignatureError) {
            request.log.warn({ event: 'stripe_webhook_signature_invalid', reason: error.message }, error.message);
          }
          throw error;
        }
      });
    });
  }
}
