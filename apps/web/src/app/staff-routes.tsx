import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { RequireAuth } from '#web/features/identity/components/require-auth';
import { paths } from '#web/lib/paths';
import { page } from './page';

const StaffEventFormPage = page(() => import('#web/routes/staff/location/event-form'), 'StaffEventFormPage');

/**
 * The staff area's pages (staff.md section 2), under /staff: every one needs a session but sign-in and its callback.
 * Its own table, loaded with the first staff page, so the customer's shell never carries it (decision 024).
 */
const staffRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.staffLocations()} replace /> },
  { path: 'signin', Component: page(() => import('#web/routes/staff/signin'), 'StaffSignInRoute') },
  {
    path: 'auth/callback',
    Component: page(() => import('#web/routes/staff/auth/callback'), 'StaffAuthCallbackRoute'),
  },
  {
    element: <RequireAuth audience="staff" />,
    children: [
      { path: 'locations', Component: page(() => import('#web/routes/staff/locations'), 'StaffLocationsPage') },
      // Day one for an operator (decision 055): the server authorises each call; the pages show its refusal.
      {
        path: 'operator',
        Component: page(() => import('#web/routes/staff/operator'), 'OperatorConsoleRoute'),
      },
      {
        path: 'operator/venues/new',
        Component: page(() => import('#web/routes/staff/operator'), 'VendorCreateRoute'),
      },
      {
        path: 'venue/:vendorId',
        Component: page(() => import('#web/routes/staff/operator'), 'VenueSettingsRoute'),
      },
      {
        path: 'venue/:vendorId/locations',
        Component: page(() => import('#web/routes/staff/operator'), 'VenueLocationsRoute'),
      },
      {
        path: 'venue/:vendorId/audit-log',
        Component: page(() => import('#web/routes/staff/operator'), 'AuditLogRoute'),
      },
      // Each vendor's money to its own account (decision 091).
      {
        path: 'venue/:vendorId/payments',
        Component: page(() => import('#web/routes/staff/connect'), 'VendorPaymentsRoute'),
      },
      {
        path: 'operator/payments',
        Component: page(() => import('#web/routes/staff/connect'), 'OperatorPaymentsRoute'),
      },
      {
        path: 'connect/simulated-onboarding',
        Component: page(() => import('#web/routes/staff/connect'), 'SimulatedOnboardingRoute'),
      },
      {
        path: 'connect/oauth-return',
        Component: page(() => import('#web/routes/staff/connect'), 'OauthReturnRoute'),
      },
      {
        path: 'venue/:vendorId/integrations',
        Component: page(() => import('#web/routes/staff/integrations'), 'IntegrationsRoute'),
      },
      {
        path: 'location/:vendorLocationId',
        children: [
          {
            index: true,
            Component: page(() => import('#web/routes/staff/location/menu'), 'StaffLocationMenuPage'),
          },
          {
            path: 'scan',
            Component: page(() => import('#web/routes/staff/location/scan'), 'StaffScanOrderPage'),
          },
          {
            path: 'queue',
            Component: page(() => import('#web/routes/staff/location/queue'), 'StaffQueuePage'),
          },
          {
            path: 'claim-reward',
            Component: page(() => import('#web/routes/staff/location/claim-reward'), 'StaffClaimRewardPage'),
          },
          {
            path: 'order/:orderId?',
            Component: page(() => import('#web/routes/staff/location/order'), 'StaffOrderPage'),
          },
          {
            path: 'inventory',
            Component: page(() => import('#web/routes/staff/location/inventory'), 'StaffInventoryPage'),
          },
          {
            path: 'orders',
            Component: page(() => import('#web/routes/staff/location/orders'), 'StaffOrderHistoryPage'),
          },
          {
            path: 'offline',
            Component: page(() => import('#web/routes/staff/location/offline'), 'StaffOfflineScannerPage'),
          },
          {
            path: ':vendorId/devices',
            Component: page(() => import('#web/routes/staff/location/devices'), 'StaffDevicesPage'),
          },
          {
            path: 'print',
            Component: page(() => import('#web/routes/staff/location/print'), 'StaffPrintQrCodesPage'),
          },
          {
            path: 'reporting',
            Component: page(() => import('#web/routes/staff/location/reporting'), 'StaffReportingPage'),
          },
          {
            path: 'guestlist-events',
            Component: page(() => import('#web/routes/staff/location/guestlist-events'), 'StaffGleventsPage'),
          },
          {
            path: 'guestlist-events/create',
            Component: page(() => import('#web/routes/staff/location/guestlist-event-form'), 'StaffGleventCreatePage'),
          },
          {
            path: 'guestlist-event/:guestlistEventId/guests',
            Component: page(() => import('#web/routes/staff/location/guestlist-guests'), 'StaffGuestlistGuestsPage'),
          },
          {
            path: ':vendorId/guestlist-event/edit/:gleventId',
            Component: page(() => import('#web/routes/staff/location/guestlist-event-form'), 'StaffGleventEditPage'),
          },
          {
            path: ':vendorId/users',
            Component: page(() => import('#web/routes/staff/location/users'), 'StaffUsersPage'),
          },
          {
            path: ':vendorId/events',
            Component: page(() => import('#web/routes/staff/location/events'), 'StaffEventsPage'),
          },
          { path: ':vendorId/event/create', Component: StaffEventFormPage },
          { path: ':vendorId/event/edit/:eventId', Component: StaffEventFormPage },
          {
            path: ':vendorId/event/:eventId/prizes',
            Component: page(() => import('#web/routes/staff/location/prizes'), 'StaffPrizesPage'),
          },
          {
            path: ':vendorId/links',
            Component: page(() => import('#web/routes/staff/location/links'), 'StaffLinksPage'),
          },
          {
            path: ':vendorId/artist-pages',
            Component: page(() => import('#web/routes/staff/location/artist-pages'), 'StaffArtistPagesPage'),
          },
          {
            path: ':vendorId/menu-editor',
            Component: page(() => import('#web/routes/staff/location/menu-editor'), 'StaffMenuEditorPage'),
          },
          {
            path: ':vendorId/stations',
            Component: page(() => import('#web/routes/staff/location/stations'), 'StaffStationsPage'),
          },
          {
            path: 'station/:stationId',
            Component: page(() => import('#web/routes/staff/location/stations'), 'StaffStationScreenPage'),
          },
          {
            path: 'expo',
            Component: page(() => import('#web/routes/staff/location/stations'), 'StaffExpoPage'),
          },
        ],
      },
      // Unknown staff paths are 'Page Not Found' once signed in.
      { path: '*', Component: page(() => import('#web/routes/staff/not-found'), 'StaffNotFoundPage') },
    ],
  },
];

export function StaffRoutes() {
  return useRoutes(staffRoutes);
}
