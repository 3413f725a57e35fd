import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/layout/placeholder-page';
import { DEFAULT_LOCATION_ID } from '../../../lib/constants';
import { paths } from '../../../lib/paths';

/** Protected. Built by the ordering work; until then it says so and leads back to the location's menu. */
export function CheckoutPage() {
  const { vendorLocationId = DEFAULT_LOCATION_ID } = useParams();
  return (
    <PlaceholderPage
      title="Checkout"
      message="Checkout opens together with ordering."
      backTo={paths.location(vendorLocationId)}
      backLabel="Back to menu"
    />
  );
}
