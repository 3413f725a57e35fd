import {
  confirmSimulatedPayment,
  createMembershipPaymentIntent,
  createOrder,
  drawPrize,
  endpointPath,
  joinMembership,
  listSmsOutbox,
  markOrderPaid,
  ODDS_SCALE,
  type Role,
  updateOrder,
} from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import type { AppInstance } from '../src/app-types.js';
import {
  orders,
  prizes,
  products,
  tickets,
  users,
  vendorEvents,
  vendorLocations,
  vendorRoles,
  vendors,
} from '../src/db/schema.js';
import { newId } from '../src/lib/ids.js';
import { isMobileNumber } from '../src/lib/phone.js';
import { localDate } from '../src/modules/analytics/periods.js';
import { servicesOf } from '../src/services.js';
import type { FakePayments } from './fake-payments.js';

/** A random valid US number (Los Angeles area codes), unique enough for one test database. */
export function uniquePhone(): string {
  for (;;) {
    const areaCode = ['213', '310', '323', '424', '818'][Math.floor(Math.random() * 5)];
    const exchange = 200 + Math.floor(Math.random() * 700);
    const line = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
    const phone = `+1${areaCode}${exchange}${line}`;
    if (isMobileNumber(phone)) return phone;
  }
}

/** A random client address, so per-IP limits of one test never touch another's. */
export function uniqueIp(): string {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  return `10.${octet()}.${octet()}.${octet()}`;
}

export type TestUser = { userId: string; phoneNumber: string; token: string; auth: { authorization: string } };

/** Inserts a user and signs an id token for it (no SMS round trip). */
export async function createUser(app: AppInstance, phoneNumber = uniquePhone()): Promise<TestUser> {
  const userId = newId();
  await app.database.db.insert(users).values({ userId, phoneNumber });
  const token = await servicesOf(app).tokens.signIdToken({ userId, phoneNumber });
  return { userId, phoneNumber, token, auth: { authorization: `Bearer ${token}` } };
}

/**
 * The month (YYYY-MM) a vendor's reports count an order paid now in: the month in the vendor's own time zone, as the
 * reports read it, not UTC's (in the first hours of a UTC month a Los Angeles venue is still in the month before).
 */
export function reportMonthNow(vendor: { timeZone: string }): string {
  return localDate(new Date(), vendor.timeZone).slice(0, 7);
}

