import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign, verify } from 'node:crypto';
import {
  parseSignedCode,
  SIGNED_CODE_PREFIX,
  type SignedCodeKind,
  type SignedCodeParts,
  type SigningKey,
} from '@queueless/contracts';
import { desc, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { signingKeys } from './offline.tables.js';

/** Another process's rotation is seen within this long. */
const KEY_CACHE_MS = 60_000;

type LoadedKey = { keyId: string; publicKey: string; retiredAt: Date | null; verifier: KeyObject; signer: KeyObject };

export type SignedCodes = ReturnType<typeof createSignedCodes>;

/**
 * Signed codes (decision 092): `QL1.<kind>.<id>.<scope>.<expiry, base 36 seconds>.<keyId>.<Ed25519 signature of
 * everything before it, base64url>`. The install's keys live in `signing_keys`; the first is made on first use.
 */
export function createSignedCodes(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  let cache: { at: number; keys: LoadedKey[] } | undefined;

  function load(row: typeof signingKeys.$inferSelect): LoadedKey {
    return {
      keyId: row.keyId,
      publicKey: row.publicKey,
      retiredAt: row.retiredAt,
      verifier: createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: row.publicKey }, format: 'jwk' }),
      signer: createPrivateKey({ key: Buffer.from(row.privateKey, 'base64'), format: 'der', type: 'pkcs8' }),
    };
  }

  async function insertKey(): Promise<void> {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const x = publicKey.export({ format: 'jwk' }).x;
    if (!x) throw new Error('Ed25519 key without x');
    await db.insert(signingKeys).values({
      keyId: newId(8),
      publicKey: x,
      privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    });
  }

  /** The keys, newest first; `toSign`: the first signing key is made when there is none (reads never write). */
  async function keys(toSign = false): Promise<LoadedKey[]> {
    const now = Date.now();
    if (cache && now - cache.at < KEY_CACHE_MS && (!toSign || cache.keys.some((key) => key.retiredAt === null))) {
      return cache.keys;
    }
    let rows = await db.select().from(signingKeys).orderBy(desc(signingKeys.createdAt));
    if (toSign && !rows.some((row) => row.retiredAt === null)) {
      await insertKey();
      rows = await db.select().from(signingKeys).orderBy(desc(signingKeys.createdAt));
    }
    cache = { at: now, keys: rows.map(load) };
    return cache.keys;
  }

  return {
    /** The public keys, for devices and the public call. */
    async publicKeys(): Promise<SigningKey[]> {
      return (await keys()).map((key) => ({
        keyId: key.keyId,
        publicKey: key.publicKey,
        retiredAt: key.retiredAt?.toISOString() ?? null,
      }));
    },

    /** A code for `id` within `scope` (an event, a location), valid until `expiresAt`, signed by the newest key. */
    async sign(kind: SignedCodeKind, id: string, scope: string, expiresAt: Date): Promise<string> {
      const key = (await keys(true)).find((candidate) => candidate.retiredAt === null);
      if (!key) throw new Error('No signing key');
      const expiry = Math.floor(expiresAt.getTime() / 1000).toString(36);
      const message = [SIGNED_CODE_PREFIX, kind, id, scope, expiry, key.keyId].join('.');
      return `${message}.${sign(null, Buffer.from(message), key.signer).toString('base64url')}`;
    },

    /**
     * The code's parts when its signature holds with one of the keys and it has not expired; else why not. A bare id
     * (today's codes) is `unsigned`: the caller decides by its own checks.
     */
    async verify(
      text: string,
    ): Promise<{ ok: true; parts: SignedCodeParts } | { ok: false; reason: 'unsigned' | 'forged' | 'expired' }> {
      const parts = parseSignedCode(text);
      if (!parts)
        return text.trim().startsWith(`${SIGNED_CODE_PREFIX}.`)
          ? { ok: false, reason: 'forged' }
          : { ok: false, reason: 'unsigned' };
      let key = (await keys()).find((candidate) => candidate.keyId === parts.keyId);
      if (!key) {
        cache = undefined;
        key = (await keys()).find((candidate) => candidate.keyId === parts.keyId);
      }
      if (!key) return { ok: false, reason: 'forged' };
      const signature = Buffer.from(parts.signature, 'base64url');
      if (!verify(null, Buffer.from(parts.message), key.verifier, signature)) return { ok: false, reason: 'forged' };
      if (parts.expiresAt * 1000 < clock().getTime()) return { ok: false, reason: 'expired' };
      return { ok: true, parts };
    },

    /**
     * A new signing key; the one signing until now is retired (it still verifies its codes). Codes made from now
     * on carry the new key's id. This process sees it at once, the others within a minute.
     */
    async rotate(): Promise<string> {
      await db.update(signingKeys).set({ retiredAt: clock() }).where(isNull(signingKeys.retiredAt));
      await insertKey();
      cache = undefined;
      const [newest] = await keys(true);
      return newest?.keyId ?? '';
    },
  };
}
