import { t } from '@lingui/core/macro';
import type { SignInAudience } from './redirect-target';

/** Why the person is signing in, as the page that sent them says it (router state `signInPurpose`). */
export function signInPurposeOf(state: unknown): 'draw' | null {
  return (state as { signInPurpose?: unknown } | null)?.signInPurpose === 'draw' ? 'draw' : null;
}

/**
 * The sign-in page's lead line, fitted to why the person came: to draw a prize (said by the draw button), to order
 * or to join Lusiv and book a guest-list spot (the page they go back to). Anything else reads as the account's.
 * Called while drawing, so it is worded in the active language.
 */
export function signInLead(audience: SignInAudience, target: string, purpose: 'draw' | null = null): string {
  if (audience === 'staff') return t`Sign in with the phone number your venue registered for you.`;
  if (purpose === 'draw') return t`Sign in with your phone number to try your luck in the prize drawing.`;
  const pathname = target.split(/[?#]/)[0] ?? target;
  if (/^\/location\/[^/]+\/order(\/|$)/.test(pathname)) {
    return t`Sign in with your phone number to place your order and pick it up without waiting in line.`;
  }
  if (/^\/(lusiv|join-lusiv|membership)(\/|$)/.test(pathname)) {
    return t`Sign in with your phone number to join Lusiv and book your guest-list spots.`;
  }
  return t`Sign in with your phone number to order, pay and see your orders.`;
}
