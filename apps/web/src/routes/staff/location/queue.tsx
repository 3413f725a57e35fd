import { useParams } from 'react-router';
import { staffPaths } from '#web/app/staff-paths';
import { BarQueue } from '#web/features/pickup/components/bar-queue';
import { StaffPage } from '#web/features/staff/components/staff-page';

/** /staff/location/{vendorLocationId}/queue: the bar's live queue, for a tablet at arm's length. */
export function StaffQueuePage() {
  const { vendorLocationId = '' } = useParams();
  return (
    <StaffPage
      title="Order Queue"
      back={{ to: staffPaths.staffLocation(vendorLocationId), label: 'Back to location menu' }}
      subtitle={vendorLocationId}
      isWide
    >
      <BarQueue vendorLocationId={vendorLocationId} />
    </StaffPage>
  );
}
