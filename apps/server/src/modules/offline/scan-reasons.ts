import type { MessageDescriptor } from '@lingui/core';
import { type Language, translate } from '../../lib/i18n.js';

type Reason = MessageDescriptor & { message: string };

/**
 * Why the server refused a device's scan, or found it in conflict (decision 092): shown on the door's phone ("Refused
 * at sync") and to managers ("Conflicts and refusals"). A scan's row stores the English, a stable value that reads
 * the same whoever reads it later; each answer words it in its reader's language (decision 097, amended): the upload's
 * in the device's, the report's in the manager's, so a stored refusal reads in Spanish to a Spanish-speaking manager
 * whatever language the door used.
 */
export const scanReasons = {
  forged: /*i18n*/ { id: 'scan.forged', message: 'Forged or altered code.' },
  expired: /*i18n*/ { id: 'scan.expired', message: 'This code has expired.' },
  notOurs: /*i18n*/ { id: 'scan.not-ours', message: 'Not a code of ours.' },
  otherEvent: /*i18n*/ { id: 'scan.other-event', message: 'This code is for another event.' },
  otherLocation: /*i18n*/ { id: 'scan.other-location', message: 'This code is for another location.' },
  otherDevice: /*i18n*/ { id: 'scan.other-device', message: 'This scan id belongs to another device.' },
  deviceRevoked: /*i18n*/ { id: 'scan.device-revoked', message: 'This device was revoked.' },
  notOnList: /*i18n*/ { id: 'scan.not-on-list', message: 'Not on this guest list.' },
  checkedIn: /*i18n*/ { id: 'scan.checked-in', message: 'Already checked in.' },
  reservationCancelled: /*i18n*/ { id: 'scan.reservation-cancelled', message: 'This reservation was cancelled.' },
  waitlisted: /*i18n*/ { id: 'scan.waitlisted', message: 'This guest has no place (waitlist).' },
  notAtLocation: /*i18n*/ { id: 'scan.not-at-location', message: 'Not an order of this location.' },
  handedOver: /*i18n*/ { id: 'scan.handed-over', message: 'Already handed over.' },
  orderRefunded: /*i18n*/ { id: 'scan.order-refunded', message: 'This order has been refunded.' },
  orderNotPaid: /*i18n*/ { id: 'scan.order-not-paid', message: 'This order has not been paid.' },
} satisfies Record<string, Reason>;

export type ScanReason = keyof typeof scanReasons;

/** The English a scan's row stores for a reason. */
export const reasonText = (reason: ScanReason): string => scanReasons[reason].message;

const byEnglish = new Map<string, Reason>(Object.values(scanReasons).map((reason) => [reason.message, reason]));

/** A stored reason in `language`; one this table does not know (written by an older server) goes as stored. */
export function wordScanReason(reason: string | null, language: Language): string | null {
  if (reason === null || language === 'en') return reason;
  const descriptor = byEnglish.get(reason);
  return descriptor ? translate(language, descriptor) : reason;
}
