import type { MessageDescriptor } from '@lingui/core';
import { type Language, translate } from '../lib/i18n.js';
import { frameworkErrors } from './framework-errors.js';
import { menuImportErrors } from './menu-import-errors.js';
import { staffErrors } from './staff-errors.js';

/**
 * The errors a customer can meet (signing in, ordering, paying, texts, guest lists), worded in the request's language
 * by the error handler (decision 097). Services keep throwing the spec's English, which stays the key: each message
 * below is that English word for word, its placeholders standing for what the service put in (a product's name, a
 * count). The staff's, vendors' and operators' errors are in `staff-errors.ts`; an English message in neither (the
 * few only developers and machines meet, `server-errors.test.ts`) is answered as thrown.
 */
const customerErrors: MessageDescriptor[] = [
  // Signing in
  /*i18n*/ { id: 'error.phone-invalid', message: 'Invalid phone number. Please enter a valid number.' },
  /*i18n*/ {
    id: 'error.phone-country',
    message: 'Sign-in codes can only be sent to numbers in {countries}. Please enter one of those.',
  },
  /*i18n*/ { id: 'error.phone-country-texts', message: 'Texts are not sent to numbers in this country.' },
  /*i18n*/ {
    id: 'error.phone-format',
    message: 'Phone number must be in international format, e.g. +12135550123.',
  },
  /*i18n*/ { id: 'error.code-invalid', message: 'Invalid verification code. Please try again.' },
  /*i18n*/ { id: 'error.code-format', message: 'Please enter a valid 6-digit verification code.' },
  /*i18n*/ { id: 'error.code-expired', message: 'This code has expired. Please ask for a new one.' },
  /*i18n*/ { id: 'error.code-too-many-tries', message: 'Too many attempts. Please try again later.' },
  /*i18n*/ { id: 'error.code-resend-too-soon', message: 'Please wait before asking for a new code.' },
  /*i18n*/ { id: 'error.code-send-failed', message: 'Failed to send verification code. Please try again.' },
  /*i18n*/ { id: 'error.session-ended', message: 'Your session has ended. Please sign in again.' },
  /*i18n*/ { id: 'error.session-expired', message: 'Your session has expired. Please sign in again.' },
  /*i18n*/ { id: 'error.session-invalid', message: 'Your session is not valid. Please sign in again.' },
  /*i18n*/ { id: 'error.sign-in-to-continue', message: 'Please sign in to continue.' },
  /*i18n*/ { id: 'error.sign-in-again', message: 'Please sign in again.' },
  /*i18n*/ { id: 'error.not-authenticated', message: 'User not authenticated' },
  // Limits
  /*i18n*/ { id: 'error.rate-limited', message: 'Too many requests. Please try again later.' },
  /*i18n*/ {
    id: 'error.order-streams',
    message: 'Too many order updates are open. Close another page of your orders first.',
  },
  /*i18n*/ {
    id: 'error.receipt-text-limit',
    message: 'This receipt has been texted as many times as it can be.',
  },
  // Ordering and paying
  /*i18n*/ { id: 'error.sold-out', message: '{name} is sold out.' },
  /*i18n*/ { id: 'error.only-left', message: 'Only {left} of {name} left.' },
  /*i18n*/ { id: 'error.unavailable-now', message: '{name} is not available right now.' },
  /*i18n*/ { id: 'error.off-the-menu', message: '{name} is no longer on the menu.' },
  /*i18n*/ { id: 'error.unknown-product', message: 'Product "{productId}" is not on this location\'s menu.' },
  /*i18n*/ { id: 'error.cart-empty', message: 'Your cart is empty. Please add items before checking out.' },
  /*i18n*/ {
    id: 'error.alcohol-limit',
    message: 'This location allows at most {limit} alcoholic {limit, plural, one {drink} other {drinks}} per order.',
  },
  /*i18n*/ { id: 'error.ordering-closed', message: 'Ordering is closed at this location.' },
  /*i18n*/ { id: 'error.ordering-paused', message: 'Ordering is paused at this location.' },
  /*i18n*/ {
    id: 'error.ordering-capped',
    message: 'This location is taking no more orders for a few minutes.',
  },
  /*i18n*/ { id: 'error.no-card-payments', message: 'This vendor is not taking card payments yet.' },
  /*i18n*/ { id: 'error.card-declined', message: 'Your card was declined.' },
  /*i18n*/ { id: 'error.card-expiry-past', message: 'Your card’s expiration date is in the past.' },
  /*i18n*/ { id: 'error.order-not-paid', message: 'This order has not been paid.' },
  /*i18n*/ { id: 'error.order-refunded', message: 'This order has been refunded.' },
  /*i18n*/ { id: 'error.reservation-not-confirmed', message: 'This reservation is not confirmed yet.' },
  /*i18n*/ { id: 'error.reservation-cancelled', message: 'This reservation was cancelled.' },
  /*i18n*/ { id: 'error.order-paid-unchangeable', message: 'This order has been paid and can no longer be changed.' },
  /*i18n*/ { id: 'error.order-unchangeable', message: 'This order can no longer be changed.' },
  /*i18n*/ { id: 'error.order-unpayable', message: 'This order can no longer be paid.' },
  /*i18n*/ { id: 'error.order-not-free', message: 'Order is not free.' },
  /*i18n*/ { id: 'error.order-payment-incomplete', message: 'The payment for this order has not gone through.' },
  /*i18n*/ { id: 'error.order-payment-mismatch', message: 'The payment does not match the order total.' },
  /*i18n*/ {
    id: 'error.order-changed-while-paying',
    message: 'The order changed while it was being paid. Please try again.',
  },
  /*i18n*/ {
    id: 'error.your-order-changed-while-paying',
    message: 'Your order changed while it was being paid. Please try again.',
  },
  /*i18n*/ { id: 'error.payment-made', message: 'This payment has already been made and can no longer be changed.' },
  /*i18n*/ { id: 'error.payment-unmakeable', message: 'This payment can no longer be made.' },
  /*i18n*/ { id: 'error.payment-service-down', message: 'The payment service is not answering. Please try again.' },
  /*i18n*/ {
    id: 'error.text-service-down',
    message: 'The text message service is not answering. Please try again.',
  },
  /*i18n*/ { id: 'error.tip-merchandise-only', message: 'Merchandise-only orders take no tip.' },
  /*i18n*/ {
    id: 'error.tip-too-high',
    message: 'The tip can be at most the food and drink subtotal ({amount}).',
  },
  /*i18n*/ { id: 'error.line-quantity-max', message: 'You can order at most {maximum} of {name}.' },
  /*i18n*/ { id: 'error.order-too-large', message: 'This order is too large to place online.' },
  /*i18n*/ { id: 'error.body-path-mismatch', message: 'The {field} in the body must match the one in the path.' },
  // Options and combos ("Margarita: choose a Tequila."): the narrower wordings before "{name}: choose {slot}."
  /*i18n*/ { id: 'error.option-pre-modifier', message: '{name}: {option} cannot be asked for as {preModifier}.' },
  /*i18n*/ { id: 'error.option-pre-modifier-once', message: '{name}: {preModifier} {option} is chosen once.' },
  /*i18n*/ { id: 'error.option-at-most-times', message: '{name}: choose {option} at most {count} times.' },
  /*i18n*/ { id: 'error.option-once', message: '{name}: choose {option} once.' },
  /*i18n*/ { id: 'error.group-at-least', message: '{name}: choose at least {count} of {group}.' },
  /*i18n*/ { id: 'error.group-at-most', message: '{name}: choose at most {count} of {group}.' },
  /*i18n*/ { id: 'error.group-choose-a', message: '{name}: choose a {group}.' },
  /*i18n*/ { id: 'error.group-choose-an', message: '{name}: choose an {group}.' },
  /*i18n*/ { id: 'error.combo-choose-one', message: '{name}: choose one {slot}.' },
  /*i18n*/ { id: 'error.combo-choose', message: '{name}: choose {slot}.' },
  /*i18n*/ { id: 'error.option-not-a-choice', message: '{name}: option "{optionId}" is not one of its choices.' },
  /*i18n*/ { id: 'error.not-a-combo', message: '{name} is not a combo: send no comboChoices.' },
  /*i18n*/ { id: 'error.combo-no-slot', message: '{name}: there is no slot "{slotId}".' },
  /*i18n*/ { id: 'error.combo-not-a-choice', message: '{name}: "{productId}" is not a choice for {slot}.' },
  // Not found, not yours
  /*i18n*/ { id: 'error.order-not-found', message: 'Order ID not found' },
  /*i18n*/ { id: 'error.location-not-found', message: 'Location not found.' },
  /*i18n*/ { id: 'error.product-not-found', message: 'Product not found at this location.' },
  /*i18n*/ { id: 'error.event-not-found', message: 'Guest list event not found.' },
  /*i18n*/ { id: 'error.any-event-not-found', message: 'Event not found.' },
  /*i18n*/ { id: 'error.payment-not-found', message: 'Payment not found.' },
  /*i18n*/ { id: 'error.reservation-not-found', message: 'Reservation not found.' },
  /*i18n*/ { id: 'error.own-orders-only', message: 'You can only see and change your own orders.' },
  /*i18n*/ { id: 'error.order-someone-elses', message: 'This order belongs to someone else.' },
  // Guest lists
  /*i18n*/ { id: 'error.event-closed', message: 'This event is no longer taking reservations.' },
  /*i18n*/ { id: 'error.already-reserved', message: 'You already have a reservation for this event.' },
  /*i18n*/ { id: 'error.one-active-reservation', message: 'Only 1 active reservation allowed' },
  /*i18n*/ {
    id: 'error.reservation-started',
    message: 'This event has already started; the reservation can no longer be cancelled.',
  },
  /*i18n*/ { id: 'error.reservation-confirmed-only', message: 'Only a confirmed reservation can be cancelled.' },
  // Prize drawings and memberships
  /*i18n*/ { id: 'error.no-tickets-left', message: 'You have no tickets left for this event.' },
  /*i18n*/ { id: 'error.drawing-not-open', message: 'The prize drawing for this event is not open.' },
  /*i18n*/ { id: 'error.no-credits-left', message: 'You have no event credits left.' },
  /*i18n*/ { id: 'error.membership-needed', message: 'A Lusiv membership is needed to reserve a spot.' },
  /*i18n*/ { id: 'error.credit-one-spot', message: 'A membership credit reserves one spot.' },
  /*i18n*/ { id: 'error.booking-too-far', message: 'Events can be booked up to 3 months ahead.' },
  /*i18n*/ { id: 'error.membership-amount', message: 'The amount does not match the chosen membership plan.' },
  /*i18n*/ { id: 'error.membership-other-plan', message: 'This payment was made for another membership plan.' },
  /*i18n*/ {
    id: 'error.membership-payment-incomplete',
    message: 'The payment for this membership has not gone through.',
  },
  /*i18n*/ { id: 'error.membership-payment-mismatch', message: 'The payment does not match the membership plan.' },
  /*i18n*/ { id: 'error.members-only', message: 'Only members have these settings: join Lusiv first.' },
];

