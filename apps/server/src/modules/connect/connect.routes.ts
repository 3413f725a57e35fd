import {
  completeSimulatedOnboarding,
  completeVendorOauth,
  disconnectVendorAccount,
  getOperatorPayments,
  getVendorPayments,
  setVendorPayments,
  startVendorOauth,
  startVendorOnboarding,
  vendorPaymentsPagePath,
} from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { registerEndpoint } from '../../lib/route.js';
import type { TokenService } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/auth.js';
import type { PaymentProvider } from '../../providers/payments/payments.js';
import { isSimulatedPayments } from '../../providers/payments/simulated-payments.js';
import { type ConnectService, toVendorPayments } from './connect.service.js';
import type { ConnectOauthService } from './connect-oauth.service.js';

/** What these routes use: their module's services and the platform's (decision 080). */
export type ConnectRoutesServices = {
  connect: ConnectService;
  connectOauth: ConnectOauthService;
  tokens: TokenService;
  config: Config;
  payments: PaymentProvider;
};

export function registerConnectRoutes(
  app: AppInstance,
  { connect, connectOauth, tokens, config, payments }: ConnectRoutesServices,
) {
  registerEndpoint(app, setVendorPayments, async (request) => {
    const user = await requireUser(request, tokens);
    return { payments: await connect.setVendorPayments(user, request.params.vendorId, request.body) };
  });

  registerEndpoint(app, getOperatorPayments, async (request) =>
    connect.operatorReport(await requireUser(request, tokens)),
  );

  registerEndpoint(app, getVendorPayments, async (request) =>
    connect.vendorReport(await requireUser(request, tokens), request.params.vendorId),
  );

  registerEndpoint(app, startVendorOnboarding, async (request) => {
    const user = await requireUser(request, tokens);
    const { vendorId } = request.params;
    return connect.startOnboarding(user, vendorId, `${config.publicBaseUrl}${vendorPaymentsPagePath(vendorId)}`);
  });

  registerEndpoint(app, startVendorOauth, async (request) =>
    connectOauth.startOauth(await requireUser(request, tokens), request.params.vendorId),
  );

  registerEndpoint(app, completeVendorOauth, async (request) => ({
    payments: await connectOauth.completeOauth(await requireUser(request, tokens), request.body),
  }));

  registerEndpoint(app, disconnectVendorAccount, async (request) => ({
    payments: await connectOauth.disconnect(await requireUser(request, tokens), request.params.vendorId),
  }));

  const simulated = isSimulatedPayments(payments) ? payments : null;
  if (simulated) {
    // The simulated onboarding page's submit: the link's secret authorises it, as Stripe's single-use link does.
    registerEndpoint(app, completeSimulatedOnboarding, async (request) => {
      const state = await simulated.completeOnboarding({
        accountId: request.params.accountId,
        onboardingSecret: request.body.secret,
      });
      const row = await connect.applyAccountState(state);
      if (!row) throw new AppError('NOT_FOUND', 'Account not found.');
      return { payments: toVendorPayments(row.vendorId, row) };
    });
  }
}
