import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RequireAuth } from '#web/features/identity/components/require-auth';
import { paths } from '#web/lib/paths';

// The staff area's pages (staff.md, section 2), each its own chunk. This table is itself loaded only under /staff.
const StaffSignInRoute = lazy(() => import('#web/routes/staff/signin').then((m) => ({ default: m.StaffSignInRoute })));
const StaffAuthCallbackRoute = lazy(() =>
  import('#web/routes/staff/auth/callback').then((m) => ({ default: m.StaffAuthCallbackRoute })),
);
const StaffLocationsPage = lazy(() =>
  import('#web/routes/staff/locations').then((m) => ({ default: m.StaffLocationsPage })),
);
const StaffNotFoundPage = lazy(() =>
  import('#web/routes/staff/not-found').then((m) => ({ default: m.StaffNotFoundPage })),
);
const StaffLocationMenuPage = lazy(() =>
  import('#web/routes/staff/location/menu').then((m) => ({ default: m.StaffLocationMenuPage })),
);
const StaffScanOrderPage = lazy(() =>
  import('#web/routes/staff/location/scan').then((m) => ({ default: m.StaffScanOrderPage })),
);
const StaffOrderPage = lazy(() =>
  import('#web/routes/staff/location/order').then((m) => ({ default: m.StaffOrderPage })),
);
const StaffInventoryPage = lazy(() =>
  import('#web/routes/staff/location/inventory').then((m) => ({ default: m.StaffInventoryPage })),
);
const StaffOrderHistoryPage = lazy(() =>
  import('#web/routes/staff/location/orders').then((m) => ({ default: m.StaffOrderHistoryPage })),
);
const StaffPrintQrCodesPage = lazy(() =>
  import('#web/routes/staff/location/print').then((m) => ({ default: m.StaffPrintQrCodesPage })),
);
const StaffReportingPage = lazy(() =>
  import('#web/routes/staff/location/reporting').then((m) => ({ default: m.StaffReportingPage })),
);
const StaffGuestlistEventsPage = lazy(() =>
  import('#web/routes/staff/location/guestlist-events').then((m) => ({ default: m.StaffGuestlistEventsPage })),
);
const StaffGuestlistEventCreatePage = lazy(() =>
  import('#web/routes/staff/location/guestlist-event-form').then((m) => ({ default: m.StaffGuestlistEventCreatePage })),
);
const StaffGuestlistEventEditPage = lazy(() =>
  import('#web/routes/staff/location/guestlist-event-form').then((m) => ({ default: m.StaffGuestlistEventEditPage })),
);
const StaffGuestlistGuestsPage = lazy(() =>
  import('#web/routes/staff/location/guestlist-guests').then((m) => ({ default: m.StaffGuestlistGuestsPage })),
);
const StaffUsersPage = lazy(() =>
  import('#web/routes/staff/location/users').then((m) => ({ default: m.StaffUsersPage })),
);
const StaffEventsPage = lazy(() =>
  import('#web/routes/staff/location/events').then((m) => ({ default: m.StaffEventsPage })),
);
const StaffEventFormPage = lazy(() =>
  import('#web/routes/staff/location/event-form').then((m) => ({ default: m.StaffEventFormPage })),
);
const StaffArtistPagesPage = lazy(() =>
  import('#web/routes/staff/location/artist-pages').then((m) => ({ default: m.StaffArtistPagesPage })),
);
const StaffLinksPage = lazy(() =>
  import('#web/routes/staff/location/links').then((m) => ({ default: m.StaffLinksPage })),
);
const ContestsPage = lazy(() => import('#web/routes/contests-pages').then((m) => ({ default: m.ContestsPage })));

/** /staff/…: every staff page needs a session but sign-in and its callback; unknown staff paths are 'Page Not Found'. */
export function StaffRoutes() {
  return (
    <Routes>
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
          <Route path=":vendorId/event/:eventId/prizes" element={<ContestsPage page="staffPrizes" />} />
          <Route path=":vendorId/links" element={<StaffLinksPage />} />
          <Route path=":vendorId/artist-pages" element={<StaffArtistPagesPage />} />
        </Route>
        <Route path="*" element={<StaffNotFoundPage />} />
      </Route>
    </Routes>
  );
}
