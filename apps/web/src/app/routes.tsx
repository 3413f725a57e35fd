import { type ComponentType, lazy } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { RequireAuth } from '#web/features/identity/components/require-auth';
import { DEFAULT_LOCATION_ID } from '#web/lib/constants';
import { CheckoutPage, LocationPage, OrderReviewPage, OrderStatusPage } from '#web/routes/location/ordering-pages';
import { paths } from './paths';
import { ShortLocationRedirect, UppercaseLocationId } from './redirects';
import { RootLayout } from './root-layout';

/** A page whose code loads when it is first shown: the shell stays small and a visitor downloads only what they open. */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K): ComponentType {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}

// Pages that more than one path shows. The order's pages (from the menu to the pickup code) load through
// routes/location/ordering-pages.ts, which the menu also uses to fetch the later ones ahead (decision 017).
const HomePage = page(() => import('#web/routes/home'), 'HomePage');
const NotFoundPage = page(() => import('#web/routes/not-found'), 'NotFoundPage');
const LusivPage = page(() => import('#web/routes/lusiv/lusiv'), 'LusivPage');
const MembershipEventsPage = page(() => import('#web/routes/lusiv/events'), 'MembershipEventsPage');
const StaffEventFormPage = page(() => import('#web/routes/staff/location/event-form'), 'StaffEventFormPage');

/**
 * Every page of the app (the spec's routes: customer.md and staff.md, section 2), in one table. Data rather than
 * `<Route>` elements: the table is in the shell every page downloads, and this is its shortest spelling.
 */
const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      { index: true, Component: HomePage },
      { path: 'corporate', Component: HomePage },
      { path: 'demo', element: <Navigate to={paths.location(DEFAULT_LOCATION_ID)} replace /> },
      { path: 'L/:vendorLocationId', Component: ShortLocationRedirect },
      { path: 'signin', Component: page(() => import('#web/routes/signin'), 'SignInRoute') },
      { path: 'auth/callback', Component: page(() => import('#web/routes/auth/callback'), 'AuthCallbackRoute') },
      {
        path: 'location/:vendorLocationId',
        element: (
          <UppercaseLocationId>
            <LocationPage />
          </UppercaseLocationId>
        ),
      },
      // content, links and leads (issue 14)
      { path: 'R/:shortCode', Component: page(() => import('#web/routes/short-link'), 'ShortLinkPage') },
      { path: 'nfc/:nfcId', Component: page(() => import('#web/routes/wristband'), 'WristbandPage') },
      {
        path: 'location/:vendorLocationId/heartla',
        Component: page(() => import('#web/routes/location/festival'), 'HeartLaPage'),
      },
      {
        path: 'location/:vendorLocationId/longbeachpride',
        Component: page(() => import('#web/routes/location/festival'), 'LongBeachPridePage'),
      },
      { path: 'vendor/:vendorId/:name', Component: page(() => import('#web/routes/vendor/artist'), 'ArtistPage') },
      {
        path: 'presale-wristband',
        Component: page(() => import('#web/routes/presale-wristband'), 'PresaleWristbandPage'),
      },
      { path: 'terms', Component: page(() => import('#web/routes/terms'), 'TermsPage') },
      // membership
      { path: 'lusiv', Component: LusivPage },
      { path: 'lusiv/events', Component: MembershipEventsPage },
      { path: 'lusiv/:nfcId', Component: LusivPage },
      { path: 'membership/events', Component: MembershipEventsPage },
      { path: 'join-lusiv', Component: page(() => import('#web/routes/lusiv/join'), 'JoinLusivPage') },
      { path: 'members', Component: page(() => import('#web/routes/members'), 'MembersPage') },
      // contests
      { path: 'vendor/:vendorId', Component: page(() => import('#web/routes/vendor/vendor'), 'VendorLandingPage') },
      // Public (customer.md section 2): a visitor sees what rewards are and signs in from the page.
      {
        path: 'vendor/:vendorId/rewards/:eventId',
        Component: page(() => import('#web/routes/vendor/rewards'), 'RewardsCenterPage'),
      },
      {
        path: 'prize-drawing-terms',
        Component: page(() => import('#web/routes/prize-drawing-terms'), 'PrizeDrawingTermsPage'),
      },

      // Protected customer routes: the signed-out go to /signin, which remembers where they were going.
      {
        element: <RequireAuth audience="customer" />,
        children: [
          { path: 'account', Component: page(() => import('#web/routes/account'), 'AccountPage') },
          { path: 'order/history', Component: page(() => import('#web/routes/order/history'), 'OrderHistoryPage') },
          { path: 'location/:vendorLocationId/order/review', Component: OrderReviewPage },
          { path: 'location/:vendorLocationId/order/checkout', Component: CheckoutPage },
          { path: 'location/:vendorLocationId/order/:orderId/status', Component: OrderStatusPage },
        ],
      },

      // The staff area: every staff page needs a session but sign-in and its callback.
      {
        path: 'staff',
        children: [
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
                Component: page(() => import('#web/routes/staff/venue-setup'), 'OperatorConsoleRoute'),
              },
              {
                path: 'operator/venues/new',
                Component: page(() => import('#web/routes/staff/venue-setup'), 'VendorCreateRoute'),
              },
              {
                path: 'venue/:vendorId',
                Component: page(() => import('#web/routes/staff/venue-setup'), 'VenueSettingsRoute'),
              },
              {
                path: 'venue/:vendorId/locations',
                Component: page(() => import('#web/routes/staff/venue-setup'), 'VenueLocationsRoute'),
              },
              {
                path: 'venue/:vendorId/audit-log',
                Component: page(() => import('#web/routes/staff/venue-setup'), 'AuditLogRoute'),
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
                    path: 'print',
                    Component: page(() => import('#web/routes/staff/location/print'), 'StaffPrintQrCodesPage'),
                  },
                  {
                    path: 'reporting',
                    Component: page(() => import('#web/routes/staff/location/reporting'), 'StaffReportingPage'),
                  },
                  {
                    path: 'guestlist-events',
                    Component: page(
                      () => import('#web/routes/staff/location/guestlist-events'),
                      'StaffGuestlistEventsPage',
                    ),
                  },
                  {
                    path: 'guestlist-events/create',
                    Component: page(
                      () => import('#web/routes/staff/location/guestlist-event-form'),
                      'StaffGuestlistEventCreatePage',
                    ),
                  },
                  {
                    path: 'guestlist-event/:guestlistEventId/guests',
                    Component: page(
                      () => import('#web/routes/staff/location/guestlist-guests'),
                      'StaffGuestlistGuestsPage',
                    ),
                  },
                  {
                    path: ':vendorId/guestlist-event/edit/:gleventId',
                    Component: page(
                      () => import('#web/routes/staff/location/guestlist-event-form'),
                      'StaffGuestlistEventEditPage',
                    ),
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
                ],
              },
              // Unknown staff paths are 'Page Not Found' once signed in.
              { path: '*', Component: page(() => import('#web/routes/staff/not-found'), 'StaffNotFoundPage') },
            ],
          },
        ],
      },

      { path: '404', Component: NotFoundPage },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
