import { msg } from '@lingui/core/macro';
import type { membershipMessages as contractMessages } from '@queueless/contracts';

/**
 * The contract's membership wording (membershipMessages, the spec's words) as descriptors, so the pages show it in the
 * active language (`i18n._`); the English stays the contract's, word for word.
 */
export const membershipMessages = {
  notAuthenticated: msg`User not authenticated`,
  welcomeTitle: msg`Welcome to Lusiv!`,
  welcomeBody: msg`Your membership has been activated successfully.`,
  paymentFailed: msg`Payment Failed: Please try again or use a different payment method.`,
  walletUnavailable: msg`Apple Pay / Google Pay not available on this device/browser.`,
  walletInitFailed: msg`Failed to initialize payment options. Please try again.`,
  paymentRequestFailed: msg`Failed to create payment request. Please try again.`,
  paymentNotReady: msg`Payment system not ready. Please refresh the page and try again.`,
  walletTimeout: msg`Payment initialization timed out. Please try again.`,
  contactSupport: msg`Contact Support`,
  reserveFailed: msg`Failed to reserve spot.`,
  cancelFailed: msg`Failed to cancel reservation. Please try again.`,
  reservationsFailed: msg`Failed to load reservations`,
  onlyOneActive: msg`Only 1 active reservation allowed`,
} satisfies Record<keyof typeof contractMessages, unknown>;
