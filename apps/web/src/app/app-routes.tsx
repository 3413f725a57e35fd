import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RequireAuth } from '../features/auth/components/require-auth';
import { DEFAULT_LOCATION_ID } from '../lib/constants';
import { paths } from '../lib/paths';
import { ShortLocationRedirect, UppercaseLocationId } from './redirects';
import { RootLayout } from './root-layout';

// Every page is its own chunk: the shell stays small and a visitor downloads only the page they open.
const HomePage = lazy(() => import('../routes/home').then((m) => ({ default: m.HomePage })));
const NotFoundPage = lazy(() => import('../routes/not-found').then((m) => ({ default: m.NotFoundPage })));
const SignInRoute = lazy(() => import('../routes/signin').then((m) => ({ default: m.SignInRoute })));
const AuthCallbackRoute = lazy(() => import('../routes/auth/callback').then((m) => ({ default: m.AuthCallbackRoute })));
const LocationPage = lazy(() => import('../routes/location/location').then((m) => ({ default: m.LocationPage })));
const AccountPage = lazy(() => import('../routes/account').then((m) => ({ default: m.AccountPage })));
const OrderHistoryPage = lazy(() => import('../routes/order/history').then((m) => ({ default: m.OrderHistoryPage })));
const OrderReviewPage = lazy(() =>
  import('../routes/location/order/review').then((m) => ({ default: m.OrderReviewPage })),
);
const CheckoutPage = lazy(() => import('../routes/location/order/checkout').then((m) => ({ default: m.CheckoutPage })));
const OrderStatusPage = lazy(() =>
  import('../routes/location/order/status').then((m) => ({ default: m.OrderStatusPage })),
);
const StaffSignInRoute = lazy(() => import('../routes/staff/signin').then((m) => ({ default: m.StaffSignInRoute })));
const StaffAuthCallbackRoute = lazy(() =>
  import('../routes/staff/auth/callback').then((m) => ({ default: m.StaffAuthCallbackRoute })),
);
const StaffLocationsPage = lazy(() =>
  import('../routes/staff/locations').then((m) => ({ default: m.StaffLocationsPage })),
);
const StaffNotFoundPage = lazy(() =>
  import('../routes/staff/not-found').then((m) => ({ default: m.StaffNotFoundPage })),
);
const StaffLocationMenuPage = lazy(() =>
  import('../routes/staff/location/menu').then((m) => ({ default: m.StaffLocationMenuPage })),
);
const StaffScanOrderPage = lazy(() =>
  import('../routes/staff/location/scan').then((m) => ({ default: m.StaffScanOrderPage })),
);
const StaffOrderPage = lazy(() =>
  import('../routes/staff/location/order').then((m) => ({ default: m.StaffOrderPage })),
);
const StaffInventoryPage = lazy(() =>
  import('../routes/staff/location/inventory').then((m) => ({ default: m.StaffInventoryPage })),
);
const StaffOrderHistoryPage = lazy(() =>
  import('../routes/staff/location/orders').then((m) => ({ default: m.StaffOrderHistoryPage })),
);
const StaffPrintQrCodesPage = lazy(() =>
  import('../routes/staff/location/print').then((m) => ({ default: m.StaffPrintQrCodesPage })),
);
const StaffReportingPage = lazy(() =>
  import('../routes/staff/location/reporting').then((m) => ({ default: m.StaffReportingPage })),
);
// guestlists
const StaffGuestlistEventsPage = lazy(() =>
  import('../routes/staff/location/guestlist-events').then((m) => ({ default: m.StaffGuestlistEventsPage })),
);
const StaffGuestlistEventCreatePage = lazy(() =>
  import('../routes/staff/location/guestlist-event-form').then((m) => ({ default: m.StaffGuestlistEventCreatePage })),
);
const StaffGuestlistEventEditPage = lazy(() =>
  import('../routes/staff/location/guestlist-event-form').then((m) => ({ default: m.StaffGuestlistEventEditPage })),
);
const StaffGuestlistGuestsPage = lazy(() =>
  import('../routes/staff/location/guestlist-guests').then((m) => ({ default: m.StaffGuestlistGuestsPage })),
);
const StaffUsersPage = lazy(() =>
  import('../routes/staff/location/users').then((m) => ({ default: m.StaffUsersPage })),
);
const StaffEventsPage = lazy(() =>
  import('../routes/staff/location/events').then((m) => ({ default: m.StaffEventsPage })),
);
const StaffEventFormPage = lazy(() =>
  import('../routes/staff/location/event-form').then((m) => ({ default: m.StaffEventFormPage })),
);
// contests: the vendor landing page, the Rewards Center, the drawing's terms and staff claims (one entry, see there)
const ContestsPage = lazy(() => import('../routes/contests-pages').then((m) => ({ default: m.ContestsPage })));

