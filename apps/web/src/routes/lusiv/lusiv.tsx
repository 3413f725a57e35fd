import { nfcIdSchema } from '@queueless/contracts';
import { useParams, useSearchParams } from 'react-router';
import { LusivLanding } from '#web/features/membership/components/lusiv-landing';

/** A wristband id as the wristband service knows them; anything else in the address is not repeated on the page. */
function asWristbandId(value: string | null | undefined): string | undefined {
  return value && nfcIdSchema.safeParse(value).success ? value : undefined;
}

/** /lusiv (also reached from a wristband as /lusiv?nfcId=…) and /lusiv/{nfcId}: the membership landing. */
export function LusivPage() {
  const { nfcId } = useParams();
  const [search] = useSearchParams();
  return <LusivLanding nfcId={asWristbandId(nfcId) ?? asWristbandId(search.get('nfcId'))} />;
}
