import { describe, expect, it } from 'vitest';
import { vendorEvents } from '../../src/db/schema.js';
import { newId } from '../../src/lib/ids.js';
import {
  createLiveEventWithPrize,
  createLocation,
  createProduct,
  createStaff,
  createUser,
  createVendor,
  latestCode,
  placePaidOrder,
  reportMonthNow,
  type TestUser,
  uniqueIp,
  uniquePhone,
} from '../factories.js';
import { createGlevent, vendorWithRole } from '../guestlists.js';
import { useTestAppWithFakePayments } from '../orders.js';

/**
 * Spec conformance, customer side: every call customer.md section 7 lists that reaches our API (with the paths staff.md
 * section 7 and the spec README give where customer.md says "path not shown"), made the way a client written from the
 * spec alone makes it: the spec's paths written out, exactly the spec's fields, and assertions only on the statuses and
 * response fields the spec names. Calls the client makes elsewhere (the card provider's confirm, maps, external links)
 * and client-only rules (local cart, tip errors) are not calls to our API and are not here.
 *
 * One `it` per call, named "METHOD path — what the spec says", so the run reads as the list of section 7.
 */

describe('customer.md section 7: the calls it makes', () => {
  const t = useTestAppWithFakePayments();
  const { payments } = t;

  /** A venue as the spec's catalogue shows it: a vendor, a location, a $8.00 lager and a $30.00 T-shirt. */
  async function venue() {
    const vendor = await createVendor(t.app, { addressLine1: '1 Main St', city: 'Los Angeles', zip: '90012' });
    const location = await createLocation(t.app, vendor.vendorId, { displayOrder: 10 });
    const lager = await createProduct(t.app, location.vendorLocationId, { priceCents: 800 });
    const shirt = await createProduct(t.app, location.vendorLocationId, {
      name: 'Tour Tee',
      productType: 'MERCHANDISE',
      variantName: 'M',
      priceCents: 3000,
      imageUrls: ['/tee.png'],
    });
    return { vendor, location, lager, shirt };
  }
  type Venue = Awaited<ReturnType<typeof venue>>;

  /** customer.md section 3's order cart line, every field the spec names, with the client's own (wrong) prices. */
  const specCartLine = (product: { productId: string }, quantity = 1) => ({
    productId: product.productId,
    quantity,
    price: '0.01',
    name: 'What the client calls it',
    productTaxCode: null,
    productType: 'ALCOHOLIC_ITEM',
    discountedPrice: null,
  });
  /** A display cart line (customer.md section 3): productId, name, variantName, price (string), quantity, imageUrls. */
  const displayCartLine = (product: { productId: string }, quantity = 1) => ({
    productId: product.productId,
    name: 'Tour Tee',
    variantName: 'M',
    price: '30.00',
    quantity,
    imageUrls: ['/tee.png'],
  });
  const vendorAddressOf = (v: Venue) => ({
    line1: v.vendor.addressLine1,
    line2: '',
    city: v.vendor.city,
    state: v.vendor.state,
    zip: v.vendor.zip,
  });

  /** customer.md section 3's create payload: userId, cartItems, tipAmount, vendorAddress, vendorLocationId. */
  function createPayload(user: TestUser, v: Venue) {
    return {
      userId: user.userId,
      cartItems: [specCartLine(v.lager, 2), displayCartLine(v.shirt)],
      tipAmount: '2.40',
      vendorAddress: vendorAddressOf(v),
      vendorLocationId: v.location.vendorLocationId,
    };
  }

  async function createdOrder(user: TestUser, v: Venue) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/order-service/v1/users/${user.userId}/orders`,
      headers: user.auth,
      payload: createPayload(user, v),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { order: { orderId: string }; clientSecret: string; paymentIntentId: string };
  }

  describe('Sign-in (identity provider; paths from the spec README)', () => {
    it('POST /auth-service/v1/passwordless/start {phoneNumber}, then /verify {phoneNumber, code} — a 6-digit code', async () => {
      const phoneNumber = uniquePhone();
      const remoteAddress = uniqueIp();
      const start = await t.app.inject({
        method: 'POST',
        url: '/auth-service/v1/passwordless/start',
        payload: { phoneNumber },
        remoteAddress,
      });
      expect(start.statusCode, start.body).toBeLessThan(300);
      const code = await latestCode(t.app, phoneNumber);
      expect(code).toMatch(/^\d{6}$/);
      const verify = await t.app.inject({
        method: 'POST',
        url: '/auth-service/v1/passwordless/verify',
        payload: { phoneNumber, code },
        remoteAddress,
      });
      expect(verify.statusCode, verify.body).toBe(200);
      expect(verify.json()).toMatchObject({
        idToken: expect.any(String),
        user: { userId: expect.any(String), phoneNumber },
      });
    });
  });

  describe('Orders and tax', () => {
    it('POST /order-service/v1/users/{userId}/orders — section 3 payload; answers order and clientSecret', async () => {
      const user = await createUser(t.app);
      const v = await venue();
      const { order, clientSecret } = await createdOrder(user, v);
      expect(clientSecret).toEqual(expect.any(String));
      // The server priced it from its own inventory, not from the client's line prices.
      expect(order).toMatchObject({
        orderId: expect.any(String),
        userId: user.userId,
        status: 'IN_PROGRESS',
        shortOrderId: order.orderId.slice(-6),
        isInProgress: true,
        totalQuantity: 3,
        subtotal: '46.00',
        tipAmount: '2.40',
        vendorLocationId: v.location.vendorLocationId,
        isFree: false,
        cartItems: expect.arrayContaining([
          expect.objectContaining({ productId: v.lager.productId, quantity: 2, price: '8.00', name: 'House Lager' }),
          expect.objectContaining({ productId: v.shirt.productId, quantity: 1, price: '30.00', name: 'Tour Tee' }),
        ]),
      });
      for (const field of ['datetimeCreated', 'datetimeUpdated', 'taxAmount', 'totalAmount', 'vendorAddress']) {
        expect(order, field).toHaveProperty(field);
      }
    });

    it('PUT /order-service/v1/users/{userId}/orders/{orderId} — customer.md: the create payload plus orderId', async () => {
      const user = await createUser(t.app);
      const v = await venue();
      const { order } = await createdOrder(user, v);
      const response = await t.app.inject({
        method: 'PUT',
        url: `/order-service/v1/users/${user.userId}/orders/${order.orderId}`,
        headers: user.auth,
        payload: { ...createPayload(user, v), cartItems: [specCartLine(v.lager, 1)], orderId: order.orderId },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        order: { orderId: order.orderId, subtotal: '8.00', totalQuantity: 1 },
        clientSecret: expect.any(String),
      });
    });

    it('PUT /order-service/v1/users/{userId}/orders/{orderId} — staff.md: cartItems, tipAmount, vendorLocationId, vendorAddress', async () => {
      const user = await createUser(t.app);
      const v = await venue();
      const { order } = await createdOrder(user, v);
      const response = await t.app.inject({
        method: 'PUT',
        url: `/order-service/v1/users/${user.userId}/orders/${order.orderId}`,
        headers: user.auth,
        payload: {
          cartItems: [specCartLine(v.lager, 3)],
          tipAmount: '1.00',
          vendorLocationId: v.location.vendorLocationId,
          vendorAddress: vendorAddressOf(v),
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().order).toMatchObject({ orderId: order.orderId, subtotal: '24.00', tipAmount: '1.00' });
    });

    it('POST /order-service/v1/taxes/calculate — cartItems, vendorAddress, vendorLocationId; taxAmountExclusive in cents', async () => {
      const v = await venue();
      const response = await t.app.inject({
        method: 'POST',
        url: '/order-service/v1/taxes/calculate',
        payload: {
          cartItems: [specCartLine(v.lager, 2), displayCartLine(v.shirt)],
          vendorAddress: vendorAddressOf(v),
          vendorLocationId: v.location.vendorLocationId,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      // 9.5 % of $46.00, in integer cents.
      expect(response.json().taxAmountExclusive).toBe(437);
    });

    it('PUT /order-service/v1/users/{userId}/orders/{orderId}/markPaid — sends userId and orderId; reads order.orderId', async () => {
      const user = await createUser(t.app);
      const v = await venue();
      const { order, paymentIntentId } = await createdOrder(user, v);
      payments.pay(paymentIntentId);
      const response = await t.app.inject({
        method: 'PUT',
        url: `/order-service/v1/users/${user.userId}/orders/${order.orderId}/markPaid`,
        headers: user.auth,
        payload: { userId: user.userId, orderId: order.orderId },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().order.orderId).toBe(order.orderId);
    });

    it('GET /order-service/v1/users/{userId}/orders/{orderId} — get order for a user; reads order', async () => {
      const user = await createUser(t.app);
      const v = await venue();
      const { order } = await createdOrder(user, v);
      const response = await t.app.inject({
        url: `/order-service/v1/users/${user.userId}/orders/${order.orderId}`,
        headers: user.auth,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().order).toMatchObject({ orderId: order.orderId, userId: user.userId });
    });

    it('GET /order-service/v1/users/{userId}/orders — order history by userId; reads items', async () => {
      const user = await createUser(t.app);
      const v = await venue();
      const { orderId } = await placePaidOrder(t.app, payments, user, v.lager);
      const response = await t.app.inject({ url: `/order-service/v1/users/${user.userId}/orders`, headers: user.auth });
      expect(response.statusCode).toBe(200);
      expect(response.json().items.map((o: { orderId: string }) => o.orderId)).toEqual([orderId]);
    });
  });

  describe('API description (GET /openapi.json)', () => {
    it('says which of the spec’s fields the order, tax, refund, draw and lead calls accept and ignore', async () => {
      const { paths } = (await t.app.inject({ url: '/openapi.json' })).json();
      const described = (path: string, method: string) => JSON.stringify(paths[path]?.[method] ?? null);
      const ignoredLines =
        /price, name, productTaxCode, productType, discountedPrice, variantName and imageUrls are accepted and ignored/;
      expect(described('/order-service/v1/users/{userId}/orders', 'post')).toMatch(ignoredLines);
      expect(described('/order-service/v1/users/{userId}/orders/{orderId}', 'put')).toMatch(ignoredLines);
      expect(described('/order-service/v1/taxes/calculate', 'post')).toMatch(ignoredLines);
      expect(described('/order-service/v1/users/{userId}/orders/{orderId}', 'put')).toMatch(/must equal the path's/);
      expect(described('/order-service/v1/users/{userId}/orders/{orderId}/refund', 'put')).toMatch(
        /must equal the path's/,
      );
      expect(described('/contest-service/v1/contests/{id}/draw', 'post')).toMatch(/No body is needed/);
      expect(described('/lead-service/v1/leads', 'post')).toMatch(/optional submissionId/i);
    });
  });

  describe('Catalogue (paths from staff.md section 7)', () => {
    it('GET /vendor-location-service/v1/vendor-location?vendorLocationId= — reads items[0]', async () => {
      const v = await venue();
      const response = await t.app.inject({
        url: `/vendor-location-service/v1/vendor-location?vendorLocationId=${v.location.vendorLocationId}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().items[0]).toMatchObject({
        vendorLocationId: v.location.vendorLocationId,
        vendorId: v.vendor.vendorId,
        description: v.location.description,
        showSplashAds: null,
        displayOrder: 10,
      });
    });

    it('GET /vendor-service/v1/vendor?vendorId= — reads items[0]', async () => {
      const v = await venue();
      const response = await t.app.inject({ url: `/vendor-service/v1/vendor?vendorId=${v.vendor.vendorId}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().items[0]).toMatchObject({
        vendorId: v.vendor.vendorId,
        name: v.vendor.name,
        addressLine1: '1 Main St',
        city: 'Los Angeles',
        state: 'CA',
        zip: '90012',
      });
      expect(response.json().items[0]).toHaveProperty('addressLine2');
    });

    it('GET /inventory-service/v1/vendor-locations/{vendorLocationId}/products — reads items', async () => {
      const v = await venue();
      const response = await t.app.inject({
        url: `/inventory-service/v1/vendor-locations/${v.location.vendorLocationId}/products`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            productId: v.shirt.productId,
            productType: 'MERCHANDISE',
            name: 'Tour Tee',
            price: '30.00',
            variantName: 'M',
            imageUrls: ['/tee.png'],
            displayOrder: expect.any(Number),
          }),
          expect.objectContaining({ productId: v.lager.productId, productType: 'ALCOHOLIC_ITEM', price: '8.00' }),
        ]),
      );
    });

    it('GET /vendor-location-service/v1/vendor-locations?vendorId= — reads items', async () => {
      const v = await venue();
      const response = await t.app.inject({
        url: `/vendor-location-service/v1/vendor-locations?vendorId=${v.vendor.vendorId}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().items).toEqual([
        expect.objectContaining({ vendorLocationId: v.location.vendorLocationId, vendorId: v.vendor.vendorId }),
      ]);
    });

    it('GET /event-service/v1/events/by-vendor-and-status?status=IN_PROGRESS&status=UPCOMING&vendorId= — reads events; 404 means none', async () => {
      const v = await venue();
      const none = await t.app.inject({
        url: `/event-service/v1/events/by-vendor-and-status?status=IN_PROGRESS&status=UPCOMING&vendorId=${v.vendor.vendorId}`,
      });
      expect(none.statusCode).toBe(404);

      const eventId = `EVT-${newId(10)}`;
      await t.app.database.db.insert(vendorEvents).values({
        eventId,
        vendorId: v.vendor.vendorId,
        eventName: 'Friday Live',
        startTime: new Date(Date.now() + 86_400_000),
        endTime: new Date(Date.now() + 90_000_000),
        status: 'UPCOMING',
        ticketingLink: 'https://tickets.queueless.example/friday',
        description: '<p>Live music</p>',
      });
      const found = await t.app.inject({
        url: `/event-service/v1/events/by-vendor-and-status?status=IN_PROGRESS&status=UPCOMING&vendorId=${v.vendor.vendorId}`,
      });
      expect(found.statusCode).toBe(200);
      expect(found.json().events).toEqual([
        expect.objectContaining({
          eventId,
          eventName: 'Friday Live',
          startTime: expect.any(String),
          images: expect.any(Array),
          description: expect.stringContaining('Live music'),
          ticketingLink: 'https://tickets.queueless.example/friday',
        }),
      ]);
    });
  });

  describe('Membership and reservations', () => {
    /** A user who went through the spec's membership calls: intent, payment (the fake card), join. */
    async function joinedMember(): Promise<TestUser> {
      const user = await createUser(t.app);
      const intent = await t.app.inject({
        method: 'POST',
        url: '/membership-service/v1/membership/create-payment-intent',
        headers: user.auth,
        payload: {
          amount: 2000,
          currency: 'usd',
          payment_method_types: ['card'],
          metadata: { duration: 1, membership_type: 'monthly' },
        },
      });
      expect(intent.statusCode, intent.body).toBe(200);
      const { paymentIntentId } = intent.json();
      payments.pay(paymentIntentId);
      const joined = await t.app.inject({
        method: 'POST',
        url: '/membership-service/v1/membership/join',
        headers: user.auth,
        payload: {
          email: 'ada@example.com',
          firstName: 'Ada',
          lastName: 'Lovelace',
          phoneNumber: user.phoneNumber,
          paymentIntentId,
          membershipDuration: 1,
          amount: 2000,
        },
      });
      expect(joined.statusCode, joined.body).toBeLessThan(300);
      return user;
    }

    it('POST /membership-service/v1/membership/create-payment-intent (bearer) — amount, currency, payment_method_types, metadata; reads clientSecret, paymentIntentId', async () => {
      const user = await createUser(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/membership-service/v1/membership/create-payment-intent',
        headers: user.auth,
        payload: {
          amount: 5000,
          currency: 'usd',
          payment_method_types: ['card'],
          metadata: { duration: 3, membership_type: 'quarterly' },
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ clientSecret: expect.any(String), paymentIntentId: expect.any(String) });
    });

    it('POST /membership-service/v1/membership/join (bearer) — email, firstName, lastName, phoneNumber, paymentIntentId, membershipDuration, amount', async () => {
      // The call itself is asserted inside joinedMember; here its effect, read back.
      const user = await joinedMember();
      const me = await t.app.inject({ url: '/membership-service/v1/membership/me', headers: user.auth });
      expect(me.json().membership).not.toBeNull();
    });

    it('GET /membership-service/v1/membership/me (bearer) — reads membership; availableCredits from the profile', async () => {
      const user = await joinedMember();
      const response = await t.app.inject({ url: '/membership-service/v1/membership/me', headers: user.auth });
      expect(response.statusCode).toBe(200);
      expect(response.json().membership).toEqual(expect.any(Object));
      expect(response.json().profile).toMatchObject({ availableCredits: 4 });
    });

    it('GET /guestlist-service/v1/users/eligible-to-make-reservations — eligibility object: isEligible', async () => {
      const member = await joinedMember();
      const response = await t.app.inject({
        url: '/guestlist-service/v1/users/eligible-to-make-reservations',
        headers: member.auth,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ isEligible: true });
    });

    it('GET /guestlist-service/v1/glevents/available?latitude&longitude&radiusMiles — reads glevents', async () => {
      const { vendorId, user: manager } = await vendorWithRole(t.app);
      const glevent = await createGlevent(t.app, manager, vendorId);
      const member = await joinedMember();
      // Los Angeles, city search radius 50 miles (customer.md section 9).
      const response = await t.app.inject({
        url: '/guestlist-service/v1/glevents/available?latitude=34.0522&longitude=-118.2437&radiusMiles=50',
        headers: member.auth,
      });
      expect(response.statusCode).toBe(200);
      const found = response.json().glevents.find((g: { gleventId: string }) => g.gleventId === glevent.gleventId);
      expect(found).toMatchObject({
        gleventId: glevent.gleventId,
        name: 'Rooftop Sessions',
        startTime: expect.any(String),
        endTime: expect.any(String),
        venueName: 'Skyline Lounge',
        addressLine1: '6250 Hollywood Blvd',
        city: 'Los Angeles',
        state: 'CA',
        zipCode: '90028',
        availableCount: 10,
        vendorId,
      });
      expect(found).toHaveProperty('addressLine2');
      expect(found).toHaveProperty('eventLink');
      // A location search leaves radiusMiles out: 10 miles by default (the event is about 6 miles away).
      const byDefault = await t.app.inject({
        url: '/guestlist-service/v1/glevents/available?latitude=34.0522&longitude=-118.2437',
        headers: member.auth,
      });
      expect(byDefault.statusCode).toBe(200);
      expect(byDefault.json().glevents.map((g: { gleventId: string }) => g.gleventId)).toContain(glevent.gleventId);
    });

    it('POST /guestlist-service/v1/vendors/{vendorId}/glevents/{gleventId}/reservations — body quantity 1 and vendorId', async () => {
      const { vendorId, user: manager } = await vendorWithRole(t.app);
      const glevent = await createGlevent(t.app, manager, vendorId);
      const member = await joinedMember();
      const response = await t.app.inject({
        method: 'POST',
        url: `/guestlist-service/v1/vendors/${vendorId}/glevents/${glevent.gleventId}/reservations`,
        headers: member.auth,
        payload: { quantity: 1, vendorId },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().reservation).toMatchObject({
        reservationId: expect.any(String),
        gleventName: 'Rooftop Sessions',
        venueName: 'Skyline Lounge',
        quantity: 1,
        reservationStatus: 'CONFIRMED',
      });
    });

    it('GET /guestlist-service/v1/users/reservations (nextToken paging) — own reservations', async () => {
      const { vendorId, user: manager } = await vendorWithRole(t.app);
      const glevent = await createGlevent(t.app, manager, vendorId);
      const member = await joinedMember();
      const reserved = await t.app.inject({
        method: 'POST',
        url: `/guestlist-service/v1/vendors/${vendorId}/glevents/${glevent.gleventId}/reservations`,
        headers: member.auth,
        payload: { quantity: 1, vendorId },
      });
      const { reservationId } = reserved.json().reservation;
      const response = await t.app.inject({ url: '/guestlist-service/v1/users/reservations', headers: member.auth });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        reservations: [
          {
            reservationId,
            gleventName: 'Rooftop Sessions',
            venueName: 'Skyline Lounge',
            startTime: expect.any(String),
            createdAt: expect.any(String),
            quantity: 1,
            reservationStatus: 'CONFIRMED',
          },
        ],
        nextToken: null,
      });
    });

    it('POST /guestlist-service/v1/users/reservations/{reservationId}/cancel — cancel by reservationId', async () => {
      const { vendorId, user: manager } = await vendorWithRole(t.app);
      const glevent = await createGlevent(t.app, manager, vendorId);
      const member = await joinedMember();
      const reserved = await t.app.inject({
        method: 'POST',
        url: `/guestlist-service/v1/vendors/${vendorId}/glevents/${glevent.gleventId}/reservations`,
        headers: member.auth,
        payload: { quantity: 1, vendorId },
      });
      const { reservationId } = reserved.json().reservation;
      const response = await t.app.inject({
        method: 'POST',
        url: `/guestlist-service/v1/users/reservations/${reservationId}/cancel`,
        headers: member.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().reservation).toMatchObject({ reservationId, reservationStatus: 'CANCELLED' });
    });
  });

  describe('Rewards and prizes (contest service, base /contest-service/v1)', () => {
    /** A live event with one prize that always wins, and a signed-in customer holding the sign-in ticket. */
    async function liveDrawing() {
      const vendor = await createVendor(t.app);
      const { eventId } = await createLiveEventWithPrize(t.app, vendor.vendorId, { stock: 5, prizeName: 'Tour Tee' });
      const user = await createUser(t.app);
      return { vendor, eventId, user };
    }
    const grantSignInTicket = (user: TestUser, eventId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/contest-service/v1/reward-tickets',
        headers: user.auth,
        payload: { sourceType: 'SIGNIN', eventId },
      });
    const drawNoBody = (user: TestUser, eventId: string) =>
      t.app.inject({ method: 'POST', url: `/contest-service/v1/contests/${eventId}/draw`, headers: user.auth });

    it('GET /contest-service/v1/contests/{id}/prizes — prizes: prizeId, name, description, imageUrl', async () => {
      const { eventId } = await liveDrawing();
      const response = await t.app.inject({ url: `/contest-service/v1/contests/${eventId}/prizes` });
      expect(response.statusCode).toBe(200);
      expect(response.json().prizes).toEqual([
        expect.objectContaining({ prizeId: expect.any(String), name: 'Tour Tee', description: null, imageUrl: null }),
      ]);
    });

    it('POST /contest-service/v1/reward-tickets — sourceType SIGNIN and eventId', async () => {
      const { eventId, user } = await liveDrawing();
      const response = await grantSignInTicket(user, eventId);
      expect(response.statusCode, response.body).toBe(201);
    });

    it('POST /contest-service/v1/contests/{id}/draw — no body, from a client that sends Content-Type: application/json on every call', async () => {
      const { eventId, user } = await liveDrawing();
      await grantSignInTicket(user, eventId);
      const response = await t.app.inject({
        method: 'POST',
        url: `/contest-service/v1/contests/${eventId}/draw`,
        headers: { ...user.auth, 'content-type': 'application/json' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ winStatus: true, rewards: [expect.any(Object)] });
    });

    it('GET /contest-service/v1/tickets — tickets, a list per user', async () => {
      const { eventId, user } = await liveDrawing();
      await grantSignInTicket(user, eventId);
      const response = await t.app.inject({ url: '/contest-service/v1/tickets', headers: user.auth });
      expect(response.statusCode).toBe(200);
      expect(response.json().tickets).toHaveLength(1);
    });

    it('POST /contest-service/v1/contests/{id}/draw — id is the event id (no body); winStatus, rewards, message', async () => {
      const { eventId, user } = await liveDrawing();
      await grantSignInTicket(user, eventId);
      const response = await drawNoBody(user, eventId);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        winStatus: true,
        message: expect.any(String),
        rewards: [
          {
            rewardId: expect.any(String),
            prizeName: 'Tour Tee',
            prizeDescription: null,
            prizeImageUrl: null,
            wonTimestamp: expect.any(String),
            status: 'PENDING',
            claimCode: expect.any(String),
            claimExpiration: expect.anything(),
          },
        ],
      });
    });

    it('GET /contest-service/v1/users/rewards — rewards', async () => {
      const { eventId, user } = await liveDrawing();
      await grantSignInTicket(user, eventId);
      const won = (await drawNoBody(user, eventId)).json().rewards[0];
      const response = await t.app.inject({ url: '/contest-service/v1/users/rewards', headers: user.auth });
      expect(response.statusCode).toBe(200);
      expect(response.json().rewards).toEqual([expect.objectContaining({ rewardId: won.rewardId, status: 'PENDING' })]);
    });

    it('POST /contest-service/v1/rewards/{id}/claim — by staff; the reward reads CLAIMED', async () => {
      const { vendor, eventId, user } = await liveDrawing();
      await grantSignInTicket(user, eventId);
      const won = (await drawNoBody(user, eventId)).json().rewards[0];
      const staff = await createStaff(t.app, vendor.vendorId);
      const response = await t.app.inject({
        method: 'POST',
        url: `/contest-service/v1/rewards/${won.rewardId}/claim`,
        headers: staff.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().reward).toMatchObject({ rewardId: won.rewardId, status: 'CLAIMED' });
    });
  });

  describe('Redirects and wristbands', () => {
    it('GET /redirect-service/v1/short-code-redirects/{code} — reads redirect.redirectUrl', async () => {
      const { vendorId, user: manager } = await vendorWithRole(t.app);
      const code = `c${newId(8).toLowerCase()}`;
      const made = await t.app.inject({
        method: 'POST',
        url: `/redirect-service/v1/admin/vendors/${vendorId}/short-codes`,
        headers: manager.auth,
        payload: { code, redirectUrl: `/vendor/${vendorId}` },
      });
      expect(made.statusCode, made.body).toBe(201);
      const response = await t.app.inject({ url: `/redirect-service/v1/short-code-redirects/${code}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().redirect.redirectUrl).toBe(`/vendor/${vendorId}`);
    });

    it('GET /nfc-service/v1/nfc/{nfcId} — vendorId, overrideUrl', async () => {
      const { vendorId, user: manager } = await vendorWithRole(t.app);
      const nfcId = `NFC-${newId(8)}`;
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/nfc-service/v1/admin/vendors/${vendorId}/wristbands`,
        headers: manager.auth,
        payload: { nfcId },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const response = await t.app.inject({ url: `/nfc-service/v1/nfc/${nfcId}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ vendorId, overrideUrl: null });
    });
  });

  describe('Leads', () => {
    it('POST /lead-service/v1/leads — companyName, fullName, phone, email, message (response not shown)', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/lead-service/v1/leads',
        remoteAddress: uniqueIp(),
        payload: {
          companyName: 'Harbor Hall',
          fullName: 'Jordan Reyes',
          phone: '(213) 555-0188',
          email: 'jordan@harborhall.example',
          message: 'We run three bars and want shorter lines.',
        },
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
    });
  });

  describe('Analytics (bearer, base /analytics-service/v1)', () => {
    /** A vendor with a manager and one paid order this month. */
    async function reportingVenue() {
      const v = await venue();
      const manager = await createStaff(t.app, v.vendor.vendorId, 'MANAGER');
      const customer = await createUser(t.app);
      const { orderId } = await placePaidOrder(t.app, payments, customer, v.lager);
      return { v, manager, customer, orderId };
    }

    it('GET /analytics-service/v1/vendors/{vendorId}/orders?datetimePaidAfter&datetimePaidBefore&includeRefunded — orders', async () => {
      const { v, manager, customer, orderId } = await reportingVenue();
      const after = new Date(Date.now() - 86_400_000).toISOString();
      const before = new Date(Date.now() + 60_000).toISOString();
      const response = await t.app.inject({
        url: `/analytics-service/v1/vendors/${v.vendor.vendorId}/orders?datetimePaidAfter=${encodeURIComponent(after)}&datetimePaidBefore=${encodeURIComponent(before)}&includeRefunded=false`,
        headers: manager.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().orders).toEqual([
        expect.objectContaining({
          orderId,
          userId: customer.userId,
          datetimePaid: expect.any(String),
          totalAmount: expect.any(String),
          customer: expect.toBeOneOf([null, expect.objectContaining({ firstName: null, lastName: null })]),
          items: [
            expect.objectContaining({
              productId: v.lager.productId,
              name: 'House Lager',
              variantName: null,
              quantity: 1,
              totalPrice: '8.00',
              price: '8.00',
              productType: 'ALCOHOLIC_ITEM',
              imageBase64: null,
              imageUrls: [],
            }),
          ],
        }),
      ]);
    });

    it('GET /analytics-service/v1/vendors/{vendorId}/analytics-dump/{month}?includeRefunded&forceRegeneration — the dump', async () => {
      const { v, manager } = await reportingVenue();
      const month = reportMonthNow(v.vendor);
      const response = await t.app.inject({
        url: `/analytics-service/v1/vendors/${v.vendor.vendorId}/analytics-dump/${month}?includeRefunded=false&forceRegeneration=false`,
        headers: manager.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        vendorId: v.vendor.vendorId,
        month,
        numOrders: 1,
        ordersEnriched: [expect.objectContaining({ orderId: expect.any(String) })],
        generatedAt: expect.any(String),
        metadata: { version: expect.any(Number) },
      });
    });

    it('GET /analytics-service/v1/vendors/{vendorId}/analytics-dump/{month}/regenerate?includeRefunded — the dump, made again', async () => {
      const { v, manager } = await reportingVenue();
      const month = reportMonthNow(v.vendor);
      const response = await t.app.inject({
        url: `/analytics-service/v1/vendors/${v.vendor.vendorId}/analytics-dump/${month}/regenerate?includeRefunded=true`,
        headers: manager.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        vendorId: v.vendor.vendorId,
        month,
        numOrders: 1,
        generatedAt: expect.any(String),
        metadata: { version: expect.any(Number) },
      });
    });
  });

  describe('Staff role calls (paths from staff.md section 7)', () => {
    /** customer.md: create, update and delete send phoneNumber (international), vendorId, name, role. */
    async function staffManagement() {
      const v = await venue();
      const admin = await createStaff(t.app, v.vendor.vendorId, 'ADMIN');
      const phoneNumber = uniquePhone();
      const body = { phoneNumber, vendorId: v.vendor.vendorId, name: 'Sam Rivera', role: 'STAFF' };
      const base = `/vendor-auth-service/v1/vendors/${v.vendor.vendorId}/vendor-roles`;
      return { v, admin, phoneNumber, body, base };
    }

    it('POST /vendor-auth-service/v1/vendors/{vendorId}/vendor-roles — phoneNumber, vendorId, name, role', async () => {
      const { admin, body, base } = await staffManagement();
      const response = await t.app.inject({ method: 'POST', url: base, headers: admin.auth, payload: body });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().vendorRole).toEqual(body);
    });

    it('PUT /vendor-auth-service/v1/vendors/{vendorId}/vendor-roles/{phoneNumber} — the same fields', async () => {
      const { admin, body, base, phoneNumber } = await staffManagement();
      await t.app.inject({ method: 'POST', url: base, headers: admin.auth, payload: body });
      const changed = { ...body, name: 'Sam R.', role: 'MANAGER' };
      const response = await t.app.inject({
        method: 'PUT',
        url: `${base}/${encodeURIComponent(phoneNumber)}`,
        headers: admin.auth,
        payload: changed,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().vendorRole).toEqual(changed);
    });

    it('DELETE /vendor-auth-service/v1/vendors/{vendorId}/vendor-roles/{phoneNumber} — the same fields', async () => {
      const { admin, body, base, phoneNumber } = await staffManagement();
      await t.app.inject({ method: 'POST', url: base, headers: admin.auth, payload: body });
      const response = await t.app.inject({
        method: 'DELETE',
        url: `${base}/${encodeURIComponent(phoneNumber)}`,
        headers: admin.auth,
        payload: body,
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
      const list = await t.app.inject({ url: base, headers: admin.auth });
      expect(list.json().items.map((r: { phoneNumber: string }) => r.phoneNumber)).not.toContain(phoneNumber);
    });

    it('PUT /order-service/v1/users/{userId}/orders/{orderId}/refund — orderId and refundReason NONE_PROVIDED', async () => {
      const v = await venue();
      const staff = await createStaff(t.app, v.vendor.vendorId);
      const customer = await createUser(t.app);
      const { orderId } = await placePaidOrder(t.app, payments, customer, v.lager);
      // The staff page puts a placeholder user id in the path (staff.md section 7); the customer's works too.
      const response = await t.app.inject({
        method: 'PUT',
        url: `/order-service/v1/users/${customer.userId}/orders/${orderId}/refund`,
        headers: staff.auth,
        payload: { orderId, refundReason: 'NONE_PROVIDED' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().order).toMatchObject({ orderId, status: 'REFUNDED', refundReason: 'NONE_PROVIDED' });
    });
  });
});
