import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { RequireAuth } from '#web/features/identity/components/require-auth';
import { DEFAULT_LOCATION_ID } from '#web/lib/constants';
import { needGroup } from '#web/lib/i18n/catalogues';
import { paths } from '#web/lib/paths';
import { CheckoutPage, LocationPage, OrderReviewPage, OrderStatusPage } from '#web/routes/location/ordering-pages';
import { page } from './page';
import { ShortLocationRedirect, UppercaseLocationId } from './redirects';
import { RootLayout } from './root-layout';

// Pages that more than one path shows. The order's pages (from the menu to the pickup code) load through
// routes/location/ordering-pages.ts, which the menu also uses to fetch the later ones ahead (decision 017).
const HomePage = page(() => import('#web/routes/home'), 'HomePage');
const NotFoundPage = page(() => import('#web/routes/not-found'), 'NotFoundPage');
const LusivPage = page(() => import('#web/routes/lusiv/lusiv'), 'LusivPage');
const MembershipEventsPage = page(() => import('#web/routes/lusiv/events'), 'MembershipEventsPage');

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

      // The staff area (its own route table, loaded with the first staff page: the menu's shell never carries it).
      {
        path: 'staff/*',
        // The staff's messages load with their pages' table, in the active language (decision 095).
        Component: page(
          () => Promise.all([import('#web/app/staff-routes'), needGroup('staff')]).then(([module]) => module),
          'StaffRoutes',
        ),
      },

      { path: '404', Component: NotFoundPage },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
