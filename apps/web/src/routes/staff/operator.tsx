import { AuditLogPage } from '#web/features/operators/components/audit-log-page';
import { LocationsPage } from '#web/features/operators/components/locations-page';
import { OperatorConsolePage } from '#web/features/operators/components/operator-console-page';
import { VendorCreatePage } from '#web/features/operators/components/vendor-create-page';
import { VenueSettingsPage } from '#web/features/operators/components/venue-settings-page';

/** /staff/operator: the operator console. */
export const OperatorConsoleRoute = OperatorConsolePage;
/** /staff/operator/venues/new: a new venue and its first SUPER_ADMIN. */
export const VendorCreateRoute = VendorCreatePage;
/** /staff/venue/{vendorId}: venue settings (ADMIN and above, operators). */
export const VenueSettingsRoute = VenueSettingsPage;
/** /staff/venue/{vendorId}/locations. */
export const VenueLocationsRoute = LocationsPage;
/** /staff/venue/{vendorId}/audit-log. */
export const AuditLogRoute = AuditLogPage;
