import { segment } from '#web/lib/paths';

/**
 * The staff area's page paths (the staff route table, app/staff-routes.tsx, matches them): apart from `paths`, whose
 * table every customer page loads, so the customer's first load does not carry the staff pages' addresses.
 * The staff entry points (sign-in, its callback, the location list) stay in `paths`: the shell links to them.
 * The guest-list pages keep the spec's page words (`guestlist-events`, `guestlist-event/{guestlistEventId}`) while our
 * names say `glevent`, the spec's word in the API (decision 084).
 */
export const staffPaths = {
  staffOperatorConsole: () => '/staff/operator',
  staffOperatorVendorCreate: () => '/staff/operator/venues/new',
  staffVenueSettings: (vendorId: string) => `/staff/venue/${segment(vendorId)}`,
  staffVenueLocations: (vendorId: string) => `/staff/venue/${segment(vendorId)}/locations`,
  staffAuditLog: (vendorId: string) => `/staff/venue/${segment(vendorId)}/audit-log`,
  /** The venue's payment account, payouts and fees (decision 091); Stripe's onboarding returns here. */
  staffVenuePayments: (vendorId: string) => `/staff/venue/${segment(vendorId)}/payments`,
  /** Every venue's payment model, account state and fees earned (operators; decision 091). */
  staffOperatorPayments: () => '/staff/operator/payments',
  /** The simulated provider's onboarding page (its account link, when payments are simulated). */
  staffSimulatedOnboarding: () => '/staff/connect/simulated-onboarding',
  /** Where Stripe's OAuth consent returns (the contract's connectOauthReturnPagePath). */
  staffConnectOauthReturn: () => '/staff/connect/oauth-return',
  /** API keys, webhooks and the accountant's export (issue 41, decision 089). */
  staffIntegrations: (vendorId: string) => `/staff/venue/${segment(vendorId)}/integrations`,
  staffLocation: (vendorLocationId: string) => `/staff/location/${segment(vendorLocationId)}`,
  staffScanOrder: (vendorLocationId: string) => `/staff/location/${segment(vendorLocationId)}/scan`,
  staffOrder: (vendorLocationId: string, orderId: string) =>
    `/staff/location/${segment(vendorLocationId)}/order/${segment(orderId)}`,
  staffInventory: (vendorLocationId: string) => `/staff/location/${segment(vendorLocationId)}/inventory`,
  staffOrderHistory: (vendorLocationId: string) => `/staff/location/${segment(vendorLocationId)}/orders`,
  staffReporting: (vendorLocationId: string) => `/staff/location/${segment(vendorLocationId)}/reporting`,
  staffGlevents: (vendorLocationId: string) => `/staff/location/${segment(vendorLocationId)}/guestlist-events`,
  staffPrintQrCodes: (vendorLocationId: string) => `/staff/location/${segment(vendorLocationId)}/print`,
  /** The scanner that works without the network (decision 092). */
  staffOfflineScanner: (vendorLocationId: string) => `/staff/location/${segment(vendorLocationId)}/offline`,
  /** The offline devices, their conflicts, revoke (MANAGER and above; decision 092). */
  staffDevices: (vendorLocationId: string, vendorId: string) =>
    `/staff/location/${segment(vendorLocationId)}/${segment(vendorId)}/devices`,
  staffUsers: (vendorLocationId: string, vendorId: string) =>
    `/staff/location/${segment(vendorLocationId)}/${segment(vendorId)}/users`,
  staffEvents: (vendorLocationId: string, vendorId: string) =>
    `/staff/location/${segment(vendorLocationId)}/${segment(vendorId)}/events`,
  staffEventCreate: (vendorLocationId: string, vendorId: string) =>
    `/staff/location/${segment(vendorLocationId)}/${segment(vendorId)}/event/create`,
  staffEventEdit: (vendorLocationId: string, vendorId: string, eventId: string) =>
    `/staff/location/${segment(vendorLocationId)}/${segment(vendorId)}/event/edit/${segment(eventId)}`,
  staffGleventCreate: (vendorLocationId: string) =>
    `/staff/location/${segment(vendorLocationId)}/guestlist-events/create`,
  staffGuestlistGuests: (vendorLocationId: string, gleventId: string) =>
    `/staff/location/${segment(vendorLocationId)}/guestlist-event/${segment(gleventId)}/guests`,
  staffGleventEdit: (vendorLocationId: string, vendorId: string, gleventId: string) =>
    `/staff/location/${segment(vendorLocationId)}/${segment(vendorId)}/guestlist-event/edit/${segment(gleventId)}`,
  staffClaimReward: (vendorLocationId: string) => `/staff/location/${segment(vendorLocationId)}/claim-reward`,
  /** An event's prizes: their odds and stock (MANAGER and above; decision 047). */
  staffPrizes: (vendorLocationId: string, vendorId: string, eventId: string) =>
    `/staff/location/${segment(vendorLocationId)}/${segment(vendorId)}/event/${segment(eventId)}/prizes`,
  staffLinks: (vendorLocationId: string, vendorId: string) =>
    `/staff/location/${segment(vendorLocationId)}/${segment(vendorId)}/links`,
  staffArtistPages: (vendorLocationId: string, vendorId: string) =>
    `/staff/location/${segment(vendorLocationId)}/${segment(vendorId)}/artist-pages`,
  staffMenuEditor: (vendorLocationId: string, vendorId: string) =>
    `/staff/location/${segment(vendorLocationId)}/${segment(vendorId)}/menu-editor`,
  /** Stations, routing, printers and sounds (MANAGER and above; issue 40, decision 088). */
  staffStations: (vendorLocationId: string, vendorId: string) =>
    `/staff/location/${segment(vendorLocationId)}/${segment(vendorId)}/stations`,
  /** A station's screen of tickets (any staff role). */
  staffStationScreen: (vendorLocationId: string, stationId: string) =>
    `/staff/location/${segment(vendorLocationId)}/station/${segment(stationId)}`,
  /** The expo: orders whose stations are partly done (any staff role). */
  staffExpo: (vendorLocationId: string) => `/staff/location/${segment(vendorLocationId)}/expo`,
} as const;
