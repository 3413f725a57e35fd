/**
 * The account page's Guest List Reservations section, as an address hash: the text to a guest promoted from the
 * waitlist links there (decision 020), and the events page's 'Event Reserved' leads there; the page scrolls to it.
 */
export const RESERVATIONS_HASH = '#guest-list-reservations';
