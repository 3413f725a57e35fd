import { withQuery } from '#web/lib/url';

/**
 * Every page path the app links to or navigates to, in one table (the route table, app/routes.tsx, matches them).
 * Nothing else builds a page URL; parameters are always encoded here.
 */

const segment = encodeURIComponent;

export const paths = {
  home: () => '/',
  corporate: () => '/corporate',
  demo: () => '/demo',
  notFound: () => '/404',
  signIn: () => '/signin',
  authCallback: () => '/auth/callback',
  account: () => '/account',
  orderHistory: () => '/order/history',
  location: (vendorLocationId: string) => `/location/${segment(vendorLocationId)}`,
  locationShortLink: (vendorLocationId: string) => `/L/${segment(vendorLocationId)}`,
  orderReview: (vendorLocationId: string) => `/location/${segment(vendorLocationId)}/order/review`,
  orderCheckout: (vendorLocationId: string) => `/location/${segment(vendorLocationId)}/order/checkout`,
  orderStatus: (vendorLocationId: string, orderId: string) =>
    `/location/${segment(vendorLocationId)}/order/${segment(orderId)}/status`,

  staff: () => '/staff',
  staffSignIn: () => '/staff/signin',
  staffAuthCallback: () => '/staff/auth/callback',
  staffLocations: () => '/staff/locations',
  // day one for an operator (decision 055)
  staffOperatorConsole: () => '/staff/operator',
  staffOperatorVendorCreate: () => '/staff/operator/venues/new',
  staffVenueSettings: (vendorId: string) => `/staff/venue/${segment(vendorId)}`,
  staffVenueLocations: (vendorId: string) => `/staff/venue/${segment(vendorId)}/locations`,
  staffAuditLog: (vendorId: string) => `/staff/venue/${segment(vendorId)}/audit-log`,
  staffLocation: (vendorLocationId: string) => `/staff/location/${segment(vendorLocationId)}`,
  staffScanOrder: (vendorLocationId: string) => `/staff/location/${segment(vendorLocationId)}/scan`,
  staffOrder: (vendorLocationId: string, orderId: string) =>
    `/staff/location/${segment(vendorLocationId)}/order/${segment(orderId)}`,
  staffInventory: (vendorLocationId: string) => `/staff/location/${segment(vendorLocationId)}/inventory`,
  staffOrderHistory: (vendorLocationId: string) => `/staff/location/${segment(vendorLocationId)}/orders`,
  staffReporting: (vendorLocationId: string) => `/staff/location/${segment(vendorLocationId)}/reporting`,
  staffGuestlistEvents: (vendorLocationId: string) => `/staff/location/${segment(vendorLocationId)}/guestlist-events`,
  staffPrintQrCodes: (vendorLocationId: string) => `/staff/location/${segment(vendorLocationId)}/print`,
  staffUsers: (vendorLocationId: string, vendorId: string) =>
    `/staff/location/${segment(vendorLocationId)}/${segment(vendorId)}/users`,
  staffEvents: (vendorLocationId: string, vendorId: string) =>
    `/staff/location/${segment(vendorLocationId)}/${segment(vendorId)}/events`,
  staffEventCreate: (vendorLocationId: string, vendorId: string) =>
    `/staff/location/${segment(vendorLocationId)}/${segment(vendorId)}/event/create`,
  staffEventEdit: (vendorLocationId: string, vendorId: string, eventId: string) =>
    `/staff/location/${segment(vendorLocationId)}/${segment(vendorId)}/event/edit/${segment(eventId)}`,

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
  staffMenuEditor: (vendorLocationId: string, vendorId: string) =>
    `/staff/location/${segment(vendorLocationId)}/${segment(vendorId)}/menu-editor`,
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
