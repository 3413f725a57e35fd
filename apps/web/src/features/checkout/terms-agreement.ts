import { readText, removeItem, writeText } from '#web/lib/browser-storage';

/** Spec section 9: the terms agreement is remembered locally (the key's name is ours). */
const TERMS_KEY = 'ql.termsAccepted';

export function hasStoredTermsAgreement(): boolean {
  return readText('local', TERMS_KEY) === 'true';
}

export function storeTermsAgreement(accepted: boolean): void {
  if (accepted) writeText('local', TERMS_KEY, 'true');
  else removeItem('local', TERMS_KEY);
}
