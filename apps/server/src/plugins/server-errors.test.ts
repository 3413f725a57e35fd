import { copyLocationMenu, createStation, endpointPath } from '@queueless/contracts';
import { describe, expect, it } from 'vitest';
import { createStaff, createStaffedVenue, type TestUser } from '../../test/factories.js';
import { useTestAppWithFakePayments } from '../../test/orders.js';
import { SAMPLE_NAME, SAMPLE_NUMBER, thrownMessages } from '../../test/thrown-messages.js';
import { wordError } from './customer-errors.js';

/**
 * The English the server throws that only developers and machines meet, left in English (decision 097, amended
 * 2026-11-29): each with why no person using the web app can read it. Keep it short: a message a person can meet
 * belongs in customer-errors.ts or staff-errors.ts with its Spanish.
 */
const ENGLISH_ONLY: Record<string, string> = {
  'The development SMS outbox answers only this machine. Set DEV_SMS_OUTBOX_REMOTE=true to open it.':
    'the development SMS outbox, a developer’s tool',
  'Payments are not simulated here.': 'the simulated provider’s test hook, called by tests and developers',
  'The simulated payment provider sends no webhooks.': 'answers a webhook delivery, which no person sends',
  'The webhook body is not valid JSON.': 'answers Stripe’s webhook deliveries',
  'The webhook body is not a Stripe event.': 'answers Stripe’s webhook deliveries',
  'The webhook body is not a Stripe Connect event.': 'answers Stripe Connect’s webhook deliveries',
  'This install takes no Stripe Connect deliveries.': 'answers Stripe Connect’s webhook deliveries',
  'This printer token is not valid.': 'answers a printer’s poll (CloudPRNT), read by the printer',
  'No job to print for this token.': 'answers a printer’s poll (CloudPRNT), read by the printer',
  'No job to confirm for this token.': 'answers a printer’s poll (CloudPRNT), read by the printer',
  'This Idempotency-Key was used for an order at another location.':
    'a client reusing its key for another order; the web app makes a new key for each',
};

/**
 * Sites whose message is a value the scan cannot follow (a field of an object built elsewhere), by file, with every
 * English they can throw written out. A new site of this kind fails the test until it is listed here.
 */
const FOLLOWED_BY_HAND: Record<string, string[]> = {
  // createStreamRegistry's `refusal`, one per stream (order-stream.ts, queue-stream.ts, ticket-stream.ts).
  'lib/event-stream.ts': [
    'Too many order updates are open. Close another page of your orders first.',
    'Too many queue pages are open. Close another one first.',
    'Too many station screens are open. Close another one first.',
  ],
  // checkRefundLines's problems (partial-refunds.ts): the first is the message, all are the details.
  'modules/refunds/refunds.service.ts': [
    'This product is not on the order.',
    'This line is not on the order.',
    'This line has been refunded already.',
    `Only ${SAMPLE_NUMBER} left to refund.`,
  ],
  // callProvider's `message`, given by each call (payments.ts, identity.service.ts, refunds.service.ts).
  'providers/provider-failure.ts': [
    'The payment service is not answering. Please try again.',
    'Failed to send verification code. Please try again.',
    'We were unable to refund your order. Please try again later.',
  ],
};

