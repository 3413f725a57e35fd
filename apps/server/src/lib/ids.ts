import { randomBytes, randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random id of uppercase letters and digits (no 0/O/1/I, so short ids read well aloud). */
export function newId(length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}

/** An opaque random token, base64url, for refresh tokens and client secrets. */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A six-digit sign-in code from a cryptographic source. */
export function newSignInCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
