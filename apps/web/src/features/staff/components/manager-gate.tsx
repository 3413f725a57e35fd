import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { staffPaths } from '#web/lib/staff-paths';
import { type StaffLocationContext, StaffLocationGate } from './staff-location-gate';
import { StaffNotFound } from './staff-not-found';

/**
 * Pages under /staff/location/{id}/{vendorId}/…: the vendor in the path must be the location's (else 404), and
 * people with the STAFF role are sent back to the location menu (replace).
 */
export function ManagerGate({ children }: { children: (context: StaffLocationContext) => ReactNode }) {
  const { vendorLocationId = '', vendorId = '' } = useParams();
  return (
    <StaffLocationGate vendorLocationId={vendorLocationId}>
      {(context) => {
        if (context.vendor.vendorId !== vendorId) return <StaffNotFound />;
        if (context.staffRole.role === 'STAFF') {
          return <Navigate to={staffPaths.staffLocation(context.location.vendorLocationId)} replace />;
        }
        return children(context);
      }}
    </StaffLocationGate>
  );
}
