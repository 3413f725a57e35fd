import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/layout/placeholder-page';
import { DEFAULT_LOCATION_ID } from '../../../lib/constants';
import { paths } from '../../../lib/paths';

/** Protected. Built by the ordering work; until then it says so and leads back to the location's menu. */
export function OrderStatusPage() {
  const { vendorLocationId = DEFAULT_LOCATION_ID } = useParams();
  return (
    <PlaceholderPage
      title="Order Status"
      message="Your order's pickup QR code will appear here once ordering opens."
      backTo={paths.location(vendorLocationId)}
      backLabel="Back to menu"
    />
  );
}
