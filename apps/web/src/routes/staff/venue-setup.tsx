import { AuditLogPage } from '#web/features/venue-setup/components/audit-log-page';
import { LocationsPage } from '#web/features/venue-setup/components/locations-page';
import { OperatorConsolePage } from '#web/features/venue-setup/components/operator-console-page';
import { VendorCreatePage } from '#web/features/venue-setup/components/vendor-create-page';
import { VenueSettingsPage } from '#web/features/venue-setup/components/venue-settings-page';

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
