import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { ClaimRewardPanel } from '#web/features/contests/components/claim-reward-panel';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { staffPaths } from '#web/lib/staff-paths';

/** /staff/location/{vendorLocationId}/claim-reward: hand a won prize over by its claim code. */
export function StaffClaimRewardPage() {
  const { t } = useLingui();
  const { vendorLocationId = '' } = useParams();
  return (
    <StaffPage
      title={t`Claim Prize`}
      back={{ to: staffPaths.staffLocation(vendorLocationId), label: t`Back to location menu` }}
      subtitle={t`Scan the claim QR code on the winner's phone, or type the code.`}
    >
      <ClaimRewardPanel />
    </StaffPage>
  );
}
