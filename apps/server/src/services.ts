import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Clock } from './lib/clock.js';
import { createTokenService } from './lib/tokens.js';
import { createAnalyticsRepo } from './modules/analytics/analytics.repo.js';
import { createAnalyticsService } from './modules/analytics/analytics.service.js';
import { createPublicPagesServices, type PublicPagesOverrides } from './modules/content/public-pages.wiring.js';
import { createContestsRepo } from './modules/contests/contests.repo.js';
import { createContestsService } from './modules/contests/contests.service.js';
import type { RandomSource } from './modules/contests/draw.js';
import { createPrizesService } from './modules/contests/prizes.service.js';
import { createEventsRepo } from './modules/events/events.repo.js';
import { createEventsService } from './modules/events/events.service.js';
import { createGuestlistsServices, type GuestlistsOverrides } from './modules/guestlists/guestlists.wiring.js';
import { createIdentityRepo } from './modules/identity/identity.repo.js';
import {
  createIdentityService,
  defaultIdentityLimits,
  type IdentityLimits,
} from './modules/identity/identity.service.js';
import { createInventoryRepo } from './modules/inventory/inventory.repo.js';
import { createInventoryService } from './modules/inventory/inventory.service.js';
import { createMemberCredits } from './modules/membership/member-credits.js';
import { membershipRepo } from './modules/membership/membership.repo.js';
import { createMembershipService } from './modules/membership/membership.service.js';
import { createMembershipPolicy } from './modules/membership/membership-policy.js';
import { createSmsNoticesRepo } from './modules/notices/sms-notices.repo.js';
import { createSmsNotices } from './modules/notices/sms-notices.service.js';
import { createOrderEventsHub } from './modules/orders/order-events.js';
import { createOrderReads } from './modules/orders/order-reads.js';
import { createOrdersRepo } from './modules/orders/orders.repo.js';
import { createOrdersService } from './modules/orders/orders.service.js';
import { createPaymentsRepo } from './modules/payments/payments.repo.js';
import { createPaymentsService } from './modules/payments/payments.service.js';
import { createPickupRepo } from './modules/pickup/pickup.repo.js';
import { createPickupService } from './modules/pickup/pickup.service.js';
import { createRefundsRepo } from './modules/refunds/refunds.repo.js';
import { createRefundsService } from './modules/refunds/refunds.service.js';
import { createAccess } from './modules/vendor-auth/access.js';
import { createVendorAuthRepo } from './modules/vendor-auth/vendor-auth.repo.js';
import { createVendorAuthService } from './modules/vendor-auth/vendor-auth.service.js';
import { createVendorRolesService } from './modules/vendor-auth/vendor-roles.service.js';
import { createVendorLocationsRepo } from './modules/vendor-locations/vendor-locations.repo.js';
import { createVendorLocationsService } from './modules/vendor-locations/vendor-locations.service.js';
import { createVendorsRepo } from './modules/vendors/vendors.repo.js';
import { createVendorsService } from './modules/vendors/vendors.service.js';
import { createRateLimiter } from './plugins/rate-limit.js';
import type { PaymentProvider } from './providers/payments/payments.js';
import { createSimulatedPayments } from './providers/payments/simulated-payments.js';
import { createStripePayments } from './providers/payments/stripe-payments.js';
import { createConsoleSms } from './providers/sms/console-sms.js';
import type { SmsProvider } from './providers/sms/sms.js';
import { createTwilioSms } from './providers/sms/twilio-sms.js';
import { createLocationRateTax } from './providers/tax/location-rate-tax.js';
import type { TaxProvider } from './providers/tax/tax.js';

/** What a test may swap for its own: a fixed clock, a recording SMS provider, looser limits. */
export type ServiceOverrides = {
  clock?: Clock;
  sms?: SmsProvider;
  identityLimits?: IdentityLimits;
  payments?: PaymentProvider;
  tax?: TaxProvider;
  /** The prize drawing's random source (a seeded one in tests). */
  random?: RandomSource;
  /** False plays a process that stops between a promotion's commit and its text: only the sweep sends. */
  smsNoticesAfterCommit?: boolean;
} & GuestlistsOverrides &
  PublicPagesOverrides;

export type Services = ReturnType<typeof createServices>;

