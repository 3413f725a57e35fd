import { type ComponentType, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RequireAuth } from '#web/features/identity/components/require-auth';
import { DEFAULT_LOCATION_ID } from '#web/lib/constants';
import { CheckoutPage, LocationPage, OrderReviewPage, OrderStatusPage } from '#web/routes/location/ordering-pages';
import { paths } from './paths';
import { ShortLocationRedirect, UppercaseLocationId } from './redirects';
import { RootLayout } from './root-layout';

/** A page whose code loads when it is first shown: the shell stays small and a visitor downloads only what they open. */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}

// The order's pages (from the menu to the pickup code) load through routes/location/ordering-pages.ts, which the
// menu also uses to fetch the later ones ahead (decision 017).
const HomePage = page(() => import('#web/routes/home'), 'HomePage');
const NotFoundPage = page(() => import('#web/routes/not-found'), 'NotFoundPage');
const SignInRoute = page(() => import('#web/routes/signin'), 'SignInRoute');
const AuthCallbackRoute = page(() => import('#web/routes/auth/callback'), 'AuthCallbackRoute');
const AccountPage = page(() => import('#web/routes/account'), 'AccountPage');
const OrderHistoryPage = page(() => import('#web/routes/order/history'), 'OrderHistoryPage');
// content, links and leads (issue 14)
const ShortLinkPage = page(() => import('#web/routes/short-link'), 'ShortLinkPage');
const WristbandPage = page(() => import('#web/routes/wristband'), 'WristbandPage');
const HeartLaPage = page(() => import('#web/routes/location/festival'), 'HeartLaPage');
const LongBeachPridePage = page(() => import('#web/routes/location/festival'), 'LongBeachPridePage');
const ArtistPage = page(() => import('#web/routes/vendor/artist'), 'ArtistPage');
const PresaleWristbandPage = page(() => import('#web/routes/presale-wristband'), 'PresaleWristbandPage');
const TermsPage = page(() => import('#web/routes/terms'), 'TermsPage');
// membership
const LusivPage = page(() => import('#web/routes/lusiv/lusiv'), 'LusivPage');
const MembershipEventsPage = page(() => import('#web/routes/lusiv/events'), 'MembershipEventsPage');
const JoinLusivPage = page(() => import('#web/routes/lusiv/join'), 'JoinLusivPage');
const MembersPage = page(() => import('#web/routes/members'), 'MembersPage');
// contests
const VendorLandingPage = page(() => import('#web/routes/vendor/vendor'), 'VendorLandingPage');
const RewardsCenterPage = page(() => import('#web/routes/vendor/rewards'), 'RewardsCenterPage');
const PrizeDrawingTermsPage = page(() => import('#web/routes/prize-drawing-terms'), 'PrizeDrawingTermsPage');
// the staff area (staff.md, section 2)
const StaffSignInRoute = page(() => import('#web/routes/staff/signin'), 'StaffSignInRoute');
const StaffAuthCallbackRoute = page(() => import('#web/routes/staff/auth/callback'), 'StaffAuthCallbackRoute');
const StaffLocationsPage = page(() => import('#web/routes/staff/locations'), 'StaffLocationsPage');
const StaffNotFoundPage = page(() => import('#web/routes/staff/not-found'), 'StaffNotFoundPage');
const StaffLocationMenuPage = page(() => import('#web/routes/staff/location/menu'), 'StaffLocationMenuPage');
const StaffScanOrderPage = page(() => import('#web/routes/staff/location/scan'), 'StaffScanOrderPage');
const StaffOrderPage = page(() => import('#web/routes/staff/location/order'), 'StaffOrderPage');
const StaffInventoryPage = page(() => import('#web/routes/staff/location/inventory'), 'StaffInventoryPage');
const StaffOrderHistoryPage = page(() => import('#web/routes/staff/location/orders'), 'StaffOrderHistoryPage');
const StaffPrintQrCodesPage = page(() => import('#web/routes/staff/location/print'), 'StaffPrintQrCodesPage');
const StaffReportingPage = page(() => import('#web/routes/staff/location/reporting'), 'StaffReportingPage');
const StaffGuestlistEventsPage = page(
  () => import('#web/routes/staff/location/guestlist-events'),
  'StaffGuestlistEventsPage',
);
const StaffGuestlistEventCreatePage = page(
  () => import('#web/routes/staff/location/guestlist-event-form'),
  'StaffGuestlistEventCreatePage',
);
const StaffGuestlistEventEditPage = page(
  () => import('#web/routes/staff/location/guestlist-event-form'),
  'StaffGuestlistEventEditPage',
);
const StaffGuestlistGuestsPage = page(
  () => import('#web/routes/staff/location/guestlist-guests'),
  'StaffGuestlistGuestsPage',
);
const StaffUsersPage = page(() => import('#web/routes/staff/location/users'), 'StaffUsersPage');
const StaffEventsPage = page(() => import('#web/routes/staff/location/events'), 'StaffEventsPage');
const StaffEventFormPage = page(() => import('#web/routes/staff/location/event-form'), 'StaffEventFormPage');
const StaffArtistPagesPage = page(() => import('#web/routes/staff/location/artist-pages'), 'StaffArtistPagesPage');
const StaffLinksPage = page(() => import('#web/routes/staff/location/links'), 'StaffLinksPage');
const StaffClaimRewardPage = page(() => import('#web/routes/staff/location/claim-reward'), 'StaffClaimRewardPage');
const StaffPrizesPage = page(() => import('#web/routes/staff/location/prizes'), 'StaffPrizesPage');

