import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { paths } from '#web/lib/paths';
import { withSearch } from '#web/lib/url';

/** /L/{vendorLocationId} → /location/{VENDORLOCATIONID} (replace). */
export function ShortLocationRedirect() {
  const { vendorLocationId = '' } = useParams();
  return <Navigate to={paths.location(vendorLocationId.toUpperCase())} replace />;
}

/** Location ids are uppercase codes: /location/ad708 becomes /location/AD708 (replace), search kept. */
export function UppercaseLocationId({ children }: { children: ReactNode }) {
  const { vendorLocationId = '' } = useParams();
  const { search } = useLocation();
  const upper = vendorLocationId.toUpperCase();
  if (vendorLocationId !== upper) return <Navigate to={withSearch(paths.location(upper), search)} replace />;
  return children;
}
