import { withQuery } from '#web/lib/url';

/**
 * Every page path the app links to or navigates to, in one table (the route table, app/routes.tsx, matches them).
 * Nothing else builds a page URL; parameters are always encoded here.
 */

export const segment = encodeURIComponent;

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

  // contests: the vendor landing page, the Rewards Center, the drawing's terms and staff claims
  vendor: (vendorId: string) => `/vendor/${segment(vendorId)}`,
  rewardsCenter: (vendorId: string, eventId: string) => `/vendor/${segment(vendorId)}/rewards/${segment(eventId)}`,
  prizeDrawingTerms: () => '/prize-drawing-terms',

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
