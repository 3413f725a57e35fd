import { parseSignedCode, type SignedCodeParts, type SigningKey } from '@queueless/contracts';

export type CodeCheck =
  | { kind: 'valid'; parts: SignedCodeParts }
  | { kind: 'unsigned' }
  | { kind: 'forged' }
  /** Signed by a key this device does not hold yet (rotated since its last sync): only its list can vouch for it. */
  | { kind: 'unknownKey'; parts: SignedCodeParts }
  | { kind: 'expired'; parts: SignedCodeParts };

const imported = new Map<string, Promise<CryptoKey>>();

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function importKey(key: SigningKey): Promise<CryptoKey> {
  let found = imported.get(key.publicKey);
  if (!found) {
    found = crypto.subtle.importKey(
      'jwk',
      { kty: 'OKP', crv: 'Ed25519', x: key.publicKey },
      { name: 'Ed25519' },
      false,
      ['verify'],
    );
    imported.set(key.publicKey, found);
  }
  return found;
}

/**
 * A scanned code checked on the device, without the network (decision 092): its Ed25519 signature by one of the
 * install's keys (WebCrypto), then its expiry. A bare id is `unsigned`: only the device's list can vouch for it.
 */
export async function checkCode(text: string, keys: readonly SigningKey[], now = Date.now()): Promise<CodeCheck> {
  const trimmed = text.trim();
  const parts = parseSignedCode(trimmed);
  if (!parts) return trimmed.startsWith('QL1.') ? { kind: 'forged' } : { kind: 'unsigned' };
  const key = keys.find((candidate) => candidate.keyId === parts.keyId);
  if (!key) return { kind: 'unknownKey', parts };
  try {
    const isValid = await crypto.subtle.verify(
      { name: 'Ed25519' },
      await importKey(key),
      base64UrlToBytes(parts.signature),
      new TextEncoder().encode(parts.message),
    );
    if (!isValid) return { kind: 'forged' };
  } catch {
    return { kind: 'forged' };
  }
  if (parts.expiresAt * 1000 < now) return { kind: 'expired', parts };
  return { kind: 'valid', parts };
}
