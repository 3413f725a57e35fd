import type { ClaimRewardResponse, Reward } from '@queueless/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** Staff hand a won prize over, by its claim code. */
export async function claimReward(claimCode: string): Promise<Reward> {
  const { reward } = await apiRequest<ClaimRewardResponse>(apiPaths.claimReward(claimCode), { method: 'POST' });
  return reward;
}

export function useClaimReward() {
  return useMutation({ mutationFn: claimReward });
}
