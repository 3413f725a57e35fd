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

/** /staff/location/{vendorLocationId}/reporting: built with the analytics dashboard (customer.md). */
export function StaffReportingPage() {
  return (
    <ComingSoon
      title="Analytics & Reporting"
      message="The analytics dashboard is not built yet. Sales and trends for this location will show here."
    />
  );
}