// public pages and links (issue 14)
const ShortLinkPage = lazy(() => import('../routes/short-link').then((m) => ({ default: m.ShortLinkPage })));
const WristbandPage = lazy(() => import('../routes/wristband').then((m) => ({ default: m.WristbandPage })));
const HeartLaPage = lazy(() => import('../routes/location/festival').then((m) => ({ default: m.HeartLaPage })));
const LongBeachPridePage = lazy(() =>
  import('../routes/location/festival').then((m) => ({ default: m.LongBeachPridePage })),
);
const ArtistPage = lazy(() => import('../routes/vendor/artist').then((m) => ({ default: m.ArtistPage })));
const PresaleWristbandPage = lazy(() =>
  import('../routes/presale-wristband').then((m) => ({ default: m.PresaleWristbandPage })),
);
const TermsPage = lazy(() => import('../routes/terms').then((m) => ({ default: m.TermsPage })));
const StaffLinksPage = lazy(() =>
  import('../routes/staff/location/links').then((m) => ({ default: m.StaffLinksPage })),
);
// membership
const LusivPage = lazy(() => import('../routes/lusiv/lusiv').then((m) => ({ default: m.LusivPage })));
const MembershipEventsPage = lazy(() =>
  import('../routes/lusiv/events').then((m) => ({ default: m.MembershipEventsPage })),
);
const JoinLusivPage = lazy(() => import('../routes/lusiv/join').then((m) => ({ default: m.JoinLusivPage })));
const MembersPage = lazy(() => import('../routes/members').then((m) => ({ default: m.MembersPage })));

/** The spec's routes (customer.md and staff.md, section 2). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="corporate" element={<HomePage />} />
        <Route path="demo" element={<Navigate to={paths.location(DEFAULT_LOCATION_ID)} replace />} />
        <Route path="L/:vendorLocationId" element={<ShortLocationRedirect />} />
        <Route path="signin" element={<SignInRoute />} />
        {/* public pages and links (issue 14) */}
        <Route path="R/:shortCode" element={<ShortLinkPage />} />
        <Route path="nfc/:nfcId" element={<WristbandPage />} />
        <Route path="location/:vendorLocationId/heartla" element={<HeartLaPage />} />
        <Route path="location/:vendorLocationId/longbeachpride" element={<LongBeachPridePage />} />
        <Route path="vendor/:vendorId/:name" element={<ArtistPage />} />
        <Route path="presale-wristband" element={<PresaleWristbandPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="auth/callback" element={<AuthCallbackRoute />} />
        {/* membership */}
        <Route path="lusiv" element={<LusivPage />} />
        <Route path="lusiv/events" element={<MembershipEventsPage />} />
        <Route path="lusiv/:nfcId" element={<LusivPage />} />
        <Route path="membership/events" element={<MembershipEventsPage />} />
        <Route path="join-lusiv" element={<JoinLusivPage />} />
        <Route path="members" element={<MembersPage />} />
        <Route
          path="location/:vendorLocationId"
          element={
            <UppercaseLocationId>
              <LocationPage />
            </UppercaseLocationId>
          }
        />

        <Route path="vendor/:vendorId" element={<ContestsPage page="vendor" />} />
        <Route path="prize-drawing-terms" element={<ContestsPage page="terms" />} />

        {/* Protected customer routes: the signed-out go to /signin, which remembers where they were going. */}
        <Route element={<RequireAuth audience="customer" />}>
          <Route path="account" element={<AccountPage />} />
          <Route path="order/history" element={<OrderHistoryPage />} />
          <Route path="location/:vendorLocationId/order/review" element={<OrderReviewPage />} />
          <Route path="location/:vendorLocationId/order/checkout" element={<CheckoutPage />} />
          <Route path="location/:vendorLocationId/order/:orderId/status" element={<OrderStatusPage />} />
          <Route path="vendor/:vendorId/rewards/:eventId" element={<ContestsPage page="rewards" />} />
        </Route>

        <Route path="staff">
          <Route index element={<Navigate to={paths.staffLocations()} replace />} />
          <Route path="signin" element={<StaffSignInRoute />} />
          <Route path="auth/callback" element={<StaffAuthCallbackRoute />} />
          {/* Every other staff page needs a session; unknown staff paths are 'Page Not Found' once signed in. */}
          <Route element={<RequireAuth audience="staff" />}>
            <Route path="locations" element={<StaffLocationsPage />} />
            <Route path="location/:vendorLocationId">
              <Route index element={<StaffLocationMenuPage />} />
              <Route path="scan" element={<StaffScanOrderPage />} />
              <Route path="claim-reward" element={<ContestsPage page="staffClaim" />} />
              <Route path="order/:orderId?" element={<StaffOrderPage />} />
              <Route path="inventory" element={<StaffInventoryPage />} />
              <Route path="orders" element={<StaffOrderHistoryPage />} />
              <Route path="print" element={<StaffPrintQrCodesPage />} />
              <Route path="reporting" element={<StaffReportingPage />} />
              <Route path="guestlist-events" element={<StaffGuestlistEventsPage />} />
              <Route path="guestlist-events/create" element={<StaffGuestlistEventCreatePage />} />
              <Route path="guestlist-event/:guestlistEventId/guests" element={<StaffGuestlistGuestsPage />} />
              <Route path=":vendorId/guestlist-event/edit/:gleventId" element={<StaffGuestlistEventEditPage />} />
              <Route path=":vendorId/users" element={<StaffUsersPage />} />
              <Route path=":vendorId/events" element={<StaffEventsPage />} />
              <Route path=":vendorId/event/create" element={<StaffEventFormPage />} />
              <Route path=":vendorId/event/edit/:eventId" element={<StaffEventFormPage />} />
              <Route path=":vendorId/links" element={<StaffLinksPage />} />
            </Route>
            <Route path="*" element={<StaffNotFoundPage />} />
          </Route>
        </Route>

        <Route path="404" element={<NotFoundPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
