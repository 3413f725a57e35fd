import { API_KEY_SECRET_PREFIX, type SessionUser } from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import type { AppInstance } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { RateLimit, RateLimiter } from '../../plugins/rate-limit.js';
import { orders } from '../orders/index.js';
import { isVendorWideCall, scopeOfCall } from './api-key-scopes.js';
import { type ApiKeyRow, type ApiKeysService, apiKeyPhoneOf } from './api-keys.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the call is made with an API key that may make it: the key's user (`requireUser` answers it). */
    apiKeyUser?: SessionUser;
    /** The key itself, for the calls that narrow further (the export's location). */
    apiKey?: ApiKeyRow;
  }
}

/** Each key's own limit, on top of every call's own limits. */
export const API_KEY_LIMIT: RateLimit = { limit: 600, windowSeconds: 60 };

const keyBearer = new RegExp(`^Bearer\\s+(${API_KEY_SECRET_PREFIX}\\S+)$`, 'i');

/**
 * Lets an API key make the staff calls its scopes open (issue 41, decision 089). On every call with a `qlk_…` bearer
 * the key is read from the database (a revoked key is refused on its next call, on every process), the call's scope
 * and the key's locations are checked, its own rate limit counted, and the key's user handed to `requireUser`; the
 * call then checks that user's role at the vendor exactly as it does a person's.
 */
export function registerApiKeyGuard(
  app: AppInstance,
  {
    apiKeys,
    db,
    rateLimiter,
    limit = API_KEY_LIMIT,
  }: { apiKeys: ApiKeysService; db: Db; rateLimiter: RateLimiter; limit?: RateLimit },
): void {
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const secret = header ? keyBearer.exec(header)?.[1] : undefined;
    if (!secret) return;
    const key = await apiKeys.findBySecret(secret);
    if (!key) throw new AppError('UNAUTHENTICATED', 'This API key is not valid: it was revoked or never existed.');
    const routePath = request.routeOptions.url;
    const scope = scopeOfCall(request.method, routePath);
    if (!scope) throw new AppError('FORBIDDEN', 'An API key cannot make this call.');
    if (!key.scopes.includes(scope)) throw new AppError('FORBIDDEN', `This API key lacks the ${scope} scope.`);
    await rateLimiter.hit(`api-key:${key.apiKeyId}`, limit, 'Too many calls with this API key. Please slow down.');
    if (key.vendorLocationIds) await checkLocation(key.vendorLocationIds, request, db, routePath);
    request.apiKey = key;
    request.apiKeyUser = { userId: key.apiKeyId, phoneNumber: apiKeyPhoneOf(key.apiKeyId) };
    await apiKeys.touch(key.apiKeyId);
  });
}

const notHere = () => new AppError('FORBIDDEN', 'This API key is not allowed at this location.');

async function checkLocation(
  allowed: string[],
  request: { method: string; params: unknown },
  db: Db,
  routePath: string | undefined,
): Promise<void> {
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  if (params.vendorLocationId !== undefined) {
    if (!allowed.includes(params.vendorLocationId.toUpperCase())) throw notHere();
    return;
  }
  if (params.orderId !== undefined) {
    const [order] = await db
      .select({ vendorLocationId: orders.vendorLocationId })
      .from(orders)
      .where(eq(orders.orderId, params.orderId));
    // An unknown order is the call's own 404 to answer.
    if (order && !allowed.includes(order.vendorLocationId)) throw notHere();
    return;
  }
  if (isVendorWideCall(request.method, routePath)) {
    throw new AppError(
      'FORBIDDEN',
      'This API key is limited to locations: it cannot make a call for the whole vendor.',
    );
  }
}
