import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { useVendorLocations } from '#web/features/vendor-locations/api/get-vendor-locations';
import { staffPaths } from '#web/lib/staff-paths';
import { ApiKeysSection } from './api-keys-section';
import { ExportSection } from './export-section';
import { WebhooksSection } from './webhooks-section';

/** /staff/venue/{vendorId}/integrations: API keys, webhooks and the export (ADMIN and above; issue 41). */
export function IntegrationsPage() {
  const { t } = useLingui();
  const { vendorId = '' } = useParams();
  // The locations name a key's limit and the export's choice; until they come (or if they fail) neither is offered.
  const locations = useVendorLocations(vendorId).data ?? [];
  return (
    <StaffPage
      title={t`Integrations`}
      back={{ to: staffPaths.staffVenueSettings(vendorId), label: t`Back to venue settings` }}
      isWide
    >
      <ApiKeysSection vendorId={vendorId} locations={locations} />
      <WebhooksSection vendorId={vendorId} />
      <ExportSection vendorId={vendorId} locations={locations} />
    </StaffPage>
  );
}