/** Said after a refusal whose payment went back to the card (an order sold out or closed while it was paid). */
const refundedSuffix = /*i18n*/ { id: 'error.payment-refunded', message: 'Your payment has been refunded.' };

type Matcher = { descriptor: MessageDescriptor; pattern: RegExp; names: string[] };

/** Placeholders that are always a count the service wrote in digits (a plural can follow from them). */
const NUMBER_PLACEHOLDERS = new Set(['limit', 'left', 'count', 'maximum', 'days', 'reserved', 'won']);

/** A message's English as a pattern: its words literal, each placeholder (a plural's too) any text. */
function matcherOf(descriptor: MessageDescriptor): Matcher {
  const names: string[] = [];
  const source = (descriptor.message ?? '').replace(
    /\{(\w+)(, plural, [^{}]*(?:\{[^{}]*\}[^{}]*)*)?\}|[^{]+/g,
    (part) => {
      const placeholder = /^\{(\w+)/.exec(part);
      if (!placeholder) return part.replace(/[.*+?^$()|[\]\\/]/g, '\\$&');
      const name = placeholder[1] as string;
      // A plural's own words (drink, drinks) follow from its number; the number itself is the placeholder's text.
      if (part.includes(', plural,')) return names.includes(name) ? '(?:[^ ]+)' : '([^ ]+)';
      names.push(name);
      return NUMBER_PLACEHOLDERS.has(name) ? '(\\d+)' : '(.+?)';
    },
  );
  return { descriptor, pattern: new RegExp(`^${source}$`), names };
}

/**
 * The customer's errors first, then the staff's, a menu import's row problems and the handlers' own (Fastify's
 * refusals, the faults): the first whose pattern matches words the message.
 */
const matchers = [...customerErrors, ...staffErrors, ...menuImportErrors, ...frameworkErrors].map(matcherOf);

/** The English message worded in `language`, when it is one of the tables'; else undefined. */
function wordExactly(message: string, language: Language): string | undefined {
  for (const { descriptor, pattern, names } of matchers) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values: Record<string, unknown> = Object.fromEntries(names.map((name, index) => [name, match[index + 1]]));
    for (const name of names) if (NUMBER_PLACEHOLDERS.has(name)) values[name] = Number(values[name]);
    return translate(language, descriptor, values);
  }
  return undefined;
}

/**
 * An error's message in the request's language: English as thrown; another language's wording when the message is one
 * of the tables' — a customer's or a staff member's, vendor's or operator's (a field's name before it, "body.code: …",
 * and a refund after it kept as they are).
 */
export function wordError(message: string, language: Language): string {
  if (language === 'en') return message;
  const refunded = translate('en', refundedSuffix);
  if (message.endsWith(` ${refunded}`)) {
    const head = wordError(message.slice(0, -refunded.length - 1), language);
    return `${head} ${translate(language, refundedSuffix)}`;
  }
  const exact = wordExactly(message, language);
  if (exact !== undefined) return exact;
  const field = /^([\w.[\]]+): (.+)$/s.exec(message);
  const worded = field ? wordExactly(field[2] as string, language) : undefined;
  return field && worded !== undefined ? `${field[1]}: ${worded}` : message;
}
