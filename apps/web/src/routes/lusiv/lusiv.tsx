import { useParams, useSearchParams } from 'react-router';
import { LusivLanding } from '../../features/membership/components/lusiv-landing';

/** /lusiv (also reached from a wristband as /lusiv?nfcId=…) and /lusiv/{nfcId}: the membership landing. */
export function LusivPage() {
  const { nfcId } = useParams();
  const [search] = useSearchParams();
  return <LusivLanding nfcId={nfcId ?? search.get('nfcId') ?? undefined} />;
}
