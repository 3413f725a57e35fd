import { useParams } from 'react-router';
import { ClaimRewardPanel } from '#web/features/contests/components/claim-reward-panel';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { staffPaths } from '#web/lib/staff-paths';

/** /staff/location/{vendorLocationId}/claim-reward: hand a won prize over by its claim code. */
export function StaffClaimRewardPage() {
  const { vendorLocationId = '' } = useParams();
  return (
    <StaffPage
      title="Claim Prize"
      back={{ to: staffPaths.staffLocation(vendorLocationId), label: 'Back to location menu' }}
      subtitle="Scan the claim QR code on the winner's phone, or type the code."
    >
      <ClaimRewardPanel />
    </StaffPage>
  );
}
