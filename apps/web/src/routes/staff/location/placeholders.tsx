import { useParams } from 'react-router';
import { StaffPage } from '../../../features/staff/components/staff-page';
import { paths } from '../../../lib/paths';

function ComingSoon({ title, message }: { title: string; message: string }) {
  const { vendorLocationId = '' } = useParams();
  return (
    <StaffPage title={title} back={{ to: paths.staffLocation(vendorLocationId), label: 'Back to location menu' }}>
      <div className="mt-6 rounded-2xl border border-dashed border-line bg-surface/60 p-6 text-ink-muted">
        {message}
      </div>
    </StaffPage>
  );
}

/** /staff/location/{vendorLocationId}/guestlist-events: built with guest lists. */
export function StaffGuestlistEventsPage() {
  return (
    <ComingSoon
      title="Guest List Events"
      message="Guest list events are not built yet. Upcoming and past events, and check-in, will show here."
    />
  );
}
