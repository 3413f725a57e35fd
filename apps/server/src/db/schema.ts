import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export * from '../modules/refunds/refunds.tables.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

export const roleEnum = pgEnum('role', ['STAFF', 'MANAGER', 'ADMIN', 'SUPER_ADMIN']);
export const productTypeEnum = pgEnum('product_type', [
  'ALCOHOLIC_ITEM',
  'NON_ALCOHOLIC_ITEM',
  'FOOD_ITEM',
  'MERCHANDISE',
  'OTHER',
  'UNKNOWN',
]);
export const orderStatusEnum = pgEnum('order_status', ['IN_PROGRESS', 'PAID', 'COMPLETE', 'REFUNDED']);
export const eventStatusEnum = pgEnum('event_status', ['UPCOMING', 'IN_PROGRESS', 'COMPLETED']);
export const reservationStatusEnum = pgEnum('reservation_status', [
  'PENDING',
  'CONFIRMED',
  'CHECKED_IN',
  'CANCELLED',
  'WAITLISTED',
]);
export const rewardStatusEnum = pgEnum('reward_status', ['PENDING', 'CLAIMED']);
export const paymentStatusEnum = pgEnum('payment_status', [
  'requires_payment_method',
  'processing',
  'succeeded',
  'canceled',
]);

// ---------------------------------------------------------------- identity

export const users = pgTable('users', {
  userId: text('user_id').primaryKey(),
  phoneNumber: text('phone_number').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  email: text('email'),
  createdAt: createdAt(),
});

/** One row per code sent. Only the newest unreplaced code of a phone can be used. */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: text('id').primaryKey(),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    requestIp: text('request_ip'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    replacedAt: timestamptz('replaced_at'),
  },
  (t) => [
    index('sign_in_codes_phone_created_idx').on(t.phoneNumber, t.createdAt),
    check('sign_in_codes_attempts_range', sql`${t.attempts} between 0 and 5`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Fixed-window counters shared by every API process (per-IP and per-phone limits). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Messages the console SMS provider "sent"; read by GET /dev/sms-outbox outside production. */
export const devSmsOutbox = pgTable(
  'dev_sms_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to_number').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [index('dev_sms_outbox_to_idx').on(t.to, t.sentAt)],
);

/**
 * Text messages to send, written in the transaction that decided them (a waitlist promotion) and sent
 * after commit; the sweep sends what is left. `notice_key` is unique: one notice per cause. A sender
 * claims a row by moving `next_attempt_at` past now (its lease), so one process sends it.
 */
export const smsNotices = pgTable(
  'sms_notices',
  {
    noticeId: text('notice_id').primaryKey(),
    noticeKey: text('notice_key').notNull(),
    to: text('to_number').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** Not sent after this (the event has started): the message would be news too late. */
    expiresAt: timestamptz('expires_at'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
    gaveUpAt: timestamptz('gave_up_at'),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('sms_notices_key_idx').on(t.noticeKey),
    index('sms_notices_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.gaveUpAt} is null`),
  ],
);

// ---------------------------------------------------------------- vendors and locations

/** A vendor's time zone unless set otherwise (the demo's venues are in Los Angeles). */
export const DEFAULT_VENDOR_TIME_ZONE = 'America/Los_Angeles';

export const vendors = pgTable('vendors', {
  vendorId: text('vendor_id').primaryKey(),
  name: text('name').notNull(),
  guestlistEnabled: boolean('guestlist_enabled').notNull().default(false),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  /**
   * IANA time zone of the venue: analytics days and weeks (Sunday start) are counted in it, and its events' times
   * are shown and picked in it (decision 021).
   */
  timeZone: text('time_zone').notNull().default(DEFAULT_VENDOR_TIME_ZONE),
  createdAt: createdAt(),
});

export const vendorLocations = pgTable(
  'vendor_locations',
  {
    vendorLocationId: text('vendor_location_id').primaryKey(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.vendorId),
    description: text('description').notNull(),
    showSplashAds: text('show_splash_ads'),
    displayOrder: integer('display_order'),
    /** Sales tax in parts per million of the taxable amount (9.5 % = 95000). */
    taxRatePpm: integer('tax_rate_ppm').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('vendor_locations_vendor_idx').on(t.vendorId),
    check('vendor_locations_id_upper', sql`${t.vendorLocationId} = upper(${t.vendorLocationId})`),
    check('vendor_locations_tax_range', sql`${t.taxRatePpm} between 0 and 1000000`),
  ],
);

export const vendorRoles = pgTable(
  'vendor_roles',
  {
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.vendorId),
    phoneNumber: text('phone_number').notNull(),
    name: text('name').notNull(),
    role: roleEnum('role').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.phoneNumber] }), index('vendor_roles_phone_idx').on(t.phoneNumber)],
);

