/** Business constants from the spec (staff.md and customer.md, section 9). */

/** The default vendor location: the /demo target and the fallback location. */
export const DEFAULT_LOCATION_ID = 'AD708';

/** Every API call gives up after 10 s. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** Toasts stay for 3 s. */
export const TOAST_DURATION_MS = 3_000;

/** Inventory, location and order queries are stale after 5 s. */
export const DEFAULT_STALE_TIME_MS = 5_000;

/** The id token is refreshed every 30 minutes. */
export const TOKEN_REFRESH_INTERVAL_MS = 30 * 60_000;

/** Sign-in: a 6-digit code, a phone field of at most 14 characters, 60 s before a new code may be asked for. */
export const CODE_LENGTH = 6;
export const PHONE_MAX_LENGTH = 14;
export const RESEND_COUNTDOWN_SECONDS = 60;

/** Shown in the footer of public pages. */
export const PRODUCT_NAME = 'Queueless';
