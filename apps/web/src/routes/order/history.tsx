import { PlaceholderPage } from '../../components/layout/placeholder-page';
import { paths } from '../../lib/paths';

/** /order/history (protected). The order list arrives with the orders feature. */
export function OrderHistoryPage() {
  return (
    <PlaceholderPage
      title="Order History"
      message="Your past orders will be listed here once ordering opens."
      backTo={paths.account()}
      backLabel="Back to account"
    />
  );
}
