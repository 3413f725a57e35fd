/**
 * Data for the journeys, made through the API as the app makes it: people signed in with the code from the
 * development SMS outbox, and orders paid with the simulated provider's test card. Plain fetch, so
 * `npm run bench:scan` uses the same helpers outside the test runner.
 */

import type {
  GleventResponse,
  Order,
  OrderWithPaymentResponse,
  SmsOutboxResponse,
  VerifySignInResponse,
} from '@queueless/contracts';
import {
  confirmSimulatedPayment,
  createGlevent,
  createOrder,
  createVendorRole,
  endpointPath,
  getOrder as getOrderEndpoint,
  listSmsOutbox,
  startSignIn,
  verifySignIn,
} from '@queueless/contracts';

/** localStorage key and shape of the web app's session (apps/web/src/lib/session.ts). */
const SESSION_STORAGE_KEY = 'ql.session';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type ErrorBody = { error?: { code?: string; message?: string; details?: { retryAfter?: number } } };

async function call<T>(baseURL: string, path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await fetch(new URL(path, baseURL), {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json().catch(() => null)) as (T & ErrorBody) | null;
  return { status: response.status, ok: response.ok, body };
}

function fail(what: string, result: { status: number; body: ErrorBody | null }): never {
  throw new Error(`${what} answered ${result.status}: ${JSON.stringify(result.body)}`);
}

/** The newest code the outbox holds for the phone that was sent after `after` (epoch ms), waiting up to 10 s. */
async function readOutboxCode(baseURL: string, phoneNumber: string, after: number): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { body } = await call<SmsOutboxResponse>(baseURL, endpointPath(listSmsOutbox, {}, { phoneNumber }));
    const fresh = body?.messages.find((message) => new Date(message.sentAt).getTime() > after && message.code);
    if (fresh?.code) return fresh.code;
    await wait(100);
  }
  throw new Error(`No sign-in code for ${phoneNumber} arrived in the SMS outbox.`);
}

async function verify(baseURL: string, phoneNumber: string, code: string) {
  return call<VerifySignInResponse>(baseURL, endpointPath(verifySignIn), {
    body: { phoneNumber, code },
  });
}

/**
 * Signs a person in as the sign-in page does: start, the code from the outbox, verify. When an unused code went to the
 * phone under a minute ago (RESEND_TOO_SOON) that code is tried; if it fails (its tries spent), the helper waits out
 * the server's retryAfter and asks for a new one, so a journey never depends on which journey ran before it.
 */
export async function signInByApi(baseURL: string, phoneNumber: string): Promise<VerifySignInResponse> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const askedAt = Date.now() - 1_000;
    const start = await call(baseURL, endpointPath(startSignIn), { body: { phoneNumber } });
    if (start.ok) {
      const verified = await verify(baseURL, phoneNumber, await readOutboxCode(baseURL, phoneNumber, askedAt));
      if (!verified.ok || !verified.body) fail(`Verifying ${phoneNumber}`, verified);
      return verified.body;
    }
    if (start.body?.error?.code !== 'RESEND_TOO_SOON') fail(`Signing ${phoneNumber} in`, start);
    const earlier = await verify(baseURL, phoneNumber, await readOutboxCode(baseURL, phoneNumber, 0));
    if (earlier.ok && earlier.body) return earlier.body;
    await wait(((start.body.error.details?.retryAfter ?? 60) + 1) * 1_000);
  }
  throw new Error(`Could not sign ${phoneNumber} in.`);
}

/**
 * A browser storage state that holds the web app's session for the person, as the sign-in page leaves it; give it to
 * `browser.newContext({ storageState })` to open pages already signed in.
 */
export function sessionStorageState(baseURL: string, signedIn: VerifySignInResponse) {
  const session = {
    idToken: signedIn.idToken,
    expiresAt: Date.now() + signedIn.expiresIn * 1_000,
    user: signedIn.user,
  };
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(baseURL).origin,
        localStorage: [{ name: SESSION_STORAGE_KEY, value: JSON.stringify(session) }],
      },
    ],
  };
}

export type CartLine = { productId: string; quantity: number };

/** The test card that the simulated provider always accepts. */
const goodCard = {
  type: 'card',
  cardholderName: 'Casey Customer',
  cardNumber: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  postalCode: '90015',
} as const;

/**
 * Creates an order at the location for the signed-in customer and pays it with the test card, as checkout does:
 * the server prices it, the simulated provider confirms the payment and the order turns PAID.
 */
