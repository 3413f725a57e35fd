import { z } from 'zod';

/**
 * Every error code the API can answer with, and the HTTP status it maps to.
 * The server's error handler and the web client both read this one table.
 */
export const errorStatus = {
  /** A request body, query or path failed validation; `details` lists the fields. */
  VALIDATION_FAILED: 400,
  /** The sign-in code is wrong, expired, already used, or no code was sent. */
  INVALID_CODE: 400,
  /** The phone number is not a valid mobile number. */
  INVALID_PHONE_NUMBER: 400,
  /** A cart line names a product that does not exist at this location. */
  UNKNOWN_PRODUCT: 400,
  /** A cart line names a product that is switched off by staff. */
  PRODUCT_UNAVAILABLE: 400,
  /** A cart line names a product whose tracked stock is 0 or less. */
  PRODUCT_SOLD_OUT: 400,
  /** The cart has no lines. */
  CART_EMPTY: 400,
  /** The card was declined by the payment provider. */
  PAYMENT_DECLINED: 402,
  /** No valid id token was sent, or it expired. */
  UNAUTHENTICATED: 401,
  /** The refresh token is missing, expired, revoked or already spent. */
  INVALID_REFRESH_TOKEN: 401,
  /** The caller is signed in but may not do this. */
  FORBIDDEN: 403,
  /** The thing asked for does not exist (or is not the caller's to see). */
  NOT_FOUND: 404,
  /**
   * Staff asked for, completed or refunded an order of a vendor where they hold no role (they hold one elsewhere): the
   * staff page's 'Wrong Location'. Nothing of the order is told; a caller with no staff role anywhere gets FORBIDDEN.
   */
  ORDER_OTHER_VENDOR: 403,
  /** A generic state conflict. */
  CONFLICT: 409,
  /** Completing an order that has not been paid. */
  ORDER_NOT_PAID: 409,
  /** Completing or refunding an order that was already refunded. */
  ORDER_REFUNDED: 409,
  /** Recording a presale balance as collected when it was recorded already (decision 018). */
  BALANCE_ALREADY_COLLECTED: 409,
  /** Recording a balance as collected on an order that has none to collect. */
  NO_BALANCE_DUE: 409,
  /** Undoing a balance's collection that was not recorded (or was undone already). */
  BALANCE_NOT_COLLECTED: 409,
  /** An order create whose Idempotency-Key made an order of another location (decision 017). */
  IDEMPOTENCY_KEY_REUSED: 409,
  /** Changing an order that is no longer in progress. */
  ORDER_NOT_IN_PROGRESS: 409,
  /** Marking an order paid without a payment when it is not free. */
  ORDER_NOT_FREE: 409,
  /** The payment for an order has not succeeded (yet). */
  PAYMENT_NOT_COMPLETED: 409,
  /** Marking ready an order already picked up (decision 070). */
  ORDER_ALREADY_COMPLETE: 409,
  /** Texting an order's receipt more often than it may be (decision 071). */
  RECEIPT_TEXT_LIMIT: 429,
  /** A role change the actor's role does not allow, or on the actor itself. */
  ROLE_NOT_ALLOWED: 403,
  /** Removing or demoting a vendor's last SUPER_ADMIN. */
  LAST_SUPER_ADMIN: 409,
  /** A staff role for this phone number already exists at the vendor. */
  ROLE_EXISTS: 409,
  /** Too many wrong codes for one sign-in code. */
  TOO_MANY_ATTEMPTS: 429,
  /** A new code was asked for within 60 s of the last one. */
  RESEND_TOO_SOON: 429,
  /** Too many requests from this phone number or address. */
  RATE_LIMITED: 429,
  /** Something failed on our side; the message never carries internals. */
  INTERNAL: 500,
  /** An upstream provider (payments, SMS) failed. */
  PROVIDER_FAILED: 502,
  // faults
  /** The database cannot be reached right now; the answer carries Retry-After. */
  SERVICE_UNAVAILABLE: 503,
  // input
  /** The request's address, or one part of it, is longer than the server takes. */
  URI_TOO_LONG: 414,
  /** The request body is larger than the server takes. */
  PAYLOAD_TOO_LARGE: 413,
  /** The request body is not JSON (or not the type this call takes). */
  UNSUPPORTED_MEDIA_TYPE: 415,
  // guestlists
  /** Reserving for a guest-list event that has ended or is COMPLETED. */
  GLEVENT_CLOSED: 409,
  /** The customer already holds a reservation (not cancelled) for this event. */
  ALREADY_RESERVED: 409,
  /** The reservation policy refuses: by default, the customer already holds an active reservation. */
  RESERVATION_LIMIT: 409,
  /** Cancelling a reservation that is not CONFIRMED or WAITLISTED, or whose event has started. */
  RESERVATION_NOT_CANCELLABLE: 409,
  /** A device's token that was revoked by a manager (decision 092): the device wipes its data. */
  DEVICE_REVOKED: 403,
  /** A door device whose guest-list event ended more than its grace ago (decision 092): the device wipes its data. */
  DEVICE_EXPIRED: 403,
  /** Checking in a reservation that is already CHECKED_IN. */
  ALREADY_CHECKED_IN: 409,
  /** Checking in a CANCELLED reservation. */
  RESERVATION_CANCELLED: 409,
  /** Checking in a WAITLISTED or PENDING reservation: the guest has no place (yet). */
  RESERVATION_NOT_CONFIRMED: 409,
  /** Checking in, at one event, a reservation of another event of the same vendor. */
  RESERVATION_OTHER_EVENT: 409,
  /** Lowering a guest-list event's capacity below the places already taken. */
  CAPACITY_BELOW_RESERVED: 409,
  // membership
  /** The amount or duration sent does not match one of the membership plans. */
  MEMBERSHIP_PLAN_INVALID: 400,
  /** Joining with a membership payment that has not succeeded (yet), or paid another amount. */
  MEMBERSHIP_PAYMENT_NOT_COMPLETED: 409,
  /** Reserving without an active membership. */
  MEMBERSHIP_REQUIRED: 403,
  /** Reserving with no event credit left. */
  NO_CREDITS_LEFT: 409,
  /** Reserving while another confirmed reservation's event has not ended. */
  ACTIVE_RESERVATION_EXISTS: 409,
  /** Reserving an event that starts more than 3 months ahead. */
  BOOKING_TOO_FAR_AHEAD: 409,
  // contests
  /** A draw was asked for with no unspent, unexpired ticket for the event. */
  NO_TICKETS_LEFT: 409,
  /** The event's drawing is not open (the event is not in progress, or has ended): no tickets, no draws. */
  CONTEST_CLOSED: 409,
  /** Claiming a reward that was already claimed. */
  REWARD_ALREADY_CLAIMED: 409,
  /** Claiming a reward after its claim expiration. */
  REWARD_EXPIRED: 409,
  /** Setting a prize's stock below the number already won. */
  PRIZE_STOCK_BELOW_WON: 409,
  /** Odds that would make the event's prizes add up to more than certainty (100 %). */
  PRIZE_ODDS_OVER_CERTAINTY: 409,
  // public pages and links
  /** A short link or wristband target that is neither one of our pages nor on an allowed host (written or stored). */
  REDIRECT_NOT_ALLOWED: 422,
  /** A short code that is already taken (codes are never reused, even once retired). */
  SHORT_CODE_EXISTS: 409,
  /** A wristband already mapped to another vendor and not retired. */
  WRISTBAND_TAKEN: 409,
  // venue set-up (decision 055)
  /** Creating a vendor whose vendorId is taken. */
  VENDOR_EXISTS: 409,
  /** Creating a location whose vendorLocationId is taken (at any vendor). */
  LOCATION_EXISTS: 409,
  /** Ordering at a retired location or a suspended vendor. */
  ORDERING_CLOSED: 409,
  /** Removing the install's last operator. */
  LAST_OPERATOR: 409,
  /** A stock change that would leave a tracked product below zero. */
  STOCK_BELOW_ZERO: 409,
  /** A stock change to a product whose stock is not tracked. */
  STOCK_NOT_TRACKED: 409,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodeSchema = z.enum(Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]]);

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
