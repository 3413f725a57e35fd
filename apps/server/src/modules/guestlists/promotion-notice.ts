import type { Executor } from '../../db/client.js';
import type { SmsNotices } from '../notices/index.js';
import type { GlEvent } from './guestlist-events.repo.js';
import type { Reservation, ReservationsRepo } from './reservations.repo.js';

/** Where the account page lists the customer's guest-list reservations (its section's heading id). */
export const RESERVATIONS_PAGE_PATH = '/account#guest-list-reservations';
const NAME_LIMIT = 60;

/** The notice's unique key: one text per promotion of a reservation. */
export const promotionNoticeKey = (reservationId: string) => `waitlist-promoted:${reservationId}`;

/** The event's start as the venue's clock shows it, e.g. "Sat, Nov 28, 9:00 PM PST". */
export function formatEventTime(startTime: Date, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-US', {
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

/** The text a promoted guest gets (decision 020): short, the event, its time and where to see it. */
export function promotionMessage(input: {
  eventName: string;
  startTime: Date;
  timeZone: string;
  quantity: number;
  publicBaseUrl: string;
}): string {
  const name =
    input.eventName.length > NAME_LIMIT ? `${input.eventName.slice(0, NAME_LIMIT - 1).trimEnd()}…` : input.eventName;
  const places = input.quantity > 1 ? `Your ${input.quantity} places` : 'Your place';
  return (
    `Queueless: you're off the waitlist! ${places} for ${name} on ${formatEventTime(input.startTime, input.timeZone)} ` +
    `${input.quantity > 1 ? 'are' : 'is'} confirmed. Your reservations: ${input.publicBaseUrl}${RESERVATIONS_PAGE_PATH}`
  );
}

export type PromotionNotices = ReturnType<typeof createPromotionNotices>;

/** Writes the promoted guest's text into the SMS outbox, in the promotion's transaction, and sends it after commit. */
export function createPromotionNotices(deps: {
  reservationsRepo: ReservationsRepo;
  smsNotices: SmsNotices;
  publicBaseUrl: string;
}) {
  const { reservationsRepo, smsNotices, publicBaseUrl } = deps;
  return {
    async queue(tx: Executor, glevent: GlEvent, reservation: Reservation): Promise<void> {
      const contact = await reservationsRepo.getNoticeContact(reservation.userId, glevent.vendorId, tx);
      if (!contact) return;
      await smsNotices.queue(tx, {
        key: promotionNoticeKey(reservation.reservationId),
        to: contact.phoneNumber,
        body: promotionMessage({
          eventName: glevent.name,
          startTime: glevent.startTime,
          timeZone: contact.timeZone,
          quantity: reservation.quantity,
          publicBaseUrl,
        }),
        // A place is worth hearing about until the event ends (capacity can be raised while it runs).
        expiresAt: glevent.endTime,
      });
    },

    /** After the promotion's transaction committed. */
    sendAfterCommit(promoted: readonly Reservation[]): void {
      smsNotices.sendAfterCommit(promoted.map((reservation) => promotionNoticeKey(reservation.reservationId)));
    },
  };
}