export async function createPaidOrder(
  baseURL: string,
  customer: VerifySignInResponse,
  { vendorLocationId = 'AD708', cartItems = [{ productId: 'AD708-LAGER', quantity: 1 }] as CartLine[] } = {},
): Promise<Order> {
  const { userId } = customer.user;
  const token = customer.idToken;
  const created = await call<OrderWithPaymentResponse>(baseURL, endpointPath(createOrder, { userId }), {
    body: { userId, vendorLocationId, cartItems, tipPercentage: 15 },
    token,
  });
  if (!created.ok || !created.body) fail('Creating an order', created);
  const { order, paymentIntentId, clientSecret } = created.body;
  if (!paymentIntentId || !clientSecret) throw new Error(`Order ${order.orderId} has no payment to make.`);
  const paid = await call(baseURL, endpointPath(confirmSimulatedPayment, { paymentIntentId }), {
    body: { clientSecret, paymentMethod: goodCard },
  });
  if (!paid.ok) fail('Paying the order', paid);
  const read = await getOrder(baseURL, customer, order.orderId);
  if (read.status !== 'PAID') throw new Error(`Order ${order.orderId} is ${read.status} after payment, not PAID.`);
  return read;
}

/** The order as its customer (or staff of its vendor) reads it now. */
export async function getOrder(baseURL: string, reader: VerifySignInResponse, orderId: string): Promise<Order> {
  const result = await call<{ order: Order }>(
    baseURL,
    endpointPath(getOrderEndpoint, { userId: reader.user.userId, orderId }),
    { token: reader.idToken },
  );
  if (!result.ok || !result.body) fail(`Reading order ${orderId}`, result);
  return result.body.order;
}

/** A call made with a person's token: GET without a body, POST with one. Anything but a 2xx throws. */
export async function apiAs<T>(baseURL: string, path: string, token: string, body?: unknown): Promise<T> {
  const result = await call<T>(baseURL, path, { body, token });
  if (!result.ok || !result.body) fail(path, result);
  return result.body;
}

/**
 * A guest-list night at a venue (the demo's Skyline Lounge unless told), four hours from `start`, made by its manager
 * through the API, at the Skyline Lounge's address.
 */
export async function createGuestListNight(
  baseURL: string,
  manager: VerifySignInResponse,
  {
    name,
    start,
    capacity,
    vendorId = 'skyline-lounge',
    venueName = 'Skyline Lounge',
  }: { name: string; start: Date; capacity: number; vendorId?: string; venueName?: string },
): Promise<GleventResponse['glevent']> {
  const { glevent } = await apiAs<GleventResponse>(
    baseURL,
    endpointPath(createGlevent, { vendorId }),
    manager.idToken,
    {
      name,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
      guestlistCapacity: capacity,
      venueName,
      addressLine1: '6250 Hollywood Blvd',
      city: 'Los Angeles',
      state: 'CA',
      country: 'US',
      zipCode: '90028',
      latitude: 34.1005,
      longitude: -118.3253,
    },
  );
  return glevent;
}

/** What the fixture route takes to make a venue (apps/server/test/e2e-fixtures.ts). */
export type VenueRequest = {
  superAdmin: { phoneNumber: string; name?: string };
  vendor?: { name?: string; guestlistEnabled?: boolean };
  location?: { description?: string; taxRatePpm?: number };
  products?: {
    name: string;
    productType?: 'ALCOHOLIC_ITEM' | 'NON_ALCOHOLIC_ITEM' | 'FOOD_ITEM' | 'MERCHANDISE' | 'OTHER';
    priceCents: number;
    depositPercent?: number;
    isAvailable?: boolean;
    quantityAvailable?: number;
  }[];
};

export type MadeVenue = {
  vendor: { vendorId: string; name: string };
  location: { vendorLocationId: string; description: string };
  products: { productId: string; name: string; priceCents: number }[];
};

/**
 * A fresh vendor with one location, its products and its first SUPER_ADMIN, made by the journeys' server's fixture
 * route (apps/server/test/e2e-fixtures.ts, there only when the e2e run starts it with E2E_FIXTURES=true).
 * TODO(issue 24): this becomes `POST /vendor-service/v1/vendors` once that endpoint exists.
 */
export async function createVenue(baseURL: string, request: VenueRequest): Promise<MadeVenue> {
  const made = await call<MadeVenue>(baseURL, '/dev/e2e/venues', { body: request });
  if (!made.ok || !made.body) fail('Making a venue', made);
  return made.body;
}

/** Gives a person a role at the vendor through the staff-roles API, as Staff Management does. */
export async function giveRole(
  baseURL: string,
  giver: VerifySignInResponse,
  vendorId: string,
  person: { phoneNumber: string; name: string; role: 'STAFF' | 'MANAGER' | 'ADMIN' | 'SUPER_ADMIN' },
): Promise<void> {
  await apiAs(baseURL, endpointPath(createVendorRole, { vendorId }), giver.idToken, {
    vendorId,
    ...person,
  });
}
