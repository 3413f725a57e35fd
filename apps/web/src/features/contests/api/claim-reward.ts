import type { Reward } from '@queueless/contracts';
import { claimReward as claimRewardEndpoint } from '@queueless/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** Staff hand a won prize over, by its claim code. */
export async function claimReward(claimCode: string): Promise<Reward> {
  const { reward } = await callEndpoint(claimRewardEndpoint, { params: { id: claimCode } });
  return reward;
}

/** Offline, a claim fails at once and says so, rather than waiting unseen and going through later (as check-in). */
export function useClaimReward() {
  return useMutation({ mutationFn: claimReward, networkMode: 'always' });
}
