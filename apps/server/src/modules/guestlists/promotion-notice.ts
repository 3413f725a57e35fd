import type { Language } from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { translate } from '../../lib/i18n.js';
import {
  type ConsumerHost,
  type EventConsumer,
  registerEventConsumer,
  runAfterCommit,
} from '../domain-events/index.js';
import type { SmsNotices } from '../notices/index.js';
import type { GleventsRepo } from './glevents.repo.js';
import type { ReservationsRepo } from './reservations.repo.js';

/** Where the account page lists the customer's guest-list reservations (its section's heading id). */
export const RESERVATIONS_PAGE_PATH = '/account#guest-list-reservations';
const NAME_LIMIT = 60;

/** The notice's unique key: one text per promotion of a reservation. */
export const promotionNoticeKey = (reservationId: string) => `waitlist-promoted:${reservationId}`;

const promotionText = /*i18n*/ {
  id: 'sms.waitlist-promoted',
  message:
    "Queueless: you're off the waitlist! {quantity, plural, one {Your place} other {Your # places}} for {name} on " +
    '{time} {quantity, plural, one {is} other {are}} confirmed. Your reservations: {link}',
};
const unnamedEvent = /*i18n*/ { id: 'sms.waitlist-promoted.unnamed-event', message: 'your event' };

/** Each language's dates as people in the US write them. */
const DATE_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/**
 * The event's start as the venue's clock shows it, in the reader's language, e.g. "Sat, Nov 28, 9:00 PM PST"
 * ("sáb, 28 nov, 9:00 p.m. PST" in Spanish).
 */
export function formatEventTime(startTime: Date, timeZone: string, language: Language = 'en'): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat(DATE_LOCALES[language], {
      timeZone: zone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(startTime);
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

/**
 * A manager's event name as our sender may quote it: no control characters, no link a phone would make tappable
 * ("https://", "www." dropped; the dots of anything shaped like a domain, "evil.example/q", become spaces), one line,
 * and at most NAME_LIMIT characters. Our text carries one link only: the customer's own reservations page.
 */
export function nameForText(eventName: string, language: Language = 'en'): string {
  const cleaned = eventName
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g, ' ')
    .replace(/\b(?:https?:\/\/|www\.)/gi, '')
    .replace(/([\p{L}\p{N}-])[.\u3002\uff0e]+(?=[\p{L}\p{N}])/gu, '$1 ')
    .replace(/\s+/g, ' ')
    .trim();
  const name = cleaned || translate(language, unnamedEvent);
  return name.length > NAME_LIMIT ? `${name.slice(0, NAME_LIMIT - 1).trimEnd()}…` : name;
}

/**
 * The text a promoted guest gets (decision 020): short, the event, its time and where to see it, in the guest's
 * language (decision 097).
 */
export function promotionMessage(input: {
  eventName: string;
  startTime: Date;
  timeZone: string;
  quantity: number;
  publicBaseUrl: string;
  language?: Language;
}): string {
  const language = input.language ?? 'en';
  return translate(language, promotionText, {
    quantity: Math.max(1, input.quantity),
    name: nameForText(input.eventName, language),
    time: formatEventTime(input.startTime, input.timeZone, language),
    link: `${input.publicBaseUrl}${RESERVATIONS_PAGE_PATH}`,
  });
}

/**
 * The promoted guest's text (decision 020), as a consumer of `reservation.waitlist_promoted` (decision 078): written to
 * the SMS outbox in the consumer's transaction (one notice per promotion, by its key), sent after that commit, and
 * by the outbox's sweep whatever happens to that send.
 */
export function promotionTexts(deps: {
  reservationsRepo: ReservationsRepo;
  gleventsRepo: GleventsRepo;
  smsNotices: SmsNotices;
  publicBaseUrl: string;
}): EventConsumer {
  const { reservationsRepo, gleventsRepo, smsNotices, publicBaseUrl } = deps;
  return {
    name: 'waitlist-promotion-texts',
    types: ['reservation.waitlist_promoted'],
    async handle(event, tx) {
      const reservation = await reservationsRepo.getReservation(event.aggregateId, tx);
      const glevent = reservation ? await gleventsRepo.getGleventById(reservation.gleventId, tx) : undefined;
      if (!reservation || !glevent) return;
      const contact = await reservationsRepo.getNoticeContact(reservation.userId, glevent.vendorId, tx);
      if (!contact) return;
      const key = promotionNoticeKey(reservation.reservationId);
      await smsNotices.queue(tx, {
        key,
        to: contact.phoneNumber,
        body: promotionMessage({
          eventName: glevent.name,
          startTime: glevent.startTime,
          timeZone: contact.timeZone,
          quantity: reservation.quantity,
          publicBaseUrl,
          language: contact.language,
        }),
        // A place is worth hearing about until the event ends (capacity can be raised while it runs).
        expiresAt: glevent.endTime,
      });
      runAfterCommit(() => smsNotices.sendAfterCommit([key]));
    },
  };
}

/** Runs the promotion texts' consumer on this API process (the module's `sweeps`). */
export function registerPromotionTexts(
  app: AppInstance,
  services: ConsumerHost & { promotionTexts: EventConsumer },
): void {
  registerEventConsumer(app, services, services.promotionTexts);
}
