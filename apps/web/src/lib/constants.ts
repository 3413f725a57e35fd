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
/**
 * What the phone field takes as it is typed or pasted, before it is formatted back to at most PHONE_MAX_LENGTH
 * characters: room for "+1 (310) 555-1103" (17), which a 14-character limit cut to a wrong number.
 */
export const PHONE_INPUT_MAX_LENGTH = 20;
export const RESEND_COUNTDOWN_SECONDS = 60;

/** Shown in the footer of public pages. */
export const PRODUCT_NAME = 'Queueless';

// ---------------------------------------------------------------- ordering (customer.md, sections 4, 5 and 9)

/** A cart line holds 1 to 10 of a product (the review dropdown's 0 removes it). */
export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 10;

/** Locally stored carts older than 24 hours are removed. */
export const CART_MAX_AGE_MS = 24 * 60 * 60_000;

/** Tip options in percent; merchandise-only carts have no tip. */
export const TIP_PERCENTAGE_OPTIONS = [10, 15, 20, 25] as const;
export const DEFAULT_TIP_PERCENTAGE = 15;

/** Alcohol is for 21 and over; the warning dialog closes itself after 5 s. */
export const LEGAL_DRINKING_AGE = 21;
export const ALCOHOL_WARNING_AUTO_CLOSE_MS = 5_000;

/** Products without a display order sort as 100. */
export const DEFAULT_DISPLAY_ORDER = 100;

/** A merchandise image moves to the next one after a 50 px swipe. */
export const IMAGE_SWIPE_THRESHOLD_PX = 50;

/** The pickup QR code: 300 px, error-correction level L. */
export const QR_CODE_SIZE = 300;
export const QR_ERROR_CORRECTION_LEVEL = 'L';

/** The account page lists the 3 most recent orders. */
export const ACCOUNT_LIST_LIMIT = 3;

/** The order status page's error text clears after 5 s on the not-found page. */
export const ERROR_TEXT_CLEAR_MS = 5_000;

/** The splash video plays for locations whose showSplashAds is NEFT, once per browser session. */
export const SPLASH_ADS_NEFT = 'NEFT';
export const SPLASH_VIEWED_SESSION_KEY = 'splashViewed';

// ---------------------------------------------------------------- public pages and links (customer.md, sections 4 and 9)

/** The wristband lookup gives up after 10 s. */
export const WRISTBAND_LOOKUP_TIMEOUT_MS = 10_000;
/** The presale countdown turns red and pulses in its last 10 minutes. */
export const PRESALE_HURRY_MS = 10 * 60_000;
