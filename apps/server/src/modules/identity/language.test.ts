import {
  createOrder,
  endpointPath,
  listSmsOutbox,
  markOrderReady,
  resendOrderReceipt,
  startSignIn,
  updateMyLanguage,
  verifySignIn,
} from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaffedVenue, latestCode, placePaidOrder, uniqueIp, uniquePhone } from '../../../test/factories.js';
import { useTestAppWithFakePayments } from '../../../test/orders.js';
import { smsNotices, users } from '../../db/schema.js';
import { servicesOf } from '../../services.js';

/** The ready text's key (pickup's `readyNoticeKey`): one per order. */
const readyNoticeKey = (orderId: string) => `order-ready:${orderId}`;
const SPANISH = { 'accept-language': 'es-US,es;q=0.9,en;q=0.8' };

/** What the server says, in the person's language (issue 44, decision 097). */
describe("the person's language", () => {
  const t = useTestAppWithFakePayments();

  const languageOf = async (userId: string) =>
    (await t.app.database.db.select({ language: users.language }).from(users).where(eq(users.userId, userId)))[0]
      ?.language;
  const outbox = async (phoneNumber: string) =>
    (await t.app.inject({ url: endpointPath(listSmsOutbox, {}, { phoneNumber }) })).json().messages as {
      body: string;
    }[];

  async function signIn(phoneNumber: string, headers: Record<string, string>) {
    const ip = uniqueIp();
    const started = await t.app.inject({
      method: 'POST',
      url: startSignIn.path,
      payload: { phoneNumber },
      headers,
      remoteAddress: ip,
    });
    expect(started.statusCode).toBe(200);
    const code = await latestCode(t.app, phoneNumber);
    const verified = await t.app.inject({
      method: 'POST',
      url: verifySignIn.path,
      payload: { phoneNumber, code },
      headers,
      remoteAddress: ip,
    });
    expect(verified.statusCode).toBe(200);
    return { code, ...(verified.json() as { idToken: string; user: { userId: string } }) };
  }

  it('texts the first sign-in code in the asking page’s language, and the account made then keeps it', async () => {
    const phone = uniquePhone();
    const spanish = await signIn(phone, SPANISH);
    expect((await outbox(phone))[0]?.body).toBe(`${spanish.code} es tu código de Queueless. Vence en 10 minutos.`);
    expect(await languageOf(spanish.user.userId)).toBe('es');

    const englishPhone = uniquePhone();
    const english = await signIn(englishPhone, {});
    // The spec's English, byte for byte.
    expect((await outbox(englishPhone))[0]?.body).toBe(
      `${english.code} is your Queueless code. It expires in 10 minutes.`,
    );
    expect(await languageOf(english.user.userId)).toBe('en');

    // Signing in again from an English page: the account follows the page it uses.
    await signIn(phone, { 'accept-language': 'en-US' });
    expect(await languageOf(spanish.user.userId)).toBe('en');
  });

  it('switches a signed-in person’s language, and no one else’s', async () => {
    const venue = await createStaffedVenue(t.app);
    const switchTo = (language: unknown, headers: Record<string, string> = venue.customer.auth) =>
      t.app.inject({ method: 'PUT', url: updateMyLanguage.path, headers, payload: { language } });
    const switched = await switchTo('es');
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toEqual({ language: 'es' });
    expect(await languageOf(venue.customer.userId)).toBe('es');
    expect(await languageOf(venue.staff.userId)).toBe('en');
    expect((await switchTo('fr')).statusCode).toBe(400);
    expect((await switchTo('es', {})).statusCode).toBe(401);
    expect((await switchTo('en')).json()).toEqual({ language: 'en' });
  });

  it('words the ready and receipt texts in the customer’s language, never the staff member’s', async () => {
    const venue = await createStaffedVenue(t.app, 'STAFF', { name: 'Negroni' });
    await t.app.database.db.update(users).set({ language: 'es' }).where(eq(users.userId, venue.customer.userId));
    const line = { vendorLocationId: venue.location.vendorLocationId, productId: venue.product.productId };
    const { orderId } = await placePaidOrder(t.app, t.payments, venue.customer, line);
    const place = { vendorLocationId: venue.location.vendorLocationId, orderId };
    // The staff member's page is in English.
    const english = { ...venue.staff.auth, 'accept-language': 'en-US' };
    const ready = await t.app.inject({ method: 'PUT', url: endpointPath(markOrderReady, place), headers: english });
    expect(ready.statusCode).toBe(200);
    await servicesOf(t.app).eventConsumers.catchUp();
    const [notice] = await t.app.database.db
      .select()
      .from(smsNotices)
      .where(eq(smsNotices.noticeKey, readyNoticeKey(orderId)));
    const link = `${t.app.config.publicBaseUrl}/location/${place.vendorLocationId}/order/${orderId}/status`;
    expect(notice?.body).toBe(`Queueless: tu pedido #${orderId.slice(-6)} está listo. Recógelo en la barra. ${link}`);

    const receipt = await t.app.inject({
      method: 'POST',
      url: endpointPath(resendOrderReceipt, place),
      headers: english,
    });
    expect(receipt.statusCode).toBe(200);
    await servicesOf(t.app).smsNotices.idle();
    expect((await outbox(venue.customer.phoneNumber)).map((message) => message.body)).toContain(
      `Queueless: tu recibo del pedido #${orderId.slice(-6)}: ${link}`,
    );
  });

  it('keeps the English ready text byte for byte for an English-speaking customer', async () => {
    const venue = await createStaffedVenue(t.app, 'STAFF', { name: 'Negroni' });
    const line = { vendorLocationId: venue.location.vendorLocationId, productId: venue.product.productId };
    const { orderId } = await placePaidOrder(t.app, t.payments, venue.customer, line);
    const place = { vendorLocationId: venue.location.vendorLocationId, orderId };
    const spanishStaff = { ...venue.staff.auth, ...SPANISH };
    await t.app.inject({ method: 'PUT', url: endpointPath(markOrderReady, place), headers: spanishStaff });
    await servicesOf(t.app).eventConsumers.catchUp();
    const [notice] = await t.app.database.db
      .select()
      .from(smsNotices)
      .where(eq(smsNotices.noticeKey, readyNoticeKey(orderId)));
    const link = `${t.app.config.publicBaseUrl}/location/${place.vendorLocationId}/order/${orderId}/status`;
    expect(notice?.body).toBe(`Queueless: your order #${orderId.slice(-6)} is ready. Pick it up at the bar. ${link}`);
  });

  it('words a customer’s errors in the request’s language, the code unchanged; English as the spec says', async () => {
    const refuse = (payload: Record<string, unknown>, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: startSignIn.path, payload, headers, remoteAddress: uniqueIp() });
    const badFormat = await refuse({ phoneNumber: '12' }, SPANISH);
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().error.code).toBe('VALIDATION_FAILED');
    expect(badFormat.json().error.message).toBe(
      'body.phoneNumber: El número de teléfono debe estar en formato internacional, p. ej. +12135550123.',
    );
    const english = await refuse({ phoneNumber: '12' }, { 'accept-language': 'en' });
    expect(english.json().error.message).toBe(
      'body.phoneNumber: Phone number must be in international format, e.g. +12135550123.',
    );

    const wrongCode = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: verifySignIn.path,
        payload: { phoneNumber: uniquePhone(), code: '123456' },
        headers,
        remoteAddress: uniqueIp(),
      });
    expect((await wrongCode(SPANISH)).json().error).toEqual({
      code: 'INVALID_CODE',
      message: 'Código de verificación no válido. Vuelve a intentarlo.',
    });
    expect((await wrongCode({})).json().error).toEqual({
      code: 'INVALID_CODE',
      message: 'Invalid verification code. Please try again.',
    });

    const venue = await createStaffedVenue(t.app, 'STAFF', {
      name: 'Negroni',
      trackQuantity: true,
      quantityAvailable: 0,
    });
    const soldOut = await t.app.inject({
      method: 'POST',
      url: endpointPath(createOrder, { userId: venue.customer.userId }),
      headers: { ...venue.customer.auth, ...SPANISH },
      payload: {
        userId: venue.customer.userId,
        vendorLocationId: venue.location.vendorLocationId,
        cartItems: [{ productId: venue.product.productId, quantity: 1 }],
      },
    });
    expect(soldOut.json().error.code).toBe('PRODUCT_SOLD_OUT');
    expect(soldOut.json().error.message).toBe('Negroni está agotado.');
  });
});
