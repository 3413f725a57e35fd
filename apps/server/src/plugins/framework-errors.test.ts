import { calculateTax, getShortCodeRedirect } from '@queueless/contracts';
import Fastify, { type InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../test/harness.js';
import { wordError } from './customer-errors.js';
import { registerErrorHandler } from './errors.js';
import { frameworkErrors } from './framework-errors.js';

const SPANISH = { 'accept-language': 'es-US,es;q=0.9' };
const ENGLISH = { 'accept-language': 'en-US' };

describe("Fastify's refusals and the faults, in the request's language (decision 097)", () => {
  const t = useTestApp(() => createTestApp({}));

  /** The same request in Spanish and in English: both answers' status and error. */
  async function inBoth(options: InjectOptions) {
    const answer = async (headers: Record<string, string>) => {
      const reply = await t.app.inject({ ...options, headers: { ...options.headers, ...headers } });
      return { status: reply.statusCode, error: reply.json().error };
    };
    return { es: await answer(SPANISH), en: await answer(ENGLISH) };
  }

  it('words every message the handlers send of their own', () => {
    for (const { message } of frameworkErrors) {
      expect(wordError(message ?? '', 'es'), message).not.toBe(message);
      expect(wordError(message ?? '', 'en')).toBe(message);
    }
  });

  it('an unknown route: 404 NOT_FOUND, named in Spanish', async () => {
    const { es, en } = await inBoth({ method: 'POST', url: '/inventory-service/v1/nope' });
    expect(es).toEqual({
      status: 404,
      error: { code: 'NOT_FOUND', message: 'No hay ninguna ruta para POST /inventory-service/v1/nope.' },
    });
    expect(en).toEqual({
      status: 404,
      error: { code: 'NOT_FOUND', message: 'No route for POST /inventory-service/v1/nope.' },
    });
  });

  it('a body that is not JSON, one sent as XML, one too large: 400, 415, 413 with their codes', async () => {
    const json = { 'content-type': 'application/json' };
    const broken = await inBoth({ method: 'POST', url: calculateTax.path, headers: json, payload: '{"a":' });
    expect(broken.es).toEqual({
      status: 400,
      error: { code: 'VALIDATION_FAILED', message: 'El cuerpo de la solicitud no es un JSON válido.' },
    });
    expect(broken.en).toEqual({
      status: 400,
      error: { code: 'VALIDATION_FAILED', message: 'The request body is not valid JSON.' },
    });

    const xml = { 'content-type': 'application/xml' };
    const asXml = await inBoth({ method: 'POST', url: calculateTax.path, headers: xml, payload: '<a/>' });
    expect(asXml.es).toEqual({
      status: 415,
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Envía el cuerpo de la solicitud como JSON.' },
    });
    expect(asXml.en.error).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as JSON.' });

    const padding = 'a'.repeat(300 * 1024);
    const large = await inBoth({ method: 'POST', url: calculateTax.path, payload: { padding } });
    expect(large.es.status).toBe(413);
    expect(large.es.error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'El cuerpo de la solicitud es demasiado grande.',
    });
    expect(large.en.error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
  });

  it('an address Fastify cannot route (broken percent-encoding, an over-long part): 400 and 414', async () => {
    const broken = await inBoth({ url: getShortCodeRedirect.path.replace(':code', '%E2%82') });
    expect(broken.es).toEqual({
      status: 400,
      error: { code: 'VALIDATION_FAILED', message: 'La dirección no es válida (codificación por porcentaje rota).' },
    });
    expect(broken.en.error.message).toBe('The address is not valid (broken percent-encoding).');
    const long = await inBoth({ url: getShortCodeRedirect.path.replace(':code', 'a'.repeat(101)) });
    expect(long.es).toEqual({
      status: 414,
      error: { code: 'URI_TOO_LONG', message: 'Una parte de la dirección es demasiado larga.' },
    });
    expect(long.en.error.message).toBe('A part of the address is too long.');
  });
});

describe('the faults a person can meet, in their language', () => {
  it('a bug (500 INTERNAL) and the database away (503 SERVICE_UNAVAILABLE, Retry-After)', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/bug', async () => {
      throw new Error('boom');
    });
    app.get('/database-away', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    });
    const get = async (url: string, headers: Record<string, string>) => {
      const reply = await app.inject({ url, headers });
      return { status: reply.statusCode, error: reply.json().error, retryAfter: reply.headers['retry-after'] };
    };
    expect(await get('/bug', SPANISH)).toEqual({
      status: 500,
      error: { code: 'INTERNAL', message: 'Algo salió mal de nuestro lado.' },
      retryAfter: undefined,
    });
    expect((await get('/bug', ENGLISH)).error.message).toBe('Something went wrong on our side.');
    const away = await get('/database-away', SPANISH);
    expect(away.status).toBe(503);
    expect(away.retryAfter).toBeDefined();
    expect(away.error).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'El servicio no está disponible por un momento. Vuelve a intentarlo enseguida.',
    });
    expect((await get('/database-away', ENGLISH)).error.message).toBe(
      'The service is briefly unavailable. Please try again in a moment.',
    );
    await app.close();
  });
});