// ---------------------------------------------------------------- catalogue

export const products = pgTable(
  'products',
  {
    productId: text('product_id').primaryKey(),
    vendorLocationId: text('vendor_location_id')
      .notNull()
      .references(() => vendorLocations.vendorLocationId),
    name: text('name').notNull(),
    description: text('description'),
    productType: productTypeEnum('product_type').notNull(),
    groupId: text('group_id'),
    variantName: text('variant_name'),
    priceCents: integer('price_cents').notNull(),
    originalPriceCents: integer('original_price_cents'),
    displayOrder: integer('display_order').notNull().default(100),
    isAvailable: boolean('is_available').notNull().default(true),
    trackQuantity: boolean('track_quantity').notNull().default(false),
    quantityAvailable: integer('quantity_available'),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    productTaxCode: text('product_tax_code'),
    /** A presale: the percent of the price paid when ordering, the rest at pickup; null = pay in full. */
    depositPercent: integer('deposit_percent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_location_idx').on(t.vendorLocationId),
    check('products_deposit_percent_range', sql`${t.depositPercent} is null or ${t.depositPercent} between 1 and 100`),
    check('products_price_nonnegative', sql`${t.priceCents} >= 0`),
    // Stock is taken with `quantity_available >= n`; this is the database's own word on it.
    check('products_quantity_nonnegative', sql`${t.quantityAvailable} is null or ${t.quantityAvailable} >= 0`),
  ],
);

// ---------------------------------------------------------------- orders and payments

