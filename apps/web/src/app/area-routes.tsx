import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RequireAuth } from '#web/features/identity/components/require-auth';

// The customer-side pages of the areas beyond ordering, each its own chunk. This table itself loads only when a
// path is not one of the ordering pages (app-routes.tsx); anything it does not know is 'Page Not Found'.
const NotFoundPage = lazy(() => import('#web/routes/not-found').then((m) => ({ default: m.NotFoundPage })));
// contests: the vendor landing page, the Rewards Center, the drawing's terms and staff claims (one entry, see there)
const ContestsPage = lazy(() => import('#web/routes/contests-pages').then((m) => ({ default: m.ContestsPage })));

// public pages and links (issue 14)
const ShortLinkPage = lazy(() => import('#web/routes/short-link').then((m) => ({ default: m.ShortLinkPage })));
const WristbandPage = lazy(() => import('#web/routes/wristband').then((m) => ({ default: m.WristbandPage })));
const HeartLaPage = lazy(() => import('#web/routes/location/festival').then((m) => ({ default: m.HeartLaPage })));
const LongBeachPridePage = lazy(() =>
  import('#web/routes/location/festival').then((m) => ({ default: m.LongBeachPridePage })),
);
const ArtistPage = lazy(() => import('#web/routes/vendor/artist').then((m) => ({ default: m.ArtistPage })));
const PresaleWristbandPage = lazy(() =>
  import('#web/routes/presale-wristband').then((m) => ({ default: m.PresaleWristbandPage })),
);
const TermsPage = lazy(() => import('#web/routes/terms').then((m) => ({ default: m.TermsPage })));
// membership
const LusivPage = lazy(() => import('#web/routes/lusiv/lusiv').then((m) => ({ default: m.LusivPage })));
const MembershipEventsPage = lazy(() =>
  import('#web/routes/lusiv/events').then((m) => ({ default: m.MembershipEventsPage })),
);
const JoinLusivPage = lazy(() => import('#web/routes/lusiv/join').then((m) => ({ default: m.JoinLusivPage })));
const MembersPage = lazy(() => import('#web/routes/members').then((m) => ({ default: m.MembersPage })));

export function AreaRoutes() {
  return (
    <Routes>
      {/* public pages and links (issue 14) */}
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
      <Route path="vendor/:vendorId" element={<ContestsPage page="vendor" />} />
      <Route path="prize-drawing-terms" element={<ContestsPage page="terms" />} />
      <Route element={<RequireAuth audience="customer" />}>
        <Route path="vendor/:vendorId/rewards/:eventId" element={<ContestsPage page="rewards" />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
