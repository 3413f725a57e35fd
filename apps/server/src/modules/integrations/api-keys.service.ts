import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_SECRET_PREFIX,
  type ApiKey,
  type ApiKeyScope,
  type CreateApiKeyBody,
  type SessionUser,
} from '@queueless/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { auditedChange } from '../audit/index.js';
import { users } from '../identity/index.js';
import { type Access, vendorRoles } from '../staff/index.js';
import { vendorLocations } from '../vendor-locations/index.js';
import { apiKeys } from './integrations.tables.js';

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** The user a key acts as: its id is the key's, its "phone number" one no person can sign in with. */
export const apiKeyPhoneOf = (apiKeyId: string) => `key:${apiKeyId}`;
/** The role a key's user holds: the highest any call a scope opens asks for (no call a key may make needs ADMIN). */
const KEY_ROLE = 'MANAGER' as const;

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    apiKeyId: row.apiKeyId,
    name: row.name,
    scopes: row.scopes as ApiKeyScope[],
    vendorLocationIds: row.vendorLocationIds,
    secretHint: row.secretHint,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * API keys (issue 41, decision 089): ADMIN and above of the vendor create, list and revoke them. A key acts as a user
 * of its own holding MANAGER at its vendor only (so it can never act on another vendor, and every staff check of the
 * calls applies), narrowed by its scopes and locations in `api-key-guard.ts`.
 */
export function createApiKeysService({ db, access }: { db: Db; access: Access }) {
  return {
    async create(user: SessionUser, vendorId: string, body: CreateApiKeyBody) {
      await access.requireRole(user, vendorId, 'ADMIN');
      const locationIds = body.vendorLocationIds
        ? [...new Set(body.vendorLocationIds.map((id) => id.toUpperCase()))]
        : null;
      if (locationIds) {
        const found = await db
          .select({ id: vendorLocations.vendorLocationId })
          .from(vendorLocations)
          .where(and(eq(vendorLocations.vendorId, vendorId), inArray(vendorLocations.vendorLocationId, locationIds)));
        if (found.length !== locationIds.length) {
          const message = 'Every location must be one of this vendor’s.';
          throw new AppError('VALIDATION_FAILED', message, [{ field: 'body.vendorLocationIds', message }]);
        }
      }
      const apiKeyId = `key_${newId(20)}`;
      const secret = `${API_KEY_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
      const scopes = [...new Set(body.scopes)];
      const row = await db.transaction(async (tx) => {
        await tx.insert(users).values({ userId: apiKeyId, phoneNumber: apiKeyPhoneOf(apiKeyId), firstName: body.name });
        await tx
          .insert(vendorRoles)
          .values({ vendorId, phoneNumber: apiKeyPhoneOf(apiKeyId), name: `API key: ${body.name}`, role: KEY_ROLE });
        return auditedChange(tx, {
          change: async () => {
            const [inserted] = await tx
              .insert(apiKeys)
              .values({
                apiKeyId,
                vendorId,
                name: body.name,
                scopes,
                vendorLocationIds: locationIds,
                secretHash: hashSecret(secret),
                secretHint: secret.slice(0, API_KEY_SECRET_PREFIX.length + 4),
                createdBy: user.userId,
              })
              .returning();
            return inserted;
          },
          audit: (key) => ({
            actorUserId: user.userId,
            vendorId,
            action: 'api_key.create',
            entityType: 'api_key',
            entityId: key.apiKeyId,
            details: { name: key.name, scopes, vendorLocationIds: locationIds },
          }),
        });
      });
      if (!row) throw new Error('api key insert returned nothing');
      return { apiKey: toApiKey(row), secret };
    },

    async list(user: SessionUser, vendorId: string): Promise<ApiKey[]> {
      await access.requireRole(user, vendorId, 'ADMIN');
      const rows = await db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.vendorId, vendorId), isNull(apiKeys.revokedAt)))
        .orderBy(apiKeys.createdAt, apiKeys.apiKeyId);
      return rows.map(toApiKey);
    },

    /** Marks it revoked and removes its user's role, in one transaction: the next call of the key is refused. */
    async revoke(user: SessionUser, vendorId: string, apiKeyId: string): Promise<void> {
      await access.requireRole(user, vendorId, 'ADMIN');
      const revoked = await db.transaction((tx) =>
        auditedChange(tx, {
          change: async () => {
            const [row] = await tx
              .update(apiKeys)
              .set({ revokedAt: sql`now()` })
              .where(and(eq(apiKeys.apiKeyId, apiKeyId), eq(apiKeys.vendorId, vendorId), isNull(apiKeys.revokedAt)))
              .returning();
            if (!row) return undefined;
            await tx
              .delete(vendorRoles)
              .where(and(eq(vendorRoles.vendorId, vendorId), eq(vendorRoles.phoneNumber, apiKeyPhoneOf(apiKeyId))));
            return row;
          },
          audit: (key) => ({
            actorUserId: user.userId,
            vendorId,
            action: 'api_key.revoke',
            entityType: 'api_key',
            entityId: key.apiKeyId,
            details: { name: key.name },
          }),
        }),
      );
      if (!revoked) throw new AppError('NOT_FOUND', 'No such API key.');
    },

    /** The key a secret belongs to, read on every call (never cached): a revoked one is not found. */
    async findBySecret(secret: string): Promise<ApiKeyRow | undefined> {
      const [row] = await db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.secretHash, hashSecret(secret)), isNull(apiKeys.revokedAt)));
      return row;
    },

    /** Notes the key's use, at most once a minute (a write per call would be a write per call). */
    async touch(apiKeyId: string): Promise<void> {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: sql`now()` })
        .where(
          and(
            eq(apiKeys.apiKeyId, apiKeyId),
            sql`(${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < now() - interval '1 minute')`,
          ),
        );
    },
  };
}
