import { readText, writeText } from '#web/lib/browser-storage';

/** The drawing's Terms & Conditions checkbox is remembered on this device (spec: a local key). */
const TERMS_KEY = 'prizeDrawingTermsAccepted';

export function hasAcceptedTerms(): boolean {
  return readText('local', TERMS_KEY) === 'true';
}

export function rememberTermsChoice(isAccepted: boolean): void {
  writeText('local', TERMS_KEY, String(isAccepted));
}