export async function createVendor(app: AppInstance, overrides: Partial<typeof vendors.$inferInsert> = {}) {
  const vendorId = overrides.vendorId ?? `v-${newId(8).toLowerCase()}`;
  const [row] = await app.database.db
    .insert(vendors)
    .values({
      vendorId,
      name: `Vendor ${vendorId}`,
      addressLine1: '1 Main St',
      city: 'Los Angeles',
      state: 'CA',
      zip: '90012',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createLocation(
  app: AppInstance,
  vendorId: string,
  overrides: Partial<typeof vendorLocations.$inferInsert> = {},
) {
  const [row] = await app.database.db
    .insert(vendorLocations)
    .values({
      vendorLocationId: newId(6),
      vendorId,
      description: 'Test Bar',
      taxRatePpm: 95_000,
      ...overrides,
    })
    .returning();
  return row!;
}

/** Gives a user a role at a vendor. */
export async function grantRole(app: AppInstance, vendorId: string, user: { phoneNumber: string }, role: Role) {
  await app.database.db
    .insert(vendorRoles)
    .values({ vendorId, phoneNumber: user.phoneNumber, name: `${role} person`, role })
    .onConflictDoUpdate({ target: [vendorRoles.vendorId, vendorRoles.phoneNumber], set: { role } });
}

/** A new user with a role at a vendor: a member of its staff. */
export async function createStaff(app: AppInstance, vendorId: string, role: Role = 'STAFF'): Promise<TestUser> {
  const staff = await createUser(app);
  await grantRole(app, vendorId, staff, role);
  return staff;
}

/** The newest sign-in code the console SMS provider "sent" to a phone. */
export async function latestCode(app: AppInstance, phoneNumber: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: endpointPath(listSmsOutbox, {}, { phoneNumber }),
  });
  const code = response.json().messages[0]?.code;
  if (!code) throw new Error(`no code was sent to ${phoneNumber}`);
  return code;
}

/** Inserts a product at a location: $8.00, available, stock not tracked unless told. */
export async function createProduct(
  app: AppInstance,
  vendorLocationId: string,
  overrides: Partial<typeof products.$inferInsert> = {},
) {
  const [row] = await app.database.db
    .insert(products)
    .values({
      productId: `P-${newId(10)}`,
      vendorLocationId,
      name: 'House Lager',
      productType: 'ALCOHOLIC_ITEM',
      priceCents: 800,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A vendor with one location (9.5 % tax) and a product on it; the common start of an order test. */
export async function createVenue(app: AppInstance, product: Partial<typeof products.$inferInsert> = {}) {
  const vendor = await createVendor(app);
  const location = await createLocation(app, vendor.vendorId);
  return { vendor, location, product: await createProduct(app, location.vendorLocationId, product) };
}

/** A venue (see createVenue), a member of its staff with `role` and a customer. */
export async function createStaffedVenue(
  app: AppInstance,
  role: Role = 'STAFF',
  product: Partial<typeof products.$inferInsert> = {},
) {
  const venue = await createVenue(app, product);
  const staff = await createStaff(app, venue.vendor.vendorId, role);
  return { ...venue, staff, customer: await createUser(app) };
}

/** Places an order through the API as `user`; answers the raw response. */
export async function placeOrder(
  app: AppInstance,
  user: TestUser,
  body: {
    vendorLocationId: string;
    cartItems: { productId: string; quantity: number; price?: string }[];
    tipPercentage?: number;
  },
) {
  return app.inject({
    method: 'POST',
    url: endpointPath(createOrder, { userId: user.userId }),
    headers: user.auth,
    payload: { userId: user.userId, ...body },
  });
}

/** Places an order of `quantity` of one product, at the product's own location, as `user`; answers the raw response. */
export function placeOrderOf(
  app: AppInstance,
  user: TestUser,
  product: { vendorLocationId: string; productId: string },
  quantity = 1,
) {
  return placeOrder(app, user, {
    vendorLocationId: product.vendorLocationId,
    cartItems: [{ productId: product.productId, quantity }],
  });
}

/** Changes an order through the API as `user` (the body's orderId is the path's unless told); answers the raw response. */
export async function changeOrder(
  app: AppInstance,
  user: TestUser,
  orderId: string,
  body: {
    orderId?: string;
    vendorLocationId: string;
    cartItems: { productId: string; quantity: number; price?: string }[];
    tipPercentage?: number;
  },
) {
  return app.inject({
    method: 'PUT',
    url: endpointPath(updateOrder, { userId: user.userId, orderId }),
    headers: user.auth,
    payload: { userId: user.userId, orderId, ...body },
  });
}

/**
 * A venue selling a $50.00 wristband at 50 % (decision 018) beside its $8.00 product sold in full, a member of its
 * staff and a customer.
 */
export async function createPresaleVenue(app: AppInstance) {
  const venue = await createStaffedVenue(app, 'STAFF', { priceCents: 800 });
  const band = await createProduct(app, venue.location.vendorLocationId, {
    name: 'Festival Wristband',
    productType: 'MERCHANDISE',
    priceCents: 5000,
    depositPercent: 50,
  });
  return { ...venue, band };
}

/**
 * One of `productId` ordered by `customer` through the API, and unless `isPaid` is false paid: the fake provider's
 * card, then markPaid, as the checkout does. Fails the test when either step is refused.
 */
export async function placePaidOrder(
  app: AppInstance,
  payments: FakePayments,
  customer: TestUser,
  line: { vendorLocationId: string; productId: string },
  { isPaid = true } = {},
): Promise<{ orderId: string; paymentIntentId: string }> {
  const created = await placeOrder(app, customer, {
    vendorLocationId: line.vendorLocationId,
    cartItems: [{ productId: line.productId, quantity: 1 }],
  });
  if (created.statusCode !== 201) throw new Error(`order not created: ${created.statusCode} ${created.body}`);
  const { order, paymentIntentId } = created.json();
  if (isPaid) {
    payments.pay(paymentIntentId);
    const paid = await app.inject({
      method: 'PUT',
      url: endpointPath(markOrderPaid, { userId: customer.userId, orderId: order.orderId }),
      headers: customer.auth,
    });
    if (paid.json().order?.status !== 'PAID') throw new Error(`order not paid: ${paid.statusCode} ${paid.body}`);
  }
  return { orderId: order.orderId, paymentIntentId };
}

/** The order's row as stored (every column, cents and all), for asserting what the database holds. */
export async function readOrderRow(app: AppInstance, orderId: string) {
  const [row] = await app.database.db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

/** Asks for a membership's payment intent as `user` (by default the 1-month plan, $20.00); answers the raw response. */
export function startMembershipPayment(app: AppInstance, user: TestUser, { amount = 2000, duration = 1 } = {}) {
  return app.inject({
    method: 'POST',
    url: createMembershipPaymentIntent.path,
    headers: user.auth,
    payload: { amount, currency: 'usd', metadata: { duration } },
  });
}

/** Joins with a paid membership intent as `user`, the 1-month plan, giving their phone; answers the raw response. */
export function joinWithPayment(app: AppInstance, user: TestUser, paymentIntentId: string) {
  return app.inject({
    method: 'POST',
    url: joinMembership.path,
    headers: user.auth,
    payload: { paymentIntentId, membershipDuration: 1, amount: 2000, phoneNumber: user.phoneNumber },
  });
}

/** A Lusiv member: a 1-month plan paid with the simulated provider's wallet, so 4 credits. */
export async function createMember(app: AppInstance): Promise<TestUser> {
  const user = await createUser(app);
  const intent = await startMembershipPayment(app, user);
  const { paymentIntentId, clientSecret } = intent.json();
  const paid = await app.inject({
    method: 'POST',
    url: endpointPath(confirmSimulatedPayment, { paymentIntentId }),
    payload: { clientSecret, paymentMethod: { type: 'wallet' } },
  });
  if (paid.statusCode !== 200) throw new Error(`membership payment answered ${paid.statusCode}`);
  return user;
}

/** A vendor event under way (started an hour ago, three hours to go) with one prize that always wins. */
export async function createLiveEventWithPrize(
  app: AppInstance,
  vendorId: string,
  { stock, eventName = 'Test Night', prizeName = 'Prize' }: { stock: number; eventName?: string; prizeName?: string },
) {
  const hour = 3_600_000;
  const eventId = `EVT-${newId(10)}`;
  await app.database.db.insert(vendorEvents).values({
    eventId,
    vendorId,
    eventName,
    startTime: new Date(Date.now() - hour),
    endTime: new Date(Date.now() + 3 * hour),
    status: 'IN_PROGRESS',
  });
  const prizeId = newId(10);
  await app.database.db
    .insert(prizes)
    .values({ prizeId, contestId: eventId, name: prizeName, oddsPpm: ODDS_SCALE, quantityRemaining: stock });
  return { eventId, prizeId };
}

/** One draw at an event's drawing as `user`, the terms accepted, through the API; answers the raw response. */
export function drawAt(app: AppInstance, user: TestUser, eventId: string) {
  return app.inject({
    method: 'POST',
    url: endpointPath(drawPrize, { id: eventId }),
    headers: user.auth,
    payload: { termsAccepted: true },
  });
}

/** Drawing tickets for the user at the event, as a paid order would give them; they keep for a few hours. */
export async function giveTickets(app: AppInstance, user: { userId: string }, eventId: string, count = 1) {
  await app.database.db.insert(tickets).values(
    Array.from({ length: count }, () => ({
      ticketId: newId(),
      userId: user.userId,
      eventId,
      sourceType: 'TEST',
      expiresAt: new Date(Date.now() + 3 * 3_600_000),
    })),
  );
}
