import type { Role } from '@queueless/contracts';

export type LocationMenuItem =
  | 'guestListEvents'
  | 'scanOrder'
  | 'inventory'
  | 'orderHistory'
  | 'reporting'
  | 'staffManagement'
  | 'events'
  | 'printQrCodes'
  | 'offlineScanner'
  | 'devices'
  | 'venueSettings';

type MenuContext = {
  role: Role;
  /** The vendor runs guest lists instead of ordering. */
  isGuestlistEnabled: boolean;
  /** The page was opened with ?analytics_beta=1. */
  isAnalyticsBeta: boolean;
};

/** The staff location menu's buttons, in order, by the rules of staff.md section 2. */
export function locationMenuItems({ role, isGuestlistEnabled, isAnalyticsBeta }: MenuContext): LocationMenuItem[] {
  const isManagerOrAbove = role !== 'STAFF';
  const items: LocationMenuItem[] = [];
  if (isGuestlistEnabled) items.push('guestListEvents');
  else items.push('scanOrder', 'inventory');
  items.push('orderHistory');
  if (isManagerOrAbove && isAnalyticsBeta) items.push('reporting');
  if (isManagerOrAbove) items.push('staffManagement');
  if (isManagerOrAbove && !isGuestlistEnabled) items.push('events');
  // Not in the spec: posters and counter cards with the location's QR code. Managers and above put up posters;
  // STAFF keep exactly the spec's menu.
  if (isManagerOrAbove) items.push('printQrCodes');
  // Not in the spec: the door's and the bar's scanner without the network, and its devices (issue 43, decision 092).
  items.push('offlineScanner');
  if (isManagerOrAbove) items.push('devices');
  // Not in the spec either: the venue's settings, locations and audit log (decision 055), ADMIN and above.
  if (role === 'ADMIN' || role === 'SUPER_ADMIN') items.push('venueSettings');
  return items;
}

/** True for ?analytics_beta=1. */
export function isAnalyticsBetaOn(search: URLSearchParams): boolean {
  return search.get('analytics_beta') === '1';
}
