import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { BarQueue } from '#web/features/pickup/components/bar-queue';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { staffPaths } from '#web/lib/staff-paths';

/** /staff/location/{vendorLocationId}/queue: the bar's live queue, for a tablet at arm's length. */
export function StaffQueuePage() {
  const { t } = useLingui();
  const { vendorLocationId = '' } = useParams();
  return (
    <StaffPage
      title={t`Order Queue`}
      back={{ to: staffPaths.staffLocation(vendorLocationId), label: t`Back to location menu` }}
      subtitle={vendorLocationId}
      isWide
    >
      <BarQueue vendorLocationId={vendorLocationId} />
    </StaffPage>
  );
}