/** Wires every service with its dependencies, once per process. */
export function createServices(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  overrides: ServiceOverrides = {},
) {
  const { db } = database;
  const clock = overrides.clock ?? (() => new Date());
  const sms =
    overrides.sms ?? (config.sms.provider === 'twilio' ? createTwilioSms(config.sms) : createConsoleSms({ db, log }));
  const tokens = createTokenService({ secret: config.tokenSecret, clock });
  const smsNotices = createSmsNotices({
    repo: createSmsNoticesRepo(db),
    sms,
    clock,
    log,
    sendAfterCommit: overrides.smsNoticesAfterCommit,
  });
  const rateLimiter = createRateLimiter({ db, clock });

  const vendors = createVendorsService({ vendorsRepo: createVendorsRepo(db) });
  const vendorLocations = createVendorLocationsService({ vendorLocationsRepo: createVendorLocationsRepo(db) });
  const vendorAuthRepo = createVendorAuthRepo(db);
  const access = createAccess({ vendorAuthRepo });
  const vendorAuth = createVendorAuthService({ access, vendors });
  const vendorRoles = createVendorRolesService({ vendorAuthRepo, access, clock });
  const events = createEventsService({ eventsRepo: createEventsRepo(db), access, clock });
  const identity = createIdentityService({
    identityRepo: createIdentityRepo(db),
    sms,
    tokens,
    rateLimiter,
    clock,
    secret: config.tokenSecret,
    log,
    limits: overrides.identityLimits ?? {
      startPerIp: { ...defaultIdentityLimits.startPerIp, limit: config.signInLimitPerIp },
      verifyPerIp: { ...defaultIdentityLimits.verifyPerIp, limit: 3 * config.signInLimitPerIp },
    },
  });
  const payments =
    overrides.payments ??
    (config.payments.provider === 'stripe'
      ? createStripePayments({ ...config.payments, clock })
      : createSimulatedPayments({ db, clock }));
  const tax = overrides.tax ?? createLocationRateTax({ db, clock });
  const inventoryRepo = createInventoryRepo(db);
  const vendorLocationsRepo = createVendorLocationsRepo(db);
  const inventory = createInventoryService({ inventoryRepo, vendorLocationsRepo, access, clock, database, log });
  const orderEvents = createOrderEventsHub(database, { log });
  const ordersRepo = createOrdersRepo(db);
  const orderReads = createOrderReads({ ordersRepo, access });
  const refunds = createRefundsService({
    refundsRepo: createRefundsRepo(db),
    ordersRepo,
    orderReads,
    payments,
    orderEvents,
    clock,
    log,
  });
  const orders = createOrdersService({
    ordersRepo,
    inventoryRepo,
    access,
    payments,
    tax,
    orderEvents,
    refunds,
    clock,
    log,
  });
  const pickup = createPickupService({
    ordersRepo,
    pickupRepo: createPickupRepo(db),
    orderReads,
    access,
    orderEvents,
    clock,
  });
  const memberCredits = createMemberCredits({ repo: membershipRepo });
  const membership = createMembershipService({
    database,
    repo: membershipRepo,
    credits: memberCredits,
    payments,
    clock,
    log,
  });
  const membershipPolicy = createMembershipPolicy({ repo: membershipRepo, credits: memberCredits, clock });
  const paymentsService = createPaymentsService({
    payments,
    paymentsRepo: createPaymentsRepo(db),
    orders,
    paidListeners: [membership],
    log,
  });
  const { redirects, leads, content } = createPublicPagesServices({
    config,
    db,
    access,
    rateLimiter,
    clock,
    log,
    overrides,
  });
  // Who may reserve: the default rule (one active reservation) unless a policy is handed in.
  const guestlists = createGuestlistsServices({
    db,
    access,
    clock,
    config,
    smsNotices,
    reservationPolicy: overrides.reservationPolicy ?? (() => membershipPolicy),
  });
  const contestsRepo = createContestsRepo(db);
  const prizes = createPrizesService({ contestsRepo, access, clock });
  const contests = createContestsService({
    contestsRepo,
    access,
    clock,
    random: overrides.random,
  });
  const analytics = createAnalyticsService({ analyticsRepo: createAnalyticsRepo(db), access, clock });

  return {
    clock,
    sms,
    smsNotices,
    tokens,
    rateLimiter,
    access,
    identity,
    vendors,
    vendorLocations,
    vendorAuth,
    vendorRoles,
    events,
    payments,
    paymentsService,
    tax,
    inventory,
    orderEvents,
    orders,
    pickup,
    refunds,
    redirects,
    ...guestlists,
    membership,
    membershipPolicy,
    contests,
    prizes,
    leads,
    content,
    analytics,
  };
}
