import { connectOauthReturnPagePath } from '@queueless/contracts';
import { defineModule } from '../../lib/module.js';
import type { Port } from '../../lib/service-port.js';
import type { Platform } from '../../platform.js';
import type { Access, OperatorCheck } from '../staff/index.js';
import { createConnectRepo } from './connect.repo.js';
import { registerConnectRoutes } from './connect.routes.js';
import { createConnectService } from './connect.service.js';
import { registerConnectAccountsSweep } from './connect-accounts-sweep.js';
import { createConnectOauthService } from './connect-oauth.service.js';
import { routePaymentsByVendor } from './connected-payments.js';

/**
 * Each vendor's money to its own account (issue 42, decision 091): the operator's model and fee per vendor, the
 * vendor's connected account, and `vendorPayments`, the payment provider routed by vendor that orders, refunds and the
 * webhooks use.
 */
export const connectModule = defineModule({
  name: 'connect',
  needs: ['access', 'operatorCheck'],
  services: ({
    db,
    payments,
    clock,
    log,
    config,
    access,
    operatorCheck,
  }: Platform & { access: Access; operatorCheck: Port<OperatorCheck> }) => {
    const repo = createConnectRepo(db);
    const connect = createConnectService({
      repo,
      payments,
      access,
      operatorCheck,
      clock,
      log,
      walletDomain: new URL(config.publicBaseUrl).hostname,
    });
    return {
      connect,
      connectOauth: createConnectOauthService({
        repo,
        payments,
        access,
        clock,
        log,
        redirectUri: `${config.publicBaseUrl}${connectOauthReturnPagePath}`,
        registerWalletDomain: connect.registerWalletDomain,
      }),
      vendorPayments: routePaymentsByVendor({ inner: payments, repo, clock }),
    };
  },
  routes: registerConnectRoutes,
  sweeps: registerConnectAccountsSweep,
});