describe("the server's errors in Spanish (decision 097)", () => {
  it('word every English message a service throws, but the few only developers and machines meet', () => {
    const sites = thrownMessages();
    // The scan reads the ~270 sites of the server's code (a broken scan would find none and pass).
    expect(sites.length).toBeGreaterThan(250);
    const unreadFiles = [...new Set(sites.filter((site) => site.unread.length > 0).map((site) => site.at))];
    expect(
      unreadFiles.filter((at) => !((at.split(':')[0] as string) in FOLLOWED_BY_HAND)),
      'a message the scan cannot follow: list what it throws in FOLLOWED_BY_HAND',
    ).toEqual([]);
    const thrown = new Set([...sites.flatMap((site) => site.messages), ...Object.values(FOLLOWED_BY_HAND).flat()]);
    expect(thrown.size).toBeGreaterThan(200);
    const unworded = [...thrown].filter(
      (message) => !(message in ENGLISH_ONLY) && wordError(message, 'es') === message,
    );
    expect(unworded, 'add these to customer-errors.ts or staff-errors.ts, with their Spanish in es.po').toEqual([]);
    // The allow-list holds only messages still thrown, and left in English.
    for (const message of Object.keys(ENGLISH_ONLY)) {
      expect(thrown.has(message), `${message} is no longer thrown: take it off ENGLISH_ONLY`).toBe(true);
      expect(wordError(message, 'es')).toBe(message);
    }
    // English goes as thrown.
    for (const message of thrown) expect(wordError(message, 'en')).toBe(message);
  }, 120_000);

  it('word a staff member’s, an operator’s and the integrations’ errors with what the service put in', () => {
    expect(wordError('This location already has a station with that name.', 'es')).toBe(
      'Esta ubicación ya tiene una estación con ese nombre.',
    );
    expect(wordError('Only 1 left to refund.', 'es')).toBe('Solo queda 1 por reembolsar.');
    expect(wordError('Only 4 left to refund.', 'es')).toBe('Solo quedan 4 por reembolsar.');
    expect(wordError('Only 0 in stock: the count cannot go below zero.', 'es')).toBe(
      'Solo hay 0 en existencia: la cantidad no puede bajar de cero.',
    );
    expect(wordError('The vendor id la-cantina is taken. Choose another.', 'es')).toBe(
      'El id de vendedor la-cantina ya está en uso. Elige otro.',
    );
    expect(wordError('You cannot give the SUPER_ADMIN role.', 'es')).toBe('No puedes dar el rol SUPER_ADMIN.');
    expect(wordError('This API key lacks the orders:read scope.', 'es')).toBe(
      'A esta clave de API le falta el permiso orders:read.',
    );
    expect(wordError('querystring.datetimeCompletedAfter: The window can be at most 7 days.', 'es')).toBe(
      'querystring.datetimeCompletedAfter: El período puede ser de como máximo 7 días.',
    );
    expect(wordError('Margarita: choose Salt at most 1 times.', 'es')).toBe('Margarita: elige Salt como máximo 1 vez.');
    expect(wordError('Margarita: choose a Tequila.', 'es')).toBe('Margarita: elige una opción de Tequila.');
    expect(wordError('Margarita: choose Salt once.', 'es')).toBe('Margarita: elige Salt una sola vez.');
    // The customer's still first: a sold-out option is the product's wording.
    expect(wordError(`${SAMPLE_NAME}: Lime is sold out.`, 'es')).toBe(`${SAMPLE_NAME}: Lime está agotado.`);
  });
});

describe('a staff refusal through the error handler', () => {
  const t = useTestAppWithFakePayments();
  const SPANISH = { 'accept-language': 'es-US,es;q=0.9,en;q=0.8' };

  const addStation = (user: TestUser, vendorLocationId: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: endpointPath(createStation, { vendorLocationId }),
      headers: { ...user.auth, ...headers },
      payload: { name: 'Bar' },
    });

  it('answers in the page’s language, with the same code and status as in English', async () => {
    const venue = await createStaffedVenue(t.app, 'MANAGER');
    const vendorLocationId = venue.location.vendorLocationId;
    expect((await addStation(venue.staff, vendorLocationId)).statusCode).toBe(201);

    const twice = await addStation(venue.staff, vendorLocationId, SPANISH);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toEqual({
      code: 'CONFLICT',
      message: 'Esta ubicación ya tiene una estación con ese nombre.',
    });
    const inEnglish = await addStation(venue.staff, vendorLocationId, { 'accept-language': 'en-US' });
    expect(inEnglish.statusCode).toBe(409);
    expect(inEnglish.json().error).toEqual({
      code: 'CONFLICT',
      message: 'This location already has a station with that name.',
    });

    // A bartender (STAFF) may not add a station: refused in Spanish too.
    const bartender = await createStaff(t.app, venue.vendor.vendorId, 'STAFF');
    const refused = await addStation(bartender, vendorLocationId, SPANISH);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'FORBIDDEN', message: 'No tienes acceso a este vendedor.' });
  });

  it('words a validation refusal’s details as well as its message', async () => {
    const venue = await createStaffedVenue(t.app, 'MANAGER');
    const vendorLocationId = venue.location.vendorLocationId;
    const copy = await t.app.inject({
      method: 'POST',
      url: endpointPath(copyLocationMenu, { vendorLocationId }),
      headers: { ...venue.staff.auth, ...SPANISH },
      payload: { fromVendorLocationId: vendorLocationId },
    });
    expect(copy.statusCode).toBe(400);
    expect(copy.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Elige otra ubicación de la que copiar.',
      details: [{ field: 'body.fromVendorLocationId', message: 'Elige otra ubicación de la que copiar.' }],
    });
  });
});
