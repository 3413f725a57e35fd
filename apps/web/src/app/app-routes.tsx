import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RequireAuth } from '#web/features/identity/components/require-auth';
import { DEFAULT_LOCATION_ID } from '#web/lib/constants';
import { paths } from '#web/lib/paths';
import { CheckoutPage, LocationPage, OrderReviewPage, OrderStatusPage } from './ordering-pages';
import { ShortLocationRedirect, UppercaseLocationId } from './redirects';
import { RootLayout } from './root-layout';

// Every page is its own chunk: the shell stays small and a visitor downloads only the page they open.
const StaffRoutes = lazy(() => import('./staff-routes').then((m) => ({ default: m.StaffRoutes })));

const HomePage = lazy(() => import('#web/routes/home').then((m) => ({ default: m.HomePage })));
const NotFoundPage = lazy(() => import('#web/routes/not-found').then((m) => ({ default: m.NotFoundPage })));
const SignInRoute = lazy(() => import('#web/routes/signin').then((m) => ({ default: m.SignInRoute })));
const AuthCallbackRoute = lazy(() =>
  import('#web/routes/auth/callback').then((m) => ({ default: m.AuthCallbackRoute })),
);
const AccountPage = lazy(() => import('#web/routes/account').then((m) => ({ default: m.AccountPage })));
const OrderHistoryPage = lazy(() => import('#web/routes/order/history').then((m) => ({ default: m.OrderHistoryPage })));
// The customer-side areas beyond ordering (public pages and links, membership, contests) sit behind the catch-all
// in their own route table, so the menu's first load does not carry it.
const AreaRoutes = lazy(() => import('./area-routes').then((m) => ({ default: m.AreaRoutes })));

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
        <Route path="auth/callback" element={<AuthCallbackRoute />} />
        <Route
          path="location/:vendorLocationId"
          element={
            <UppercaseLocationId>
              <LocationPage />
            </UppercaseLocationId>
          }
        />

        {/* Protected customer routes: the signed-out go to /signin, which remembers where they were going. */}
        <Route element={<RequireAuth audience="customer" />}>
          <Route path="account" element={<AccountPage />} />
          <Route path="order/history" element={<OrderHistoryPage />} />
          <Route path="location/:vendorLocationId/order/review" element={<OrderReviewPage />} />
          <Route path="location/:vendorLocationId/order/checkout" element={<CheckoutPage />} />
          <Route path="location/:vendorLocationId/order/:orderId/status" element={<OrderStatusPage />} />
        </Route>

        {/* The staff area: its own chunk, so no customer page pays for its route table. */}
        <Route path="staff/*" element={<StaffRoutes />} />

        <Route path="404" element={<NotFoundPage />} />
        {/* Everything else: the other areas' pages, or Page Not Found (area-routes.tsx). */}
        <Route path="*" element={<AreaRoutes />} />
      </Route>
    </Routes>
  );
}
