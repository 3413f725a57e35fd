import type { ClaimRewardResponse, Reward } from '@queueless/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { areaApiPaths } from '#web/lib/area-api-paths';

/** Staff hand a won prize over, by its claim code. */
export async function claimReward(claimCode: string): Promise<Reward> {
  const { reward } = await apiRequest<ClaimRewardResponse>(areaApiPaths.claimReward(claimCode), { method: 'POST' });
  return reward;
}

/** Offline, a claim fails at once and says so, rather than waiting unseen and going through later (as check-in). */
export function useClaimReward() {
  return useMutation({ mutationFn: claimReward, networkMode: 'always' });
}