/** Every page of the app (the spec's routes: customer.md and staff.md, section 2), in one table. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="corporate" element={<HomePage />} />
        <Route path="demo" element={<Navigate to={paths.location(DEFAULT_LOCATION_ID)} replace />} />
        <Route path="L/:vendorLocationId" element={<ShortLocationRedirect />} />
        <Route path="signin" element={<SignInRoute />} />
        <Route path="auth/callback" element={<AuthCallbackRoute />} />
        <Route
          path="location/:vendorLocationId"
          element={
            <UppercaseLocationId>
              <LocationPage />
            </UppercaseLocationId>
          }
        />
        {/* content, links and leads (issue 14) */}
        <Route path="R/:shortCode" element={<ShortLinkPage />} />
        <Route path="nfc/:nfcId" element={<WristbandPage />} />
        <Route path="location/:vendorLocationId/heartla" element={<HeartLaPage />} />
        <Route path="location/:vendorLocationId/longbeachpride" element={<LongBeachPridePage />} />
        <Route path="vendor/:vendorId/:name" element={<ArtistPage />} />
        <Route path="presale-wristband" element={<PresaleWristbandPage />} />
        <Route path="terms" element={<TermsPage />} />
        {/* membership */}
        <Route path="lusiv" element={<LusivPage />} />
        <Route path="lusiv/events" element={<MembershipEventsPage />} />
        <Route path="lusiv/:nfcId" element={<LusivPage />} />
        <Route path="membership/events" element={<MembershipEventsPage />} />
        <Route path="join-lusiv" element={<JoinLusivPage />} />
        <Route path="members" element={<MembersPage />} />
        {/* contests */}
        <Route path="vendor/:vendorId" element={<VendorLandingPage />} />
        <Route path="prize-drawing-terms" element={<PrizeDrawingTermsPage />} />

        {/* Protected customer routes: the signed-out go to /signin, which remembers where they were going. */}
        <Route element={<RequireAuth audience="customer" />}>
          <Route path="account" element={<AccountPage />} />
          <Route path="order/history" element={<OrderHistoryPage />} />
          <Route path="location/:vendorLocationId/order/review" element={<OrderReviewPage />} />
          <Route path="location/:vendorLocationId/order/checkout" element={<CheckoutPage />} />
          <Route path="location/:vendorLocationId/order/:orderId/status" element={<OrderStatusPage />} />
          <Route path="vendor/:vendorId/rewards/:eventId" element={<RewardsCenterPage />} />
        </Route>

        {/* The staff area: every staff page needs a session but sign-in and its callback. */}
        <Route path="staff">
          <Route index element={<Navigate to={paths.staffLocations()} replace />} />
          <Route path="signin" element={<StaffSignInRoute />} />
          <Route path="auth/callback" element={<StaffAuthCallbackRoute />} />
          <Route element={<RequireAuth audience="staff" />}>
            <Route path="locations" element={<StaffLocationsPage />} />
            <Route path="location/:vendorLocationId">
              <Route index element={<StaffLocationMenuPage />} />
              <Route path="scan" element={<StaffScanOrderPage />} />
              <Route path="claim-reward" element={<StaffClaimRewardPage />} />
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
              <Route path=":vendorId/event/:eventId/prizes" element={<StaffPrizesPage />} />
              <Route path=":vendorId/links" element={<StaffLinksPage />} />
              <Route path=":vendorId/artist-pages" element={<StaffArtistPagesPage />} />
            </Route>
            {/* Unknown staff paths are 'Page Not Found' once signed in. */}
            <Route path="*" element={<StaffNotFoundPage />} />
          </Route>
        </Route>

        <Route path="404" element={<NotFoundPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
