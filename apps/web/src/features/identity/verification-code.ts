import { CODE_LENGTH } from '#web/lib/constants';

/** Typed input keeps its digits only, up to the code length. */
export function sanitizeTypedCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/**
 * Pasted text is taken only when it is all digits and at most 6 of them (surrounding spaces forgiven);
 * anything else is refused whole, so a pasted message or a wrong number never half-fills the field.
 */
export function acceptPastedCode(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || trimmed.length > CODE_LENGTH) return null;
  return trimmed;
}

export function isCompleteCode(code: string): boolean {
  return code.length === CODE_LENGTH && /^\d+$/.test(code);
}
