/**
 * The API paths of the areas beyond ordering (guest lists, membership, contests, public pages and links,
 * analytics). Kept apart from `paths.ts`, which every page loads, so the menu's first load does not carry them
 * (decision 017); like `paths.ts`, nothing else builds these URLs.
 */

const segment = encodeURIComponent;

export const areaApiPaths = {
  // guestlists
  vendorGlevents: (vendorId: string) => `/guestlist-service/v1/vendors/${segment(vendorId)}/glevents`,
  vendorGlevent: (vendorId: string, gleventId: string) =>
    `/guestlist-service/v1/vendors/${segment(vendorId)}/glevents/${segment(gleventId)}`,
  gleventGuests: (vendorId: string, gleventId: string) =>
    `/guestlist-service/v1/vendors/${segment(vendorId)}/events/${segment(gleventId)}/reservations`,
  checkInReservation: (vendorId: string, gleventId: string, reservationId: string) =>
    `/guestlist-service/v1/vendors/${segment(vendorId)}/glevents/${segment(gleventId)}/reservations/${segment(reservationId)}/check-in`,
  availableGlevents: () => '/guestlist-service/v1/glevents/available',
  reserveGlevent: (vendorId: string, gleventId: string) =>
    `/guestlist-service/v1/vendors/${segment(vendorId)}/glevents/${segment(gleventId)}/reservations`,
  myReservations: () => '/guestlist-service/v1/users/reservations',
  cancelMyReservation: (reservationId: string) =>
    `/guestlist-service/v1/users/reservations/${segment(reservationId)}/cancel`,
  reservationEligibility: () => '/guestlist-service/v1/users/eligible-to-make-reservations',
  placesConfig: () => '/maps-service/v1/config',
  placesAutocomplete: () => '/maps-service/v1/places/autocomplete',

  // contests: the vendor landing page's reads and the contest service
  vendorLocations: () => '/vendor-location-service/v1/vendor-locations',
  vendorEventsByStatus: () => '/event-service/v1/events/by-vendor-and-status',
  contestPrizes: (eventId: string) => `/contest-service/v1/contests/${segment(eventId)}/prizes`,
  tickets: () => '/contest-service/v1/tickets',
  rewardTickets: () => '/contest-service/v1/reward-tickets',
  drawPrize: (eventId: string) => `/contest-service/v1/contests/${segment(eventId)}/draw`,
  claimReward: (idOrCode: string) => `/contest-service/v1/rewards/${segment(idOrCode)}/claim`,
  userRewards: () => '/contest-service/v1/users/rewards',
  staffPrizes: (vendorId: string, eventId: string) =>
    `/contest-service/v1/admin/vendors/${segment(vendorId)}/contests/${segment(eventId)}/prizes`,
  staffPrize: (vendorId: string, eventId: string, prizeId: string) =>
    `/contest-service/v1/admin/vendors/${segment(vendorId)}/contests/${segment(eventId)}/prizes/${segment(prizeId)}`,

  // public pages and links (issue 14)
  wristbandLookup: (nfcId: string) => `/nfc-service/v1/nfc/${segment(nfcId)}`,
  contentPage: (slug: string) => `/content-service/v1/pages/${segment(slug)}`,
  siteSettings: () => '/content-service/v1/settings',
  createLead: () => '/lead-service/v1/leads',
  vendorShortCodes: (vendorId: string) => `/redirect-service/v1/admin/vendors/${segment(vendorId)}/short-codes`,
  retireShortCode: (vendorId: string, code: string) =>
    `/redirect-service/v1/admin/vendors/${segment(vendorId)}/short-codes/${segment(code)}/retire`,
  vendorArtistPages: (vendorId: string) => `/content-service/v1/admin/vendors/${segment(vendorId)}/artist-pages`,
  vendorArtistPage: (vendorId: string, name: string) =>
    `/content-service/v1/admin/vendors/${segment(vendorId)}/artist-pages/${segment(name)}`,
  vendorWristbands: (vendorId: string) => `/nfc-service/v1/admin/vendors/${segment(vendorId)}/wristbands`,
  retireWristband: (vendorId: string, nfcId: string) =>
    `/nfc-service/v1/admin/vendors/${segment(vendorId)}/wristbands/${segment(nfcId)}/retire`,
  // membership (the guest-list calls its pages make are the guest-list block's)
  membershipMe: () => '/membership-service/v1/membership/me',
  membershipPaymentIntent: () => '/membership-service/v1/membership/create-payment-intent',
  membershipJoin: () => '/membership-service/v1/membership/join',

  // analytics: vendor reporting (MANAGER and above).
  analyticsWeeks: (vendorId: string) => `/analytics-service/v1/vendors/${segment(vendorId)}/weeks`,
  analyticsWeek: (vendorId: string, weekStart: string) =>
    `/analytics-service/v1/vendors/${segment(vendorId)}/weeks/${segment(weekStart)}`,
  analyticsOrders: (vendorId: string) => `/analytics-service/v1/vendors/${segment(vendorId)}/orders`,
} as const;
