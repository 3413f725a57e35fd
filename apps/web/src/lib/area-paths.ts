import { withQuery } from './paths';

/**
 * The pages of the areas beyond ordering (guest lists, contests, public pages and links, membership). Kept apart
 * from `paths.ts`, which every page loads, so the menu's first load does not carry them (decision 017); like
 * `paths.ts`, nothing else builds these URLs.
 */

const segment = encodeURIComponent;

export const areaPaths = {
  // guestlists
  staffGuestlistEventCreate: (vendorLocationId: string) =>
    `/staff/location/${segment(vendorLocationId)}/guestlist-events/create`,
  staffGuestlistGuests: (vendorLocationId: string, gleventId: string) =>
    `/staff/location/${segment(vendorLocationId)}/guestlist-event/${segment(gleventId)}/guests`,
  staffGuestlistEventEdit: (vendorLocationId: string, vendorId: string, gleventId: string) =>
    `/staff/location/${segment(vendorLocationId)}/${segment(vendorId)}/guestlist-event/edit/${segment(gleventId)}`,

  // contests: the vendor landing page, the Rewards Center, the drawing's terms and staff claims
  vendor: (vendorId: string) => `/vendor/${segment(vendorId)}`,
  rewardsCenter: (vendorId: string, eventId: string) => `/vendor/${segment(vendorId)}/rewards/${segment(eventId)}`,
  prizeDrawingTerms: () => '/prize-drawing-terms',
  staffClaimReward: (vendorLocationId: string) => `/staff/location/${segment(vendorLocationId)}/claim-reward`,
  /** An event's prizes: their odds and stock (MANAGER and above; decision 047). */
  staffPrizes: (vendorLocationId: string, vendorId: string, eventId: string) =>
    `/staff/location/${segment(vendorLocationId)}/${segment(vendorId)}/event/${segment(eventId)}/prizes`,

  // public pages and links (issue 14)
  shortLink: (shortCode: string) => `/R/${segment(shortCode)}`,
  wristband: (nfcId: string) => `/nfc/${segment(nfcId)}`,
  /** The membership landing with a wristband id (built by the membership area). */
  membershipWithWristband: (nfcId: string) => withQuery('/lusiv', { nfcId }),
  artist: (vendorId: string, name: string) => `/vendor/${segment(vendorId)}/${segment(name)}`,
  festival: (vendorLocationId: string, page: 'heartla' | 'longbeachpride') =>
    `/location/${segment(vendorLocationId)}/${page}`,
  presaleWristband: () => '/presale-wristband',
  terms: () => '/terms',
  staffLinks: (vendorLocationId: string, vendorId: string) =>
    `/staff/location/${segment(vendorLocationId)}/${segment(vendorId)}/links`,
  staffArtistPages: (vendorLocationId: string, vendorId: string) =>
    `/staff/location/${segment(vendorLocationId)}/${segment(vendorId)}/artist-pages`,
  // membership
  lusiv: () => '/lusiv',
  lusivWristband: (nfcId: string) => `/lusiv/${segment(nfcId)}`,
  lusivEvents: () => '/lusiv/events',
  membershipEvents: () => '/membership/events',
  joinLusiv: () => '/join-lusiv',
  members: () => '/members',
  /** The account page's Help Center, where support is reached when no support address is set. */
  accountHelpCenter: () => '/account#help-center',
} as const;