export const orders = pgTable(
  'orders',
  {
    orderId: text('order_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId),
    vendorLocationId: text('vendor_location_id')
      .notNull()
      .references(() => vendorLocations.vendorLocationId),
    status: orderStatusEnum('status').notNull().default('IN_PROGRESS'),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    tipCents: integer('tip_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    /** What is charged now (subtotal + tax + tip − discount − balance due at pickup). */
    totalCents: integer('total_cents').notNull(),
    /** The presale lines' share still owed, collected by staff at pickup (decision 018). */
    balanceDueCents: integer('balance_due_cents').notNull().default(0),
    promotionDescription: text('promotion_description'),
    vendorAddress: jsonb('vendor_address').$type<{
      line1: string;
      line2?: string | null;
      city: string;
      state: string;
      zip: string;
    }>(),
    paymentIntentId: text('payment_intent_id'),
    refundReason: text('refund_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: timestamptz('paid_at'),
    completedAt: timestamptz('completed_at'),
    completedBy: text('completed_by'),
    refundedAt: timestamptz('refunded_at'),
    refundedBy: text('refunded_by'),
    /** When staff took a presale's balance at pickup, and who (decision 018); null while it is owed or none is. */
    balanceCollectedAt: timestamptz('balance_collected_at'),
    balanceCollectedBy: text('balance_collected_by'),
    /**
     * The browser's Idempotency-Key of the create that made it: a create repeated after its answer was lost gets
     * this order back instead of making a second one (decision 017). Unique per customer; null for older orders.
     */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_user_idempotency_key_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('orders_location_created_idx').on(t.vendorLocationId, t.createdAt),
    index('orders_location_completed_idx').on(t.vendorLocationId, t.completedAt),
    // A payment provider's webhook names the payment intent, not the order.
    index('orders_payment_intent_idx').on(t.paymentIntentId),
    // The paid-orders sweep looks among the orders still in progress.
    index('orders_in_progress_idx').on(t.createdAt).where(sql`${t.status} = 'IN_PROGRESS'`),
    // Analytics windows and the vendor's paged order list (decision 016). The SQL migration also
    // INCLUDEs status, user_id and the amounts (drizzle cannot say so), so a period is read from the index.
    index('orders_location_paid_idx').on(t.vendorLocationId, t.paidAt, t.orderId).where(sql`${t.paidAt} is not null`),
    // The staff order lists: a location's placed orders by their latest change, newest first (decision 016).
    index('orders_location_activity_idx')
      .on(t.vendorLocationId, sql`greatest(${t.paidAt}, ${t.completedAt}, ${t.refundedAt}) desc`, t.orderId.desc())
      .where(sql`${t.status} <> 'IN_PROGRESS'`),
    // New or returning: a customer's paid orders by time (the SQL migration INCLUDEs vendor_location_id).
    index('orders_user_paid_idx').on(t.userId, t.paidAt).where(sql`${t.paidAt} is not null`),
    check(
      'orders_amounts_nonnegative',
      sql`${t.subtotalCents} >= 0 and ${t.taxCents} >= 0 and ${t.tipCents} >= 0 and ${t.discountCents} >= 0 and ${t.totalCents} >= 0`,
    ),
    check(
      'orders_total_adds_up',
      sql`${t.totalCents} = ${t.subtotalCents} + ${t.taxCents} + ${t.tipCents} - ${t.discountCents} - ${t.balanceDueCents}`,
    ),
    check('orders_balance_due_range', sql`${t.balanceDueCents} between 0 and ${t.subtotalCents}`),
    check('orders_complete_has_time', sql`${t.status} <> 'COMPLETE' or ${t.completedAt} is not null`),
    check('orders_refunded_has_time', sql`${t.status} <> 'REFUNDED' or ${t.refundedAt} is not null`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.productId),
    name: text('name').notNull(),
    variantName: text('variant_name'),
    productType: productTypeEnum('product_type').notNull(),
    productTaxCode: text('product_tax_code'),
    priceCents: integer('price_cents').notNull(),
    discountedPriceCents: integer('discounted_price_cents'),
    quantity: integer('quantity').notNull(),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    /** The product's deposit percent when the order was priced; null = paid in full. */
    depositPercent: integer('deposit_percent'),
  },
  (t) => [
    check(
      'order_items_deposit_percent_range',
      sql`${t.depositPercent} is null or ${t.depositPercent} between 1 and 100`,
    ),
    uniqueIndex('order_items_order_line_idx').on(t.orderId, t.lineNo),
    // Analytics reads a period's lines from the index alone: the SQL migration INCLUDEs product_id,
    // quantity and the prices (drizzle cannot say so) (decision 016).
    index('order_items_order_covering_idx').on(t.orderId),
    check('order_items_quantity_range', sql`${t.quantity} between 1 and 10`),
    check('order_items_price_nonnegative', sql`${t.priceCents} >= 0`),
  ],
);

/** Payment intents of the simulated provider, and a mirror of Stripe's for orders. */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    paymentIntentId: text('payment_intent_id').primaryKey(),
    provider: text('provider').notNull(),
    orderId: text('order_id'),
    purpose: text('purpose').notNull().default('order'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: paymentStatusEnum('status').notNull().default('requires_payment_method'),
    clientSecret: text('client_secret').notNull(),
    idempotencyKey: text('idempotency_key').unique(),
    lastError: text('last_error'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_intents_order_idx').on(t.orderId),
    check('payment_intents_amount', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * Refunds the simulated provider made, one per idempotency key (as Stripe keeps them), so a repeated
 * refund is answered from the first and an intent never returns more than it took.
 */
export const simulatedRefunds = pgTable(
  'simulated_refunds',
  {
    refundId: text('refund_id').primaryKey(),
    paymentIntentId: text('payment_intent_id')
      .notNull()
      .references(() => paymentIntents.paymentIntentId),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('simulated_refunds_intent_idx').on(t.paymentIntentId),
    check('simulated_refunds_amount', sql`${t.amountCents} > 0`),
  ],
);

/** Webhook deliveries already handled, so a redelivery changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

// ---------------------------------------------------------------- events and guest lists

export const vendorEvents = pgTable(
  'vendor_events',
  {
    eventId: text('event_id').primaryKey(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.vendorId),
    eventName: text('event_name').notNull(),
    startTime: timestamptz('start_time'),
    endTime: timestamptz('end_time'),
    ticketingLink: text('ticketing_link'),
    /** Sanitised HTML. */
    description: text('description'),
    status: eventStatusEnum('status').notNull().default('UPCOMING'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('vendor_events_vendor_status_idx').on(t.vendorId, t.status)],
);

export const glEvents = pgTable(
  'gl_events',
  {
    gleventId: text('glevent_id').primaryKey(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.vendorId),
    name: text('name').notNull(),
    description: text('description'),
    startTime: timestamptz('start_time').notNull(),
    endTime: timestamptz('end_time').notNull(),
    originalCapacity: integer('original_capacity').notNull(),
    reservedCount: integer('reserved_count').notNull().default(0),
    gleventStatus: eventStatusEnum('glevent_status').notNull().default('UPCOMING'),
    venueName: text('venue_name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull().default('US'),
    zipCode: text('zip_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    eventLink: text('event_link'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('gl_events_vendor_start_idx').on(t.vendorId, t.startTime),
    // guestlists: the available-events search narrows to a bounding box on this index, then measures exactly.
    index('gl_events_location_idx').on(t.latitude, t.longitude),
    check('gl_events_capacity', sql`${t.reservedCount} >= 0 and ${t.reservedCount} <= ${t.originalCapacity}`),
    check('gl_events_capacity_positive', sql`${t.originalCapacity} >= 1`),
    check('gl_events_times', sql`${t.endTime} > ${t.startTime}`),
  ],
);

export const reservations = pgTable(
  'reservations',
  {
    reservationId: text('reservation_id').primaryKey(),
    gleventId: text('glevent_id')
      .notNull()
      .references(() => glEvents.gleventId),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.vendorId),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId),
    firstName: text('first_name'),
    lastName: text('last_name'),
    quantity: integer('quantity').notNull().default(1),
    reservationStatus: reservationStatusEnum('reservation_status').notNull().default('CONFIRMED'),
    createdAt: createdAt(),
    checkedInAt: timestamptz('checked_in_at'),
    checkedInBy: text('checked_in_by'),
    cancelledAt: timestamptz('cancelled_at'),
  },
  (t) => [
    // guestlists: an event's reservations in booking order (the waitlist's queue).
    index('reservations_event_created_idx').on(t.gleventId, t.createdAt),
    index('reservations_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('reservations_one_per_event_idx')
      .on(t.gleventId, t.userId)
      .where(sql`${t.reservationStatus} <> 'CANCELLED'`),
    check('reservations_quantity', sql`${t.quantity} >= 1`),
  ],
);

// ---------------------------------------------------------------- links, wristbands, membership

/** A printed short link (/R/{code}). Retired codes stop resolving and are never reused. */
export const shortCodes = pgTable(
  'short_codes',
  {
    code: text('code').primaryKey(),
    redirectUrl: text('redirect_url').notNull(),
    /** The vendor whose staff manage the code; null for codes the operator seeded. */
    vendorId: text('vendor_id').references(() => vendors.vendorId),
    createdBy: text('created_by').references(() => users.userId),
    retiredAt: timestamptz('retired_at'),
    createdAt: createdAt(),
  },
  (t) => [index('short_codes_vendor_idx').on(t.vendorId, t.createdAt)],
);

/** An NFC wristband's mapping: to a vendor, optionally to a page of that vendor's choosing. */
export const wristbands = pgTable(
  'wristbands',
  {
    nfcId: text('nfc_id').primaryKey(),
    vendorId: text('vendor_id').references(() => vendors.vendorId),
    overrideUrl: text('override_url'),
    createdBy: text('created_by').references(() => users.userId),
    retiredAt: timestamptz('retired_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('wristbands_vendor_idx').on(t.vendorId, t.createdAt)],
);

export const memberships = pgTable(
  'memberships',
  {
    membershipId: text('membership_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId),
    durationMonths: integer('duration_months').notNull(),
    amountCents: integer('amount_cents').notNull(),
    paymentIntentId: text('payment_intent_id').notNull().unique(),
    /** Contact details from the join call; null while a membership was activated by the webhook alone. */
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phoneNumber: text('phone_number'),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('memberships_user_idx').on(t.userId, t.endsAt),
    check('memberships_duration', sql`${t.durationMonths} in (1, 3)`),
    check('memberships_period', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const memberProfiles = pgTable(
  'member_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.userId),
    availableCredits: integer('available_credits').notNull().default(0),
    socialSharing: boolean('social_sharing').notNull().default(false),
    showInWhosHere: boolean('show_in_whos_here').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check('member_profiles_credits', sql`${t.availableCredits} between 0 and 12`)],
);

/**
 * Every membership payment we started, with the plan it is for: the provider's succeeded event is
 * matched here (an unknown intent is someone else's), and the webhook can activate without a join.
 */
export const membershipPayments = pgTable(
  'membership_payments',
  {
    paymentIntentId: text('payment_intent_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId),
    provider: text('provider').notNull(),
    durationMonths: integer('duration_months').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('membership_payments_user_idx').on(t.userId)],
);

/**
 * The member's credit ledger: every grant, spend and refund, each under a unique key
 * (`grant:<membershipId>:<month>`, `spend:<reservationId>`, `refund:<reservationId>`) so nothing is
 * counted twice. `member_profiles.available_credits` caches the last `balance_after`.
 */
export const memberCreditEntries = pgTable(
  'member_credit_entries',
  {
    entryId: bigserial('entry_id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId),
    kind: text('kind').$type<'GRANT' | 'SPEND' | 'REFUND'>().notNull(),
    entryKey: text('entry_key').notNull().unique(),
    credits: integer('credits').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    membershipId: text('membership_id').references(() => memberships.membershipId),
    reservationId: text('reservation_id'),
    effectiveAt: timestamptz('effective_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_credit_entries_user_idx').on(t.userId, t.entryId),
    check('member_credit_entries_kind', sql`${t.kind} in ('GRANT', 'SPEND', 'REFUND')`),
    check('member_credit_entries_balance', sql`${t.balanceAfter} between 0 and 12`),
  ],
);

// ---------------------------------------------------------------- contests and rewards

export const prizes = pgTable(
  'prizes',
  {
    prizeId: text('prize_id').primaryKey(),
    /** The contest id is the vendor event id. */
    contestId: text('contest_id')
      .notNull()
      .references(() => vendorEvents.eventId),
    name: text('name').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    quantityRemaining: integer('quantity_remaining').notNull(),
    /** The chance one draw wins this prize, in parts per million (while it has stock). */
    oddsPpm: integer('odds_ppm').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('prizes_contest_idx').on(t.contestId),
    check('prizes_remaining', sql`${t.quantityRemaining} >= 0`),
    check('prizes_odds_range', sql`${t.oddsPpm} between 0 and 1000000`),
  ],
);

export const tickets = pgTable(
  'tickets',
  {
    ticketId: text('ticket_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId),
    eventId: text('event_id')
      .notNull()
      .references(() => vendorEvents.eventId),
    sourceType: text('source_type').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at'),
    usedAt: timestamptz('used_at'),
    /** Which day of the event (0 = the day it starts) the ticket was granted on. */
    grantDay: integer('grant_day').notNull().default(0),
  },
  (t) => [
    index('tickets_user_event_idx').on(t.userId, t.eventId),
    // The sign-in ticket: at most one per person per event per day.
    uniqueIndex('tickets_signin_per_day_idx')
      .on(t.userId, t.eventId, t.grantDay)
      .where(sql`${t.sourceType} = 'SIGNIN'`),
    index('tickets_usable_idx').on(t.userId, t.eventId, t.expiresAt).where(sql`${t.usedAt} IS NULL`),
  ],
);

export const rewards = pgTable(
  'rewards',
  {
    rewardId: text('reward_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId),
    prizeId: text('prize_id')
      .notNull()
      .references(() => prizes.prizeId),
    contestId: text('contest_id').notNull(),
    status: rewardStatusEnum('status').notNull().default('PENDING'),
    claimCode: text('claim_code').notNull(),
    claimExpiration: timestamptz('claim_expiration'),
    wonAt: timestamptz('won_at').notNull().defaultNow(),
    claimedAt: timestamptz('claimed_at'),
    claimedBy: text('claimed_by'),
  },
  (t) => [
    index('rewards_user_idx').on(t.userId, t.wonAt),
    // One prize per person per event.
    uniqueIndex('rewards_one_per_contest_idx').on(t.userId, t.contestId),
    uniqueIndex('rewards_claim_code_idx').on(t.claimCode),
    // What a prize's stock may not go below: the count of its rewards (staff edit the stock).
    index('rewards_prize_idx').on(t.prizeId),
  ],
);

/** Every draw, won or lost: who, when, which ticket, the random value and the odds it was drawn against. */
export const prizeDraws = pgTable(
  'prize_draws',
  {
    drawId: text('draw_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId),
    eventId: text('event_id')
      .notNull()
      .references(() => vendorEvents.eventId),
    ticketId: text('ticket_id')
      .notNull()
      .unique('prize_draws_ticket_unique')
      .references(() => tickets.ticketId),
    /** The uniform random value in [0, 1 000 000) the outcome was decided by. */
    randomValue: integer('random_value').notNull(),
    outcome: text('outcome', { enum: ['WIN', 'LOSE', 'ALREADY_WON'] }).notNull(),
    prizeId: text('prize_id'),
    rewardId: text('reward_id'),
    /** The prizes in play at the time: [{prizeId, oddsPpm, quantityRemaining}]. */
    odds: jsonb('odds').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('prize_draws_event_idx').on(t.eventId, t.createdAt),
    check('prize_draws_outcome', sql`${t.outcome} in ('WIN', 'LOSE', 'ALREADY_WON')`),
  ],
);

export const leads = pgTable(
  'leads',
  {
    leadId: text('lead_id').primaryKey(),
    companyName: text('company_name').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** The form's own id for one submission: a retried or double-clicked send is stored once. */
    submissionId: text('submission_id'),
    clientIp: text('client_ip'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('leads_submission_idx').on(t.submissionId), index('leads_created_idx').on(t.createdAt)],
);

/** Public page content (landing figures, festival lineups, artist bios): data an operator edits, not code. */
export const contentPages = pgTable('content_pages', {
  slug: text('slug').primaryKey(),
  content: jsonb('content').notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- audit

/** Every change made by staff: who, when, what. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: text('actor_user_id').notNull(),
    vendorId: text('vendor_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_vendor_created_idx').on(t.vendorId, t.createdAt)],
);

/**
 * Analytics answers (a week view or a month dump) computed by PostgreSQL and shared by every API
 * process: fresh for 5 minutes while the period is current, 60 minutes once it is past (decision 016).
 */
export const analyticsCache = pgTable(
  'analytics_cache',
  {
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.vendorId),
    /** `week:YYYY-MM-DD` (the Sunday) or `month:YYYY-MM`. */
    scope: text('scope').notNull(),
    includeRefunded: boolean('include_refunded').notNull(),
    payload: jsonb('payload').notNull(),
    generatedAt: timestamptz('generated_at').notNull(),
  },
  (t) => [primaryKey({ name: 'analytics_cache_pk', columns: [t.vendorId, t.scope, t.includeRefunded] })],
);

/**
 * The hourly rollup behind the analytics (decision 016): one row per vendor and closed UTC hour, written
 * lazily when a period is read, with a fingerprint of the orders it was summed from (how many, how many
 * refunded, and the sums of their ids' hashes). A read uses an hour's product rows only while the
 * orders of that hour still give the same fingerprint, so a late refund or a late order is never missed.
 */
export const analyticsHours = pgTable(
  'analytics_hours',
  {
    vendorId: text('vendor_id').notNull(),
    hour: timestamptz('hour').notNull(),
    numOrders: integer('num_orders').notNull(),
    refundedOrders: integer('refunded_orders').notNull(),
    orderHash: bigint('order_hash', { mode: 'number' }).notNull(),
    refundedHash: bigint('refunded_hash', { mode: 'number' }).notNull(),
    rolledAt: timestamptz('rolled_at').notNull(),
  },
  (t) => [primaryKey({ name: 'analytics_hours_pk', columns: [t.vendorId, t.hour] })],
);

/** What each product sold in a rolled hour, apart for refunded and other orders. */
export const analyticsProductHours = pgTable(
  'analytics_product_hours',
  {
    vendorId: text('vendor_id').notNull(),
    hour: timestamptz('hour').notNull(),
    refunded: boolean('refunded').notNull(),
    productId: text('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
    numOrders: integer('num_orders').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'analytics_product_hours_pk',
      columns: [t.vendorId, t.hour, t.refunded, t.productId],
    }),
  ],
);

/**
 * Each customer's first paid order at each vendor, so "new or returning" is a range read. Kept by
 * triggers on orders (migration 0011): an insert with paid_at, or paid_at being set, moves it earlier.
 */
export const analyticsCustomers = pgTable(
  'analytics_customers',
  {
    vendorId: text('vendor_id').notNull(),
    userId: text('user_id').notNull(),
    firstPaidAt: timestamptz('first_paid_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'analytics_customers_pk', columns: [t.vendorId, t.userId] }),
    index('analytics_customers_first_paid_idx').on(t.vendorId, t.firstPaidAt, t.userId),
  ],
);
